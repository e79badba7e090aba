import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated, menuPages, prerenderedPaths, watchConsole } from './support.ts';

const LANGUAGES = ['nl', 'fr', 'en'] as const;

test.describe('every menu page in every language', () => {
  for (const lng of LANGUAGES) {
    for (const page of menuPages()) {
      const url = page.path === '' ? `/${lng}/` : `/${lng}/${page.slug[lng]}/`;
      test(`${url} answers 200 with its localized title, hydrates cleanly and passes axe`, async ({ page: tab }) => {
        const problems = watchConsole(tab);
        const response = await gotoHydrated(tab, url);
        expect(response?.status()).toBe(200);
        await expect(tab).toHaveTitle(page.params.seo.title[lng] ?? '');
        await expect(tab.locator('html')).toHaveAttribute('lang', lng);
        if (page.path !== '') {
          await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.params.title[lng] ?? '');
        }
        await tab.waitForLoadState('networkidle');
        await expectNoAxeViolations(tab);
        expect(problems).toEqual([]);
      });
    }
  }
});

/** The other prerendered pages of a language (detail, legal, feedback, login ...), a dozen per test. */
function otherPages(lng: (typeof LANGUAGES)[number]): string[][] {
  const menuUrls = new Set(menuPages().map((p) => (p.path === '' ? `/${lng}/` : `/${lng}/${p.slug[lng]}/`)));
  const others = prerenderedPaths().filter((url) => url.startsWith(`/${lng}/`) && !menuUrls.has(url));
  const groups: string[][] = [];
  for (let start = 0; start < others.length; start += 12) groups.push(others.slice(start, start + 12));
  return groups;
}

for (const lng of LANGUAGES) {
  test(`there are other prerendered ${lng} pages to check`, () => {
    expect(otherPages(lng).flat().length).toBeGreaterThan(20);
  });
  for (const [index, urls] of otherPages(lng).entries()) {
    test(`prerendered ${lng} pages, group ${index + 1}: they hydrate without errors and pass axe`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const url of urls) {
        const problems = watchConsole(page);
        const response = await gotoHydrated(page, url);
        expect(response?.status(), url).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
        await expect(page.locator('html'), url).toHaveAttribute('lang', lng);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
        expect(problems, url).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
    });
  }
}

test('the language switcher keeps the page', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, '/nl/te-koop/');
  const header = page.getByRole('banner');
  await header.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'FR Français' }).click();
  await expect(page).toHaveURL('/fr/a-vendre/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À vendre');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Biens à vendre à Namur, Marche-en-Famenne et Neufchâteau');
  await header.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'EN English' }).click();
  await expect(page).toHaveURL('/en/for-sale/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('For sale');
  await page.goBack();
  await expect(page).toHaveURL('/fr/a-vendre/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À vendre');
  expect(problems).toEqual([]);
});

test('the menu navigates without reloading the page and moves focus to the content', async ({ page }) => {
  await gotoHydrated(page, '/en/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL('/en/projects/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(page.locator('#main')).toBeFocused();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens, traps the keyboard, closes with Escape and on navigation', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/fr/contact/');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu du site' });
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await drawer.getByRole('link', { name: 'À louer' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/fr/a-louer/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À louer');
    expect(problems).toEqual([]);
  });
});

/** A text of the common catalogue, as a visitor reads it. */
const common = (lng: string, key: string, values: Record<string, string> = {}): string => {
  const catalogue = JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, 'common.json'), 'utf8'));
  const text = key.split('.').reduce((node, part) => node?.[part], catalogue) as unknown as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
};
const site = JSON.parse(readFileSync(path.join(process.cwd(), 'snapshot', 'config', 'site.json'), 'utf8')) as {
  agency: { phone: string };
  topBar: { links: { link: Record<string, string>; label: Record<string, string>; status: string }[] };
};

for (const lng of LANGUAGES) {
  test.describe(`on a 390 px phone in ${lng}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the drawer holds the free-valuation button, the tap-to-call link and the top bar's links", async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await gotoHydrated(page, `/${lng}/`);
      // The top bar and the header's valuation button are not on a phone's screen.
      await expect(page.getByRole('navigation', { name: common(lng, 'nav.topBar') })).toBeHidden();
      await page.getByRole('button', { name: common(lng, 'nav.openMenu') }).click();
      const drawer = page.getByRole('dialog', { name: common(lng, 'nav.mobileMenu') });
      const valuation = drawer.getByRole('link', { name: common(lng, 'header.freeEvaluation') });
      await expect(valuation).toBeVisible();
      await expect(valuation).toHaveAttribute('href', (await page.locator('.header__cta').getAttribute('href')) ?? '');
      const call = drawer.locator('a[href^="tel:"]');
      await expect(call).toHaveCount(1);
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${site.agency.phone.replace(/[^+\d]/g, '')}`);
      const contact = drawer.getByRole('list', { name: common(lng, 'nav.topBar') });
      for (const link of site.topBar.links.filter((item) => item.status === 'Published')) {
        await expect(contact.getByRole('link', { name: link.label[lng] })).toBeVisible();
      }
      await page.screenshot({ path: test.info().outputPath(`drawer-390-${lng}.png`) });
      await expectNoAxeViolations(page);
      await valuation.click();
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
    });
  });

  test(`the logo's text is at least 12 px high at every width (${lng})`, async ({ page }) => {
    // The logo is 200 x 48 with 19 px text: its text is 19/200 of its drawn width.
    const textHeight = () =>
      page.locator('.header__logo img').evaluate((img) => (img.getBoundingClientRect().width * 19) / 200);
    for (const width of [360, 390, 768, 1024, 1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, `/${lng}/${menuPages().find((p) => p.path === 'for-sale')?.slug[lng]}/`);
      expect(await textHeight(), `${width} px, top`).toBeGreaterThanOrEqual(12);
      await page.mouse.wheel(0, 600);
      await expect(page.getByRole('banner')).toHaveClass(/is-fixed/);
      // The fixed header's logo is scaled down: measured once that transition has ended.
      await page
        .locator('.header__logo img')
        .evaluate((img) => Promise.all(img.getAnimations().map((animation) => animation.finished)));
      expect(await textHeight(), `${width} px, fixed`).toBeGreaterThanOrEqual(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  });
}

test('an unknown URL answers 404 with the 404 page in its language', async ({ page }) => {
  for (const [url, title] of [
    ['/nl/bestaat-niet/', 'Oeps, deze pagina bestaat niet meer'],
    ['/fr/n-existe-pas/', "Oups, cette page n'existe plus"],
    ['/en/does-not-exist/', 'Oops, this page no longer exists'],
  ] as const) {
    const problems = watchConsole(page, { allow404: true });
    const response = await gotoHydrated(page, url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('search')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    page.removeAllListeners('console');
  }
});

test('the 404 search form works with the keyboard alone', async ({ page }) => {
  await gotoHydrated(page, '/en/gone/');
  await page.getByRole('searchbox', { name: 'City, postcode or reference' }).fill('Namur');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/en/for-sale/?q=Namur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('For sale');
});

test('the bare address sends the visitor to their language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'nl-BE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL('/nl/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw thuis in de Famenne en de Ardennen');
  await context.close();
});

test('the skip link and the scroll behaviour', async ({ page }) => {
  await gotoHydrated(page, '/en/services/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  const header = page.getByRole('banner');
  await expect(header).toHaveClass(/is-top/);
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveClass(/is-fixed/);
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveClass(/is-top/);
});
