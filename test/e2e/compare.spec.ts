import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatPrice } from '../../src/lib/price.ts';
import { truncate, TYPE_DESCRIPTION_LIMIT } from '../../src/lib/text.ts';
import { expectNoAxeViolations, gotoHydrated, watchConsole } from './support.ts';

type Lng = 'nl' | 'fr' | 'en';

const readJson = (...parts: string[]) => JSON.parse(readFileSync(path.join(process.cwd(), ...parts), 'utf8'));

/** A text of a catalogue as a visitor reads it, plural and placeholders filled in. */
function text(lng: Lng, ns: string, key: string, values: Record<string, string | number> = {}): string {
  const catalogue = readJson('locales', lng, `${ns}.json`);
  const lookup = (k: string) => k.split('.').reduce((node, part) => node?.[part], catalogue) as string | undefined;
  const plural =
    typeof values.count === 'number' ? lookup(`${key}_${values.count === 1 ? 'one' : 'other'}`) : undefined;
  const found = plural ?? lookup(key);
  if (found === undefined) throw new Error(`No text ${ns}:${key} in ${lng}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

interface Listing {
  ID: number;
  TypeDescription: string;
  PublishPrice: boolean;
  Price: number;
}

function listingOf(lng: Lng, id: number): Listing {
  const found = (readJson('snapshot', lng, 'properties.json') as Listing[]).find((l) => l.ID === id);
  if (!found) throw new Error(`No listing ${id} in the ${lng} snapshot`);
  return found;
}

/** The title a card (and so a comparison's column) gives a listing. */
const titleOf = (lng: Lng, id: number) => truncate(listingOf(lng, id).TypeDescription, TYPE_DESCRIPTION_LIMIT);
const priceOf = (lng: Lng, id: number) => {
  const listing = listingOf(lng, id);
  return listing.PublishPrice ? formatPrice(listing.Price) : text(lng, 'common', 'catalogue.price.onDemand');
};
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const idsOf = (url: string) => (new URL(url).searchParams.get('ids') ?? '').split(',').map(Number);

/** The comparison table, its columns' titles, and the cells of one row. */
function comparison(page: Page, lng: Lng, count: number) {
  const table = page.getByRole('table', { name: text(lng, 'tools', 'compare.caption', { count }) });
  const row = (label: string): Locator =>
    table.getByRole('row').filter({
      has: page.getByRole('rowheader', {
        name: new RegExp(`^${escape(label)}(\\s+${escape(text(lng, 'tools', 'compare.differs'))})?$`),
      }),
    });
  return { table, columns: table.getByRole('columnheader'), row };
}

async function expectColumns(page: Page, lng: Lng, ids: number[]) {
  const { table, columns, row } = comparison(page, lng, ids.length);
  await expect(table).toBeVisible();
  await expect(columns).toHaveCount(ids.length);
  const prices = row(text(lng, 'tools', 'compare.rows.price.sale')).getByRole('cell');
  for (const [i, id] of ids.entries()) {
    await expect(columns.nth(i).getByRole('link')).toHaveText(titleOf(lng, id));
    await expect(prices.nth(i)).toContainText(priceOf(lng, id));
  }
  return table;
}

test('compare three: favourite three listings for sale, tick them, compare, share the link and remove one', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, '/fr/a-vendre/');
  const ids: number[] = [];
  for (const card of (await page.getByRole('article').all()).slice(0, 3)) {
    const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
    ids.push(Number(/\/(\d+)\/$/.exec(href)?.[1]));
    const heart = card.getByRole('button', { name: /^Ajouter aux favoris/ });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
  expect(ids.every((id) => id > 0)).toBe(true);

  await page.getByRole('link', { name: text('fr', 'common', 'favourites.link', { count: 3 }) }).click();
  await expect(page).toHaveURL(/\/fr\/favoris\/$/);
  const picker = page.getByRole('group', { name: text('fr', 'tools', 'favourites.compare.legend') });
  for (const id of ids) await picker.getByRole('checkbox', { name: titleOf('fr', id) }).check();
  await picker.getByRole('link', { name: text('fr', 'tools', 'favourites.compare.link', { count: 3 }) }).click();

  await expect(page).toHaveURL(/\/fr\/comparer\/\?ids=\d+,\d+,\d+$/);
  const shown = idsOf(page.url());
  expect([...shown].sort()).toEqual([...ids].sort());
  const table = await expectColumns(page, 'fr', shown);
  await expect(table.getByText(text('fr', 'tools', 'compare.differs'), { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The same link in another browser, which has no favourites: the same comparison.
  const state = await page.context().storageState();
  const other = await browser.newContext({
    storageState: {
      ...state,
      origins: state.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.filter((entry) => entry.name !== 'favourites'),
      })),
    },
  });
  try {
    const visitor = await other.newPage();
    const visitorProblems = watchConsole(visitor);
    await gotoHydrated(visitor, page.url());
    expect(await visitor.evaluate(() => localStorage.getItem('favourites'))).toBeNull();
    await expectColumns(visitor, 'fr', shown);
    // On a 360 px phone the table scrolls sideways in its box; the page itself does not.
    await visitor.setViewportSize({ width: 360, height: 740 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(visitor.getByRole('combobox', { name: text('fr', 'tools', 'compare.add.label') })).toHaveCount(0);

    const [first, removed, last] = shown as [number, number, number];
    await visitor
      .getByRole('button', { name: `${text('fr', 'tools', 'compare.remove')} ${titleOf('fr', removed)}` })
      .click();
    await expect(visitor).toHaveURL(new RegExp(`/fr/comparer/\\?ids=${first},${last}$`));
    await expectColumns(visitor, 'fr', [first, last]);
    await expect(visitor.getByRole('link', { name: titleOf('fr', removed), exact: true })).toHaveCount(0);
    await expectNoAxeViolations(visitor);
    expect(visitorProblems).toEqual([]);
  } finally {
    await other.close();
  }
  expect(problems).toEqual([]);
});

test('the compare page without a comparison says how to start one, in Dutch and English, and passes axe', async ({
  page,
}) => {
  const problems = watchConsole(page);
  for (const [lng, slug, favourites] of [
    ['nl', 'vergelijken', 'favorieten'],
    ['en', 'compare', 'favourites'],
  ] as const) {
    await gotoHydrated(page, `/${lng}/${slug}/`);
    await expect(page.getByText(text(lng, 'tools', 'compare.empty.text', { max: 4 }))).toBeVisible();
    await expect(page.getByRole('link', { name: text(lng, 'tools', 'compare.empty.link') })).toHaveAttribute(
      'href',
      `/${lng}/${favourites}/`,
    );
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  expect(problems).toEqual([]);
});
