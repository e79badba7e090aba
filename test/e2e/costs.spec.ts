import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { computePurchaseCosts } from '../../src/lib/purchaseCosts.ts';
import type { PurchaseCostsConfig } from '../../src/config/purchaseCostsSchema.ts';
import { formatNumber, formatPrice } from '../../src/lib/price.ts';
import { expectNoAxeViolations, gotoHydrated, watchConsole } from './support.ts';

type Lng = 'nl' | 'fr' | 'en';
const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as unknown;
const rates = read('snapshot/config/purchase-costs.json') as PurchaseCostsConfig;
const texts = (lng: Lng) =>
  read(`locales/${lng}/costs.json`) as {
    field: { price: string; zip: string; onlyHome: string };
    line: { registrationDuty: string; abatement: { brussels: string } };
    result: { total: string; totalWithPrice: string; estimate: string };
    hint: { region: string };
    region: Record<string, string>;
    openPage: string;
  };
const listing = (lng: Lng, id: number) =>
  (read(`snapshot/${lng}/properties.json`) as { ID: number; Price: number; Zip: string }[]).find(
    (property) => property.ID === id,
  )!;

/** What the site's rates give for this listing: the figure the page must show. */
function expected(price: number, zip: string, region: 'wallonia' | 'flanders' | 'brussels', onlyHome: boolean) {
  const result = computePurchaseCosts({ price, zip, region, onlyHome, newBuild: false }, rates);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

/** The amount on the row whose header starts with `label`. */
const rowAmount = (table: Locator, label: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label }) })
    .getByRole('cell');

async function openCalculator(page: Page, url: string) {
  await gotoHydrated(page, url);
  const section = page.locator('#purchase-costs');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('table')).toBeVisible();
  return section;
}

const cases = [
  { lng: 'fr', url: '/fr/a-vendre/namur/appartement/175/', id: 175, region: 'wallonia' },
  { lng: 'nl', url: '/nl/te-koop/gent/appartement/518/', id: 518, region: 'flanders' },
  { lng: 'en', url: '/en/for-sale/ixelles/flat/251/', id: 251, region: 'brussels' },
] as const;

for (const { lng, url, id, region } of cases) {
  test(`the purchase costs of listing ${id} (${region}), in ${lng}: prefilled, editable, labelled as an estimate`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const t = texts(lng);
    const { Price: price, Zip: zip } = listing(lng, id);
    const section = await openCalculator(page, url);
    await expect(section.getByLabel(t.field.price, { exact: true })).toHaveValue(formatNumber(price));
    await expect(section.getByLabel(t.field.zip)).toHaveValue(zip);
    await expect(
      section.getByText(t.hint.region.replace('{{region}}', t.region[region] ?? ''), { exact: true }),
    ).toBeVisible();
    await expect(section.getByText(t.result.estimate)).toBeVisible();

    // As the buyer's only home (the calculator's start), then as a second property.
    const table = section.getByRole('table');
    for (const onlyHome of [true, false]) {
      const costs = expected(price, zip, region, onlyHome);
      const duty = costs.lines.find((line) => line.key === 'registrationDuty')!;
      await expect(rowAmount(table, t.line.registrationDuty)).toHaveText(formatPrice(duty.amount));
      const abatement = costs.lines.find((line) => line.key === 'abatement');
      if (region === 'brussels' && onlyHome) {
        await expect(rowAmount(table, t.line.abatement.brussels)).toHaveText(`− ${formatPrice(-abatement!.amount)}`);
      }
      await expect(rowAmount(table, t.result.total)).toHaveText(formatPrice(costs.total));
      await expect(rowAmount(table, t.result.totalWithPrice)).toHaveText(formatPrice(costs.totalWithPrice));
      if (onlyHome) {
        await expectNoAxeViolations(page);
        await section.getByLabel(t.field.onlyHome).uncheck();
      }
    }

    // On a 360 px phone nothing on the listing's page, the calculator included, pushes it sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Another price, typed as a Belgian would.
    const price2 = 300000;
    await section.getByLabel(t.field.price, { exact: true }).fill('300.000');
    await expect(rowAmount(table, t.result.totalWithPrice)).toHaveText(
      formatPrice(expected(price2, zip, region, false).totalWithPrice),
    );
    expect(problems).toEqual([]);
  });
}

test('an estimate opens on its own page, follows the figures in its address and is the same when shared', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  const t = texts('fr');
  const section = await openCalculator(page, '/fr/a-vendre/namur/appartement/175/');
  await section.getByLabel(t.field.onlyHome).uncheck();
  await section.getByRole('link', { name: t.openPage }).click();
  await expect(page).toHaveURL('/fr/frais-d-achat/?price=245000&zip=5000&home=0&new=0');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Calculer les frais d'achat");
  const standard = expected(245000, '5000', 'wallonia', false);
  await expect(rowAmount(page.getByRole('table'), t.result.totalWithPrice)).toHaveText(
    formatPrice(standard.totalWithPrice),
  );

  // Keyboard only: the price field, then the postcode; the address follows.
  await page.getByLabel(t.field.price, { exact: true }).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('198000');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t.field.zip)).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('5100');
  await expect(page).toHaveURL('/fr/frais-d-achat/?price=198000&zip=5100&home=0&new=0');
  const changed = expected(198000, '5100', 'wallonia', false);
  await expect(rowAmount(page.getByRole('table'), t.result.totalWithPrice)).toHaveText(
    formatPrice(changed.totalWithPrice),
  );
  await expectNoAxeViolations(page);

  // The shared address in another browser gives the same estimate.
  const other = await browser.newContext();
  const shared = await other.newPage();
  await gotoHydrated(shared, page.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(shared.getByLabel(t.field.price, { exact: true })).toHaveValue('198.000');
  await expect(rowAmount(shared.getByRole('table'), t.result.totalWithPrice)).toHaveText(
    formatPrice(changed.totalWithPrice),
  );
  await other.close();
  expect(problems).toEqual([]);
});

test('a damaged shared address shows what is wrong, in words, and no estimate', async ({ page }) => {
  const t = read('locales/en/costs.json') as { errors: { priceInvalid: string; zipInvalid: string } };
  await gotoHydrated(page, '/en/purchase-costs/?price=%3Cscript%3E&zip=99999&home=maybe');
  await expect(page.getByText(t.errors.priceInvalid)).toBeVisible();
  await expect(page.getByText(t.errors.zipInvalid)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
