import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated, menuPages, watchConsole } from './support.ts';
import { epcLabel } from '../../src/lib/epc.ts';
import { energyRegion } from '../../src/lib/region.ts';

const LANGUAGES = ['nl', 'fr', 'en'] as const;
type Lng = (typeof LANGUAGES)[number];

/** The catalogue's own texts, so the journeys read what a visitor of each language reads. */
function t(lng: Lng, key: string, values: Record<string, string | number> = {}): string {
  const catalogue = JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, 'common.json'), 'utf8'));
  const lookup = (k: string) => k.split('.').reduce((node, part) => node?.[part], catalogue) as string | undefined;
  const plural =
    typeof values.count === 'number' ? lookup(`${key}_${values.count === 1 ? 'one' : 'other'}`) : undefined;
  const text = plural ?? lookup(key);
  if (text === undefined) throw new Error(`No text ${key} in ${lng}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

function snapshot<T>(lng: Lng, file: string): T {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'snapshot', lng, `${file}.json`), 'utf8')) as T;
}

interface Listing {
  ID: number;
  Goal: number;
  City: string;
  Zip: string;
  WebIDs: string;
  Marquee: number;
  MarqueeName: string;
  CountryID: number;
  PublishPrice: boolean;
  Price: number;
  Bedrooms: number | null;
  EnergyPerformance: number | null;
  EPCLabelText: string | null;
  SurfaceGarden: number | null;
}

/** Sold (marquee 4) and let (5) listings are listed last and never counted as for sale or for rent. */
const onMarket = (l: Listing) => l.Marquee !== 4 && l.Marquee !== 5;

const listPath = (lng: Lng, goal: 'for-sale' | 'for-rent' | 'projects') =>
  `/${lng}/${menuPages().find((p) => p.path === goal)?.slug[lng]}/`;

/** The demand register's path segment (src/domain/routes/fixedRoutes.ts). */
const REGISTER: Record<Lng, string> = { nl: 'ik-zoek', fr: 'je-cherche', en: 'looking-for' };

/** The register form's own texts (the forms namespace). */
const formTexts = (lng: Lng) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, 'forms.json'), 'utf8')) as {
    demandPrefilled: string;
    fields: Record<'minPrice' | 'maxPrice' | 'bedrooms' | 'epc' | 'garden' | 'terrace', string>;
    options: { epc: Record<'c', string> };
  };

const combobox = (page: Page, lng: Lng) => page.getByRole('combobox', { name: t(lng, 'search.panel.label') });

for (const lng of LANGUAGES) {
  test.describe(`catalogue journeys in ${lng}`, () => {
    const listings = snapshot<Listing[]>(lng, 'properties');
    const forSale = listings.filter((l) => l.Goal === 0);

    test('home: search a town by its name without accents and open its sale list', async ({ page }) => {
      const problems = watchConsole(page);
      await gotoHydrated(page, `/${lng}/`);
      const input = combobox(page, lng);
      await input.click();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await input.fill('neufchateau');
      const towns = page.getByRole('group', { name: t(lng, 'search.panel.cities'), exact: true });
      const inTown = forSale.filter((l) => l.Zip === '6840');
      const sold = inTown.filter((l) => !onMarket(l));
      expect(sold.length).toBeGreaterThan(0);
      const name = listings.find((l) => l.Zip === '6840')?.City ?? '';
      const option = towns.getByRole('option', {
        name: t(lng, 'search.panel.saleOption', { name: `${name} (6840)`, count: inTown.length - sold.length }),
      });
      await expectNoAxeViolations(page);
      await option.click();
      await expect(page).toHaveURL(new RegExp(`${listPath(lng, 'for-sale')}\\?city=`));
      await expect(
        page.getByText(
          t(lng, 'catalogue.list.paging', { page: 1, pages: 1, count: inTown.length - sold.length }) +
            t(lng, 'catalogue.list.soldAfter', { count: sold.length }),
        ),
      ).toBeVisible();
      const places = await page.locator('.card__place').allTextContents();
      expect(places).toHaveLength(inTown.length);
      for (const place of places) expect(place).toBe(`6840 ${name}`);
      // The sold one comes last, with its label.
      const last = page.locator('.card').last();
      await expect(last).toContainText(t(lng, 'search.panel.reference', { id: (sold[0] as Listing).ID }));
      await expect(last).toContainText((sold[0] as Listing).MarqueeName);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });

    test('home: search a reference with the keyboard alone and open the listing', async ({ page }) => {
      await gotoHydrated(page, `/${lng}/`);
      await page.keyboard.press('Tab'); // the skip link
      const input = combobox(page, lng);
      await input.focus();
      await page.keyboard.type('162');
      const reference = t(lng, 'search.panel.reference', { id: 162 });
      const option = page
        .getByRole('group', { name: t(lng, 'search.panel.properties'), exact: true })
        .getByRole('option');
      await expect(option).toHaveCount(1);
      await expect(option).toHaveAccessibleName(new RegExp(`${reference.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      // A number looks for a reference: the matching properties come first, and so does the first ArrowDown.
      await expect(page.getByRole('listbox').getByRole('group').first()).toHaveAccessibleName(
        t(lng, 'search.panel.properties'),
      );
      await page.keyboard.press('ArrowDown');
      await expect(input).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
      // Its thumbnail is lazy: it loads once the option is scrolled into the panel's view.
      await expect(option.locator('img')).toHaveAttribute('width', '60');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`^.*/${lng}/[^?]+/162/$`));
    });

    test('home: choose a type from the panel, then a town, and page through a list', async ({ page }) => {
      const problems = watchConsole(page);
      await gotoHydrated(page, `/${lng}/`);
      const input = combobox(page, lng);
      await input.click();
      // The options appear as the panel opens (their chunk is fetched once the page is idle).
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      const active = page.locator(`[id="${await input.getAttribute('aria-activedescendant')}"]`);
      const houses = forSale.filter((l) => l.WebIDs.split(',').includes('1'));
      const housesOnMarket = houses.filter(onMarket);
      await expect(active).toHaveAccessibleName(new RegExp(`: ${housesOnMarket.length} `));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${listPath(lng, 'for-sale')}?type=1`);
      await expect(page.getByLabel(t(lng, 'catalogue.filters.type'), { exact: true })).toHaveValue('1');
      const pages = Math.ceil(houses.length / 12);
      await expect(
        page.getByText(t(lng, 'catalogue.list.paging', { page: 1, pages, count: housesOnMarket.length })),
      ).toBeVisible();

      const house = housesOnMarket[0] as Listing;
      await page
        .getByLabel(t(lng, 'catalogue.filters.city'), { exact: true })
        .selectOption(`${house.City}|${house.Zip}`);
      const there = houses.filter((l) => l.Zip === house.Zip && l.City === house.City);
      await page
        .getByRole('button', { name: t(lng, 'catalogue.filters.showCount', { count: there.filter(onMarket).length }) })
        .click();
      await expect(page).toHaveURL(/type=1&city=|city=.*&type=1/);
      await expect(
        page.getByText(t(lng, 'catalogue.list.paging', { page: 1, pages: 1, count: there.filter(onMarket).length })),
      ).toBeVisible();
      await expect(page.locator('.card')).toHaveCount(there.length);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });

    test('a list: page 2 has its own URL, its paging line, and renders from a direct link', async ({ page }) => {
      const problems = watchConsole(page);
      await gotoHydrated(page, listPath(lng, 'for-sale'));
      const pages = Math.ceil(forSale.length / 12);
      expect(pages).toBeGreaterThan(1);
      await expect(
        page.getByText(t(lng, 'catalogue.list.paging', { page: 1, pages, count: forSale.filter(onMarket).length })),
      ).toBeVisible();
      await expect(page.locator('.card')).toHaveCount(12);
      await page
        .getByRole('navigation', { name: t(lng, 'catalogue.pagination.nav') })
        .getByRole('link', { name: t(lng, 'catalogue.pagination.page', { page: 2 }) })
        .click();
      await expect(page).toHaveURL(`${listPath(lng, 'for-sale')}?page=2`);
      await expect(
        page.getByText(t(lng, 'catalogue.list.paging', { page: 2, pages, count: forSale.filter(onMarket).length })),
      ).toBeVisible();
      await expect(page.locator('.card')).toHaveCount(forSale.length - 12);
      await expectNoAxeViolations(page);

      await gotoHydrated(page, `${listPath(lng, 'for-sale')}?page=2&sort=price-asc`);
      await expect(
        page.getByText(t(lng, 'catalogue.list.paging', { page: 2, pages, count: forSale.filter(onMarket).length })),
      ).toBeVisible();
      await expect(page.getByLabel(t(lng, 'catalogue.filters.sort'), { exact: true })).toHaveValue('price-asc');
      expect(problems).toEqual([]);
    });

    test('a phone: an advanced search counts its matches before it is applied, and its URL shows the same list elsewhere', async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const problems = watchConsole(page);
      await gotoHydrated(page, listPath(lng, 'for-sale'));
      // 300,000 to 400,000, 3 bedrooms or more, EPC C or better (a region's A++ to C-), a garden.
      const expected = forSale
        .filter((l) => l.PublishPrice && l.Price >= 300000 && l.Price <= 400000 && (l.Bedrooms ?? 0) >= 3)
        .filter((l) => {
          const region = energyRegion(l.CountryID, l.Zip);
          const label = region ? epcLabel(region, l.EnergyPerformance, l.EPCLabelText) : null;
          return label !== null && 'abc'.includes(label.charAt(0));
        })
        .filter((l) => (l.SurfaceGarden ?? 0) > 0);
      // A sold one is listed after the others but never counted.
      const counted = expected.filter(onMarket).length;
      const references = expected.map((l) => t(lng, 'catalogue.card.reference', { id: l.ID }));
      expect(counted).toBeGreaterThan(1);

      // The list opens on its listings: the form waits behind the "Filters" button.
      const filters = page.getByRole('button', { name: t(lng, 'catalogue.filters.open'), exact: true });
      await expect(filters).toBeVisible();
      await expect(page.getByLabel(t(lng, 'catalogue.filters.minPrice'), { exact: true })).toBeHidden();
      await expect(page.locator('.card').first()).toBeInViewport();
      const dialog = page.getByRole('dialog', { name: t(lng, 'catalogue.filters.open'), exact: true });
      // Escape closes the dialog and gives focus back to the button; the keyboard opens it again.
      await filters.click();
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Gone from the page once the app has heard the dialog close (the browser tells it a task later).
      await expect(page.locator('dialog.filters-dialog')).toHaveCount(0);
      await expect(filters).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      // Focus stays in the dialog: tabbing past all its controls never reaches the page behind it
      // (after the last one the browser's own toolbar may take a turn, then the first comes back).
      for (let i = 0; i < 30; i += 1) {
        await page.keyboard.press('Tab');
        const outside = await dialog.evaluate((node) => {
          const active = document.activeElement;
          return active !== null && active !== document.body && !node.contains(active);
        });
        expect(outside).toBe(false);
      }

      await dialog.getByLabel(t(lng, 'catalogue.filters.minPrice'), { exact: true }).fill('300000');
      await dialog.getByLabel(t(lng, 'catalogue.filters.maxPrice'), { exact: true }).fill('400000');
      await dialog.getByLabel(t(lng, 'catalogue.filters.bedrooms'), { exact: true }).selectOption('3');
      await dialog.getByLabel(t(lng, 'catalogue.filters.epc'), { exact: true }).selectOption('C');
      await dialog.getByRole('checkbox', { name: t(lng, 'catalogue.filters.garden'), exact: true }).check();
      await expect(page).toHaveURL(listPath(lng, 'for-sale'));
      const apply = dialog.getByRole('button', {
        name: t(lng, 'catalogue.filters.showCount', { count: counted }),
      });
      await expect(apply).toBeVisible();
      await expect(apply).toBeInViewport();
      await expectNoAxeViolations(page);
      await apply.click();
      await expect(dialog).toBeHidden();
      const search = '?minPrice=300000&maxPrice=400000&bedrooms=3&epc=C&garden=1';
      await expect(page).toHaveURL(listPath(lng, 'for-sale') + search);
      const paging = t(lng, 'catalogue.list.paging', { page: 1, pages: 1, count: counted });
      await expect(page.getByText(paging)).toBeVisible();
      await expect(page.locator('.card')).toHaveCount(expected.length);
      for (const reference of references) await expect(page.locator('.card').getByText(reference)).toBeVisible();
      const filtersSet = page.getByRole('button', { name: t(lng, 'catalogue.filters.openCount', { count: 4 }) });
      await expect(filtersSet).toBeVisible();
      await expect(filtersSet).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);

      // The shared URL, opened in a browser that has never seen the site.
      const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const elsewhere = await other.newPage();
      await gotoHydrated(elsewhere, page.url());
      await expect(elsewhere.getByText(paging)).toBeVisible();
      await expect(elsewhere.locator('.card')).toHaveCount(expected.length);
      for (const reference of references) await expect(elsewhere.locator('.card').getByText(reference)).toBeVisible();
      await elsewhere.getByRole('button', { name: t(lng, 'catalogue.filters.openCount', { count: 4 }) }).click();
      const sharedDialog = elsewhere.getByRole('dialog', { name: t(lng, 'catalogue.filters.open'), exact: true });
      await expect(
        sharedDialog.getByRole('checkbox', { name: t(lng, 'catalogue.filters.garden'), exact: true }),
      ).toBeChecked();
      await expect(sharedDialog.getByLabel(t(lng, 'catalogue.filters.epc'), { exact: true })).toHaveValue('C');
      await sharedDialog.getByRole('button', { name: t(lng, 'catalogue.filters.close'), exact: true }).click();

      // "Save this search": the demand register starts with every criterion of the list.
      await elsewhere.getByRole('link', { name: t(lng, 'catalogue.list.saveSearch.link') }).click();
      await expect(elsewhere).toHaveURL(`/${lng}/${REGISTER[lng]}/?goal=sale${search.replace('?', '&')}`);
      const form = formTexts(lng);
      await expect(elsewhere.getByText(form.demandPrefilled)).toBeVisible();
      await expect(elsewhere.getByRole('textbox', { name: form.fields.minPrice })).toHaveValue('300000');
      await expect(elsewhere.getByRole('textbox', { name: form.fields.maxPrice })).toHaveValue('400000');
      await expect(elsewhere.getByRole('textbox', { name: form.fields.bedrooms })).toHaveValue('3');
      await expect(elsewhere.getByRole('combobox', { name: form.fields.epc }).locator('option:checked')).toHaveText(
        form.options.epc.c,
      );
      await expect(elsewhere.getByRole('checkbox', { name: form.fields.garden, exact: true })).toBeChecked();
      await expect(elsewhere.getByRole('checkbox', { name: form.fields.terrace, exact: true })).not.toBeChecked();
      await expectNoAxeViolations(elsewhere);
      await other.close();

      // Back: the whole list again, and the form without its criteria (no count on the disclosure).
      await page.goBack();
      await expect(page).toHaveURL(listPath(lng, 'for-sale'));
      // Sold listings page like the others but are not counted.
      const all = t(lng, 'catalogue.list.paging', {
        page: 1,
        pages: Math.ceil(forSale.length / 12),
        count: forSale.filter(onMarket).length,
      });
      await expect(page.getByText(all)).toBeVisible();
      await filters.click();
      await expect(dialog.getByText(t(lng, 'catalogue.filters.more'), { exact: true })).toBeVisible();
      await expect(
        dialog.getByRole('button', {
          name: t(lng, 'catalogue.filters.showCount', { count: forSale.filter(onMarket).length }),
        }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: t(lng, 'catalogue.filters.close'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(filters).toBeFocused();
      expect(problems).toEqual([]);
    });

    test('a laptop: the filter form stays inline above the list, with no "Filters" button', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const problems = watchConsole(page);
      await gotoHydrated(page, listPath(lng, 'for-sale'));
      await expect(page.getByLabel(t(lng, 'catalogue.filters.type'), { exact: true })).toBeVisible();
      await expect(page.getByLabel(t(lng, 'catalogue.filters.sort'), { exact: true })).toBeVisible();
      await expect(
        page.getByRole('button', {
          name: t(lng, 'catalogue.filters.showCount', { count: forSale.filter(onMarket).length }),
        }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: t(lng, 'catalogue.filters.open'), exact: true })).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test('projects: a card leads to its project', async ({ page }) => {
      await gotoHydrated(page, listPath(lng, 'projects'));
      const cards = page.locator('.card--project');
      await expect(cards).toHaveCount(snapshot<unknown[]>(lng, 'projects').length);
      await page.getByRole('link', { name: 'Résidence Les Tanneurs' }).click();
      await expect(page).toHaveURL(`${listPath(lng, 'projects')}marche-en-famenne/residence-les-tanneurs/2/`);
    });
  });
}

test('the language switcher keeps the list filters: the type, and the town by its postcode', async ({ page }) => {
  const problems = watchConsole(page);
  const listing = snapshot<Listing[]>('nl', 'properties').find((l) => l.Goal === 0);
  if (!listing) throw new Error('No listing for sale in the snapshot');
  const type = listing.WebIDs.split(',')[0];
  const city = encodeURIComponent(`${listing.City}|${listing.Zip}`);
  await gotoHydrated(page, `${listPath('nl', 'for-sale')}?type=${type}&city=${city}`);
  // The prerendered page lists everything; the URL's filters apply once the app runs, and only
  // then is there a link to clear them. Counted before that, the count was the unfiltered one.
  await expect(page.getByRole('link', { name: t('nl', 'catalogue.list.reset') })).toBeVisible();
  const count = await page.locator('.card').count();
  expect(count).toBeGreaterThan(0);
  await page.locator('a.langs__link[hreflang="fr"]').filter({ visible: true }).first().click();
  await expect(page).toHaveURL(`${listPath('fr', 'for-sale')}?type=${type}&city=${listing.Zip}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.card')).toHaveCount(count);
  expect(problems).toEqual([]);
});

test.describe('a crawler or a visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lng of LANGUAGES) {
    test(`${lng}: page 2 of the sale list is served as page 2, with its head, and its pager works`, async ({
      page,
    }) => {
      const forSale = snapshot<Listing[]>(lng, 'properties').filter((l) => l.Goal === 0);
      const pages = Math.ceil(forSale.length / 12);
      const count = forSale.filter(onMarket).length;
      const list = listPath(lng, 'for-sale');
      const pager = page.getByRole('navigation', { name: t(lng, 'catalogue.pagination.nav') });

      const second = await page.goto(`${list}?page=2&utm_source=newsletter`);
      expect(second?.status()).toBe(200);
      await expect(page.getByText(t(lng, 'catalogue.list.paging', { page: 2, pages, count }))).toBeVisible();
      await expect(page.locator('.card')).toHaveCount(forSale.length - 12);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${list}\\?page=2$`));
      await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', new RegExp(`${list}$`));
      await expect(pager.getByRole('link', { name: t(lng, 'catalogue.pagination.page', { page: 2 }) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // The language switcher leads to page 2 in the other languages, as the hreflang links do.
      for (const other of LANGUAGES.filter((code) => code !== lng)) {
        await expect(page.locator(`a.langs__link[hreflang="${other}"]`).first()).toHaveAttribute(
          'href',
          `${listPath(other, 'for-sale')}?page=2`,
        );
      }
      // No app ran: this is the HTML as served.
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

      await pager.getByRole('link', { name: t(lng, 'catalogue.pagination.previous') }).click();
      await expect(page).toHaveURL(list);
      await expect(page.getByText(t(lng, 'catalogue.list.paging', { page: 1, pages, count }))).toBeVisible();
      await expect(page.locator('.card')).toHaveCount(12);
      await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', new RegExp(`${list}\\?page=2$`));

      await pager.getByRole('link', { name: t(lng, 'catalogue.pagination.next') }).click();
      await expect(page).toHaveURL(`${list}?page=2`);
      await expect(page.getByText(t(lng, 'catalogue.list.paging', { page: 2, pages, count }))).toBeVisible();
      // A listing only page 2 shows is one link away.
      await page.locator('.card a[href*="/162/"]').first().click();
      await expect(page).toHaveURL(new RegExp(`^.*/${lng}/[^?]+/162/$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Past the last page there is no page; page 1 is the list's own address.
      expect((await page.goto(`${list}?page=${pages + 1}`))?.status()).toBe(404);
      expect((await page.goto(`${list}?page=1`))?.url()).toMatch(new RegExp(`${list}$`));
    });
  }
});
