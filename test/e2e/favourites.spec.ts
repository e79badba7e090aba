import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated, watchConsole } from './support.ts';

const texts = (lng: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, 'tools.json'), 'utf8')) as {
    favourites: { empty: string; count_one: string };
  };

test('a favourite is kept in the browser: heart on a card, kept after a reload, on its page and on the favourites page', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, '/fr/a-vendre/');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const heart = card.getByRole('button', { name: /^Ajouter aux favoris/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Favoris (1)' })).toBeVisible();

  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Ajouter aux favoris/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The detail page shows it saved too.
  await page.getByRole('article').first().getByRole('link').first().click();
  // The router keeps the list on screen until the detail page's chunk and file are in: its
  // heading is no sign that the detail page shows, its URL and gallery are.
  await expect(page).toHaveURL(/\/fr\/a-vendre\/[^/]+\/[^/]+\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Photos/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ajouter aux favoris/ })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Favoris (1)' }).click();
  await expect(page).toHaveURL(/\/fr\/favoris\/$/);
  await expect(page.getByText(texts('fr').favourites.count_one.replace('{{count}}', '1'))).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(title);
  await expectNoAxeViolations(page);

  await page
    .getByRole('article')
    .getByRole('button', { name: /^Ajouter aux favoris/ })
    .click();
  await expect(page.getByText(texts('fr').favourites.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Favoris', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the favourites page, in each language, says when there is nothing yet and passes axe', async ({ page }) => {
  for (const [lng, slug] of [
    ['nl', 'favorieten'],
    ['en', 'favourites'],
  ] as const) {
    await gotoHydrated(page, `/${lng}/${slug}/`);
    await expect(page.getByText(texts(lng).favourites.empty)).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
