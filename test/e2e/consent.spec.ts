import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated, menuPages, watchConsole } from './support.ts';

/**
 * The cookie dialog as a first-time visitor meets it, with every third-party request caught
 * (and answered with nothing): no tracker before a choice, none after declining, the tag
 * manager and the pixel after agreeing; `?setcookies` asks again.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const consent = (lng: string) =>
  (
    JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, 'common.json'), 'utf8')) as {
      consent: { title: string; agreeAll: string; decline: string; save: string; settingsTitle: string };
    }
  ).consent;
const footer = (lng: string) =>
  (
    JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, 'common.json'), 'utf8')) as {
      footer: { cookieSettings: string };
    }
  ).footer;

/** What the site may store before a choice: its strictly necessary names (src/features/consent/cookieInventory.ts). */
const NECESSARY = new Set(['cookieConsent', 'i18nextLng', 'owner_session', 'owner_in', 'owner_device']);

async function catchThirdParty(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      requests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    },
  );
  return requests;
}

async function stored(page: Page) {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  return [...cookies, ...keys];
}

for (const lng of ['fr', 'nl', 'en']) {
  test(`a first visit (${lng}) asks, loads no tracker, and declining keeps it that way`, async ({ page, context }) => {
    const texts = consent(lng);
    const thirdParty = await catchThirdParty(context);
    const problems = watchConsole(page);
    await gotoHydrated(page, `/${lng}/`);
    const dialog = page.getByRole('dialog', { name: texts.title });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    expect(thirdParty).toEqual([]);
    expect((await stored(page)).filter((name) => !NECESSARY.has(name))).toEqual([]);

    // The page behind cannot be reached: Tab goes round the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: texts.decline }).click();
    await expect(dialog).toBeHidden();
    const choice = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null'));
    expect(choice).toMatchObject({
      choices: { analytical: false, marketing: false, social: false, unclassified: false },
      policyVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    // Declined: still nothing from elsewhere, on this page and the next, and no dialog.
    const forSale = menuPages().find((entry) => entry.path === 'for-sale')?.params.title[lng] ?? '';
    await page.getByRole('link', { name: forSale, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/[^/]+/$`));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await gotoHydrated(page, `/${lng}/`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    expect((await stored(page)).filter((name) => !NECESSARY.has(name))).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('agreeing, with the keyboard alone, loads the tag manager and the pixel; ?setcookies asks again', async ({
  page,
  context,
}) => {
  const texts = consent('en');
  const thirdParty = await catchThirdParty(context);
  await gotoHydrated(page, '/en/');
  const dialog = page.getByRole('dialog', { name: texts.title });
  await expect(dialog).toBeVisible();
  const agree = dialog.getByRole('button', { name: texts.agreeAll });
  for (let i = 0; i < 15 && !(await agree.evaluate((button) => button === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => thirdParty.some((url) => url.startsWith('https://www.googletagmanager.com/gtm.js?id=')))
    .toBe(true);
  await expect.poll(() => thirdParty.some((url) => url.startsWith('https://connect.facebook.net/'))).toBe(true);

  await gotoHydrated(page, '/en/?setcookies');
  await expect(page.getByRole('dialog', { name: texts.title })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBeNull();
});

test('a preview page never opens the dialog, not even with ?setcookies; the next page asks', async ({ page }) => {
  const texts = consent('fr');
  for (const url of ['/fr/preview/', '/fr/preview/a-vendre/?setcookies']) {
    await gotoHydrated(page, url);
    // Not even for a moment before the app runs: boot.ts leaves the prerendered dialog hidden.
    expect(await page.evaluate(() => document.documentElement.dataset.consent ?? null)).toBeNull();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await gotoHydrated(page, '/fr/');
  await expect(page.getByRole('dialog', { name: texts.title })).toBeVisible();
});

test('the footer link reopens the settings; Escape closes without deciding', async ({ page }) => {
  const texts = consent('fr');
  await gotoHydrated(page, '/fr/');
  await page.getByRole('dialog').getByRole('button', { name: texts.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const footerButton = page.getByRole('button', { name: footer('fr').cookieSettings });
  await footerButton.click();
  const settings = page.getByRole('dialog', { name: texts.settingsTitle });
  await expect(settings).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(footerButton).toBeFocused();
});
