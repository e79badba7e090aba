import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { generate } from 'otplib';
import { expectNoAxeViolations, gotoHydrated } from './support.ts';

/**
 * The back office's owners and visits (docs/BACKOFFICE.md): an agent made on the command line
 * signs in, adds an owner with a listing no demo owner has, writes a calendar entry for it and
 * blocks a visiting day, which the public visit form then no longer offers. The owner's
 * invitation arrives in the outbox; in another browser the owner chooses a password, logs in
 * and reads the entry in the portal. axe checks the three pages at 390 and 1280 px.
 */

const DATA_DIR = 'reports/e2e-data';
const OUTBOX = path.join(process.cwd(), DATA_DIR, 'outbox');
const PASSWORD = 'a sentence nobody guesses';
/** In the catalogue, owned by none of snapshot/owners.json's demo owners. */
const LISTING = 162;

type Tree = { [key: string]: string | Tree };
const catalogue = (ns: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', 'en', `${ns}.json`), 'utf8')) as Tree;
const texts = { office: catalogue('office'), owner: catalogue('owner'), forms: catalogue('forms') };
/** An English text by its key ("office:login.submit"). */
const t = (key: string, values: Record<string, string | number> = {}): string => {
  const [ns, rest] = key.includes(':') ? (key.split(':') as [keyof typeof texts, string]) : (['office', key] as const);
  const found = rest.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], texts[ns]);
  if (typeof found !== 'string') throw new Error(`No text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
};
const canonical = JSON.parse(readFileSync(path.join(process.cwd(), 'build', 'canonical.json'), 'utf8')) as {
  forms: { pages: { login: Record<string, string>; portal: Record<string, string> } };
};

const label = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text}`));

/** The text of the newest mail to an address that matches `pattern` (polled: the relay writes it). */
async function mailTo(address: string, pattern: RegExp): Promise<RegExpExecArray> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(OUTBOX).filter((name) => name.endsWith('.eml'));
    } catch {
      files = [];
    }
    for (const name of files) {
      const mail = await simpleParser(readFileSync(path.join(OUTBOX, name)));
      const found = pattern.exec(mail.text ?? '');
      if (JSON.stringify(mail.to ?? '').includes(address) && found) return found;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** axe at a phone's width and a desktop's, with a screenshot at each; back at the desktop's after. */
async function checkPage(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`office-owners-${name}-${width}.png`), fullPage: true });
  }
}

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The 401 of the back office before the sign-in is expected.
    if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('an agent adds an owner and a calendar entry, blocks a visiting day; the owner reads the entry', async ({
  page,
  browser,
}) => {
  // A first sign-in with its set-up, six axe checks, the owner's password hash and portal.
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const agent = { email: `carla.${run}@agency.test`, name: 'Carla Agent' };
  const owner = { email: `owner.${run}@example.test`, name: 'Marie Dupont' };
  const problems = watchProblems(page);

  // The agent: a link from the command line, a password, the authenticator's set-up.
  const printed = execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'staff:add',
      '--',
      '--email',
      agent.email,
      '--role',
      'agent',
      '--name',
      agent.name,
      '--lng',
      'en',
    ],
    { env: { ...process.env, DATA_DIR }, encoding: 'utf8' },
  );
  const token = /\/admin\/password\?token=([A-Za-z0-9_-]+)/.exec(printed)?.[1] ?? '';
  await page.goto(`/admin/password?token=${token}`);
  await label(page, t('password.new')).fill(PASSWORD);
  await label(page, t('password.confirm')).fill(PASSWORD);
  await page.getByRole('button', { name: t('password.submit') }).click();
  await page.getByRole('link', { name: t('password.toLogin') }).click();
  await label(page, t('login.email')).fill(agent.email);
  await label(page, t('login.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('setup.title') })).toBeFocused();
  const secret = (await page.locator('.office-secret').innerText()).replace(/\s+/g, '');
  await label(page, t('code.label')).fill(await generate({ secret }));
  await page.getByRole('button', { name: t('setup.confirm') }).click();
  await page.getByRole('button', { name: t('recovery.stored') }).click();

  // Owners: a new owner with the listing, from the keyboard-reachable form.
  await page.getByRole('link', { name: t('nav.owners') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('owners.title') })).toBeFocused();
  await expect(page.getByRole('table')).toContainText('famille.delvaux@example.be');
  await label(page, t('owners.email')).fill(owner.email);
  await page.getByRole('textbox', { name: new RegExp(`^${t('owners.name')}`) }).fill(owner.name);
  await page.getByRole('combobox', { name: new RegExp(`^${t('owners.language')}`) }).selectOption('en');
  await label(page, t('owners.listingNumber')).fill(String(LISTING));
  await label(page, t('owners.source')).selectOption('sign');
  await page.getByRole('button', { name: t('owners.submit') }).click();
  await expect(page.getByRole('status')).toHaveText(t('owners.created'));
  const row = page.getByRole('row').filter({ hasText: owner.email });
  await expect(row).toContainText(t('owners.invitationWaiting'));
  await checkPage(page, 'list');

  // The listing's history: a calendar entry at a Belgian moment.
  await row.getByRole('link', { name: t('owners.listing', { id: LISTING }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('listing.heading', { id: LISTING }) })).toBeFocused();
  const calendar = page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: t('owner:calendar.title') }),
  });
  await label(calendar, t('owner:calendar.date')).fill('2026-12-05T14:30');
  await label(calendar, t('owner:calendar.kind')).selectOption('open-house');
  await label(calendar, t('owner:calendar.status')).selectOption('confirmed');
  await label(calendar, t('owner:calendar.note')).fill(`Open house ${run}`);
  await calendar.getByRole('button', { name: t('listing.add') }).click();
  await expect(calendar.getByRole('status')).toHaveText(t('listing.added'));
  await expect(calendar.getByRole('table')).toContainText('05/12/2026 14:30');
  await checkPage(page, 'listing');

  // Visits: the first day the public form offers for the listing, blocked.
  const before = (await (await page.request.get(`/api/appointments/${LISTING}`)).json()) as { slots: string[] };
  const day = before.slots[0]?.slice(0, 10) ?? '';
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('link', { name: t('nav.visits') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('visits.title') })).toBeFocused();
  await expect(page.getByRole('table', { name: t('visits.hoursCaption') })).toBeVisible();
  await label(page, t('visits.listingNumber')).fill(String(LISTING));
  await page.keyboard.press('Enter');
  await label(page, t('visits.day')).fill(day);
  await page.getByRole('button', { name: t('visits.saveDay') }).click();
  await expect(page.getByRole('status')).toHaveText(t('visits.daySaved'));
  await expect(page.getByRole('table', { name: t('visits.daysCaption', { id: LISTING }) })).toContainText(
    t('visits.noVisits'),
  );
  await checkPage(page, 'visits');
  const after = (await (await page.request.get(`/api/appointments/${LISTING}`)).json()) as { slots: string[] };
  expect(after.slots.length).toBeGreaterThan(0);
  expect(after.slots.filter((slot) => slot.startsWith(day))).toEqual([]);
  expect(problems).toEqual([]);

  // The owner: the invitation's link in another browser, a password, the entry in the portal.
  const [link] = await mailTo(owner.email, /https?:\/\/\S+#reset=[A-Za-z0-9_-]+/);
  const url = new URL(link);
  expect(url.pathname).toBe(canonical.forms.pages.login.en);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const ownerPage = await context.newPage();
  await gotoHydrated(ownerPage, `${url.pathname}${url.hash}`);
  await label(ownerPage, t('owner:reset.password')).fill(PASSWORD);
  await label(ownerPage, t('owner:reset.passwordConfirm')).fill(PASSWORD);
  await ownerPage.getByRole('button', { name: t('owner:reset.submit') }).click();
  await expect(ownerPage.getByText(t('owner:reset.done'))).toBeVisible();
  await label(ownerPage, t('owner:login.email')).fill(owner.email);
  await label(ownerPage, t('owner:login.password')).fill(PASSWORD);
  await ownerPage.getByRole('button', { name: t('owner:login.submit') }).click();
  await expect(ownerPage.getByRole('button', { name: t('owner:portal.logout') })).toBeVisible();
  await gotoHydrated(ownerPage, `${canonical.forms.pages.portal.en}?id=${LISTING}`);
  await expect(ownerPage.getByRole('heading', { name: t('owner:calendar.title') })).toBeVisible();
  await expect(ownerPage.getByText(`Open house ${run}`)).toBeVisible();
  await context.close();
});
