import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated, watchConsole } from './support.ts';

/**
 * The owner's journey: log in (with the keyboard alone), see the figures and the graph, watch
 * today's count rise when someone opens the listing, log out and be refused the portal.
 * The browser says it is a desktop Chrome: the visit counter ignores headless browsers.
 */
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
});

const LANGUAGES = ['nl', 'fr', 'en'] as const;
type Lng = (typeof LANGUAGES)[number];

const DEMO: Record<Lng, { email: string; property: number }> = {
  nl: { email: 'familie.vermeulen@example.be', property: 236 },
  fr: { email: 'famille.delvaux@example.be', property: 120 },
  en: { email: 'whitfield.family@example.com', property: 267 },
};
const PASSWORD = 'demo-owner-2026';

const owner = (lng: Lng) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, 'owner.json'), 'utf8')) as {
    login: { email: string; password: string; submit: string };
    portal: { welcome: string; logout: string; yourProperties: string };
    numbers: { today: string; pageViews: string };
    graph: { title: string; showTable: string };
    calendar: { title: string };
    communications: { title: string };
    media: { title: string };
  };
const canonical = JSON.parse(readFileSync(path.join(process.cwd(), 'build', 'canonical.json'), 'utf8')) as {
  canonical: Record<string, Record<Lng, string>>;
  forms: { pages: { login: Record<Lng, string>; portal: Record<Lng, string> } };
};

/** The figure under a heading of the owner's numbers, e.g. "Today". */
async function figure(page: Page, label: string): Promise<number> {
  const item = page
    .locator('.owner-report .owner-numbers__item')
    .filter({ has: page.getByText(label, { exact: true }) });
  return Number((await item.locator('dd').innerText()).replace(/[^\d]/g, ''));
}

for (const lng of LANGUAGES) {
  test(`an owner logs in (${lng}), follows the visits of a listing, and logs out`, async ({
    page,
    context,
    browser,
  }) => {
    // A whole evening of an owner in one journey (login, three axe checks, the graph, reloads
    // until a visit shows, a page without scripts, logout): ~19 s on a quiet machine, past the
    // 30 s default when the shared CI machine is loaded.
    test.setTimeout(90_000);
    const texts = owner(lng);
    const { email, property } = DEMO[lng];
    const portal = canonical.forms.pages.portal[lng];
    const problems = watchConsole(page);

    // The portal without a session goes to the login, which brings the owner back.
    await gotoHydrated(page, `${portal}?id=${property}`);
    await expect(page).toHaveURL(new RegExp(`${canonical.forms.pages.login[lng]}\\?next=`));
    await page.getByRole('button', { name: texts.login.submit }).waitFor();
    await expect(page.getByRole('button', { name: texts.login.submit })).toBeEnabled();
    await expectNoAxeViolations(page);

    // The keyboard alone: into the e-mail field, the password, Enter.
    const emailField = page.getByLabel(texts.login.email);
    while (!(await emailField.evaluate((element) => element === document.activeElement)))
      await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(texts.login.password)).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`${portal}?id=${property}`);
    await expect(page.getByText(texts.portal.welcome.replace(/,? ?{{name}}.*/, ''), { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.graph.title })).toBeVisible();
    // The graph's code loads as the owner nears it (PropertyReport.tsx).
    await page.getByRole('heading', { name: texts.graph.title }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: texts.graph.title })).toBeVisible();
    for (const title of [texts.calendar.title, texts.communications.title, texts.media.title]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await page.getByText(texts.graph.showTable).click();
    await expect(page.locator('#owner-graph-table tbody tr')).toHaveCount(30);
    await expectNoAxeViolations(page);
    const viewsBefore = await figure(page, texts.numbers.pageViews);
    const todayBefore = await figure(page, texts.numbers.today);

    // Someone opens the listing in another tab: today's count rises.
    const visitor = await context.newPage();
    await gotoHydrated(visitor, canonical.canonical[`property/${property}`]?.[lng] ?? '/');
    await expect
      .poll(async () => {
        await page.reload();
        await page.locator('.owner-report').waitFor();
        return figure(page, texts.numbers.pageViews);
      })
      .toBeGreaterThan(viewsBefore);
    expect(await figure(page, texts.numbers.today)).toBeGreaterThan(todayBefore);
    await visitor.close();

    // The page comes with its figures: they are there before the app runs (here, never runs).
    const bare = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await context.storageState(),
      baseURL: test.info().project.use.baseURL,
    });
    const before = await bare.newPage();
    await before.goto(`${portal}?id=${property}`);
    await expect(before.getByRole('heading', { name: texts.graph.title })).toBeVisible();
    expect(await figure(before, texts.numbers.pageViews)).toBeGreaterThan(viewsBefore);
    await bare.close();

    // Log out: the portal and its data are refused.
    await page.getByRole('button', { name: texts.portal.logout }).click();
    await expect(page).toHaveURL(canonical.forms.pages.login[lng]);
    expect((await page.request.get('/api/owner/properties')).status()).toBe(401);
    await gotoHydrated(page, portal);
    await expect(page).toHaveURL(new RegExp(`${canonical.forms.pages.login[lng]}\\?next=`));
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
  });
}

test('a wrong password says so, and the chart code is not loaded on public pages', async ({ page }) => {
  const texts = JSON.parse(readFileSync(path.join(process.cwd(), 'locales', 'en', 'owner.json'), 'utf8')) as {
    login: { email: string; password: string; submit: string };
    errors: { loginWrong: string };
  };
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoHydrated(page, '/en/');
  await gotoHydrated(page, canonical.canonical['property/120']?.en ?? '/en/');
  expect(scripts.filter((url) => /VisitsChart|chart/i.test(url))).toEqual([]);

  await gotoHydrated(page, canonical.forms.pages.login.en);
  await page.getByLabel(texts.login.email).fill('famille.delvaux@example.be');
  await page.getByLabel(texts.login.password).fill('not-the-password');
  await page.getByRole('button', { name: texts.login.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(texts.errors.loginWrong);
  await expect(page).toHaveURL(canonical.forms.pages.login.en);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the history tables are labelled blocks and nothing scrolls sideways, in nl, fr and en', async ({ page }) => {
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    const { email, property } = DEMO.fr;
    await gotoHydrated(page, canonical.forms.pages.login.fr);
    await page.getByLabel(owner('fr').login.email).fill(email);
    await page.getByLabel(owner('fr').login.password).fill(PASSWORD);
    await page.getByRole('button', { name: owner('fr').login.submit }).click();
    await page.getByRole('button', { name: owner('fr').portal.logout }).waitFor();
    for (const lng of LANGUAGES) {
      const texts = owner(lng);
      await gotoHydrated(page, `${canonical.forms.pages.portal[lng]}?id=${property}`);
      await page.locator('.owner-report').waitFor();
      for (const title of [texts.calendar.title, texts.communications.title, texts.media.title]) {
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
      }
      // Each value shows its column's name beside it (the header row is only for screen readers).
      const calendar = page.locator('#owner-calendar ~ .owner-table-wrap');
      await expect(calendar.locator('thead')).toHaveCSS('position', 'absolute');
      const firstCell = calendar.locator('tbody tr').first().locator('td').first();
      await expect(firstCell.locator('.owner-table__label')).toBeVisible();
      await expect(firstCell.locator('.owner-table__label')).toHaveText(
        (await calendar.locator('thead th').first().textContent()) ?? '',
      );
      await page.getByText(texts.graph.showTable).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const wraps = await page
        .locator('.owner-table-wrap')
        .evaluateAll((nodes) => nodes.map((node) => node.scrollWidth - node.clientWidth));
      // The three history tables and the graph's table.
      expect(wraps.length).toBe(4);
      expect(wraps.every((overflow) => overflow <= 0)).toBe(true);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`portal-360-${lng}.png`), fullPage: true });
    }
    expect(problems).toEqual([]);
  });
});
