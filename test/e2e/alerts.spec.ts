import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expectNoAxeViolations, gotoHydrated, watchConsole } from './support.ts';

/** Where the server under test writes its mails (playwright.config.ts sets DATA_DIR). */
const OUTBOX = path.join(process.cwd(), 'reports', 'e2e-data', 'outbox');

const tools = JSON.parse(readFileSync(path.join(process.cwd(), 'locales', 'fr', 'tools.json'), 'utf8')) as {
  alerts: {
    done: { active: string; unsubscribed: string };
    status: { active: string };
    frequency: { weekly: string };
    errors: { badToken: string; unknownToken: string };
    saved: string;
    save: string;
    unsubscribe: string;
    preferencesLink: string;
  };
};
const { alerts } = tools;

async function mailTo(address: string): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(OUTBOX).filter((name) => name.endsWith('.eml'));
    } catch {
      files = [];
    }
    for (const name of files) {
      const mail = await simpleParser(readFileSync(path.join(OUTBOX, name)));
      if (JSON.stringify(mail.to ?? '').includes(address)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function saveSearch(page: Page, email: string) {
  const form = '#form-demand-register';
  await gotoHydrated(page, '/fr/je-cherche/');
  await page.locator(`${form}-goal`).check();
  await page.getByRole('checkbox', { name: 'Maison', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Namur (5000)' }).check();
  await page.locator(`${form}-maxPrice`).fill('350000');
  await page.locator(`${form}-bedrooms`).fill('3');
  await page.locator(`${form}-title-ms`).check();
  await page.locator(`${form}-firstName`).fill('Claire');
  await page.locator(`${form}-lastName`).fill('Dubois');
  await page.locator(`${form}-email`).fill(email);
  await page.locator(`${form}-phone`).fill('+32 81 22 33 44');
  await page.locator(`${form}-password`).fill('correct horse battery');
  await page.locator(`${form}-passwordConfirm`).fill('correct horse battery');
  await page.locator(`${form}-captcha`).check();
  await expect(page.locator(`${form}-captcha`)).toBeEnabled({ timeout: 10_000 });
  await page.locator(`${form} button[type=submit]`).click();
  await expect(page).toHaveURL('/fr/merci/demand-register/');
}

test('a saved search is confirmed from its mail, its frequency changed, and unsubscribed', async ({ page }) => {
  const problems = watchConsole(page);
  const email = `claire.${Date.now().toString(36)}@example.be`;
  await saveSearch(page, email);

  // The double opt-in: the visitor's mail carries the confirm link, and nothing is sent before it.
  const optIn = await mailTo(email);
  const link = /https?:\/\/[^\s"<>]+(\/fr\/je-cherche\/confirmer\/\?token=[0-9a-f]{32})/.exec(optIn.text ?? '');
  expect(link).not.toBeNull();
  const confirmPath = link?.[1] ?? '';
  const token = new URL(confirmPath, 'http://x').searchParams.get('token') ?? '';

  await gotoHydrated(page, confirmPath);
  await expect(page.getByText(alerts.done.active)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: alerts.preferencesLink }).click();
  await expect(page.getByText(alerts.status.active)).toBeVisible();
  await expect(page.getByText('5000 Namur')).toBeVisible();
  await page.getByRole('radio', { name: alerts.frequency.weekly }).check();
  await page.getByRole('button', { name: alerts.save }).click();
  await expect(page.getByText(alerts.saved)).toBeVisible();
  await expectNoAxeViolations(page);
  const view = await page.request.get(`/api/alerts/demand?token=${token}`);
  expect(await view.json()).toMatchObject({ status: 'active', frequency: 'weekly' });

  // The unsubscribe link of a mail: "correctly unsubscribed", and it holds.
  await gotoHydrated(page, `/fr/je-cherche/desinscription/?token=${token}`);
  await expect(page.getByText(alerts.done.unsubscribed)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await (await page.request.get(`/api/alerts/demand?token=${token}`)).json()).toMatchObject({
    status: 'unsubscribed',
  });
  expect(problems).toEqual([]);
});

test('a damaged or unknown link says so in words', async ({ page }) => {
  await gotoHydrated(page, '/fr/je-cherche/confirmer/?token=abc');
  await expect(page.getByRole('alert')).toContainText(alerts.errors.badToken);
  await gotoHydrated(page, `/fr/je-cherche/confirmer/?token=${'0'.repeat(32)}`);
  await expect(page.getByRole('alert')).toContainText(alerts.errors.unknownToken);
  await expectNoAxeViolations(page);
});
