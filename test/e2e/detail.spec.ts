import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated, menuPages, watchConsole } from './support.ts';

const LANGUAGES = ['nl', 'fr', 'en'] as const;
type Lng = (typeof LANGUAGES)[number];

/** A text of the site's catalogues (namespace common or detail), as a visitor reads it. */
function t(lng: Lng, key: string, values: Record<string, string | number> = {}): string {
  const [ns, name] = key.includes(':') ? key.split(':') : ['common', key];
  const catalogue = JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, `${ns}.json`), 'utf8'));
  const lookup = (k: string) => k.split('.').reduce((node, part) => node?.[part], catalogue) as string | undefined;
  const plural =
    typeof values.count === 'number' ? lookup(`${name}_${values.count === 1 ? 'one' : 'other'}`) : undefined;
  const text = plural ?? lookup(name ?? '');
  if (text === undefined) throw new Error(`No text ${key} in ${lng}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(values[v]));
}

interface Listing {
  ID: number;
  Goal: number;
  City: string;
  MainTypeName: string;
  Marquee: number;
  ProjectID: number | null;
  Pictures: unknown[];
}

const listings = (lng: Lng) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'snapshot', lng, 'properties.json'), 'utf8')) as Listing[];
const canonical = JSON.parse(readFileSync(path.join(process.cwd(), 'build', 'canonical.json'), 'utf8')) as {
  canonical: Record<string, Record<Lng, string>>;
};
const detailPath = (lng: Lng, id: number) => canonical.canonical[`property/${id}`]?.[lng] ?? '';
const listPath = (lng: Lng, goal: 'for-sale' | 'for-rent') =>
  `/${lng}/${menuPages().find((p) => p.path === goal)?.slug[lng]}/`;

for (const lng of LANGUAGES) {
  test.describe(`detail pages in ${lng}`, () => {
    test('open a listing from the sale list, step through its photos with the keyboard', async ({ page }) => {
      const problems = watchConsole(page);
      await gotoHydrated(page, listPath(lng, 'for-sale'));
      const firstCard = page.locator('.card__link').first();
      const href = await firstCard.getAttribute('href');
      const id = Number(href?.split('/').filter(Boolean).pop());
      const listing = listings(lng).find((l) => l.ID === id);
      expect(listing).toBeDefined();
      await firstCard.click();
      await expect(page).toHaveURL(href ?? '');
      const title = t(lng, 'detailHead.sale', { type: listing?.MainTypeName ?? '', city: listing?.City ?? '' });
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      await expect(page).toHaveTitle(new RegExp(title));

      const count = listing?.Pictures.length ?? 0;
      // Visible only: the closed full-screen view stays in the page until React removes it.
      const position = (index: number) =>
        page.getByText(t(lng, 'detail:gallery.position', { index, count })).filter({ visible: true });
      await expect(position(1)).toBeVisible();
      const next = page.getByRole('button', { name: t(lng, 'detail:gallery.next') });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(position(2)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(position(3)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(position(2)).toBeVisible();

      await page.getByRole('button', { name: t(lng, 'detail:gallery.fullScreen') }).click();
      const dialog = page.getByRole('dialog', { name: t(lng, 'detail:gallery.fullScreenTitle') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: t(lng, 'detail:gallery.close') })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByText(t(lng, 'detail:gallery.position', { index: 3, count }))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(position(3)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });

    test('an unknown id answers 404 with "property not found"', async ({ page }) => {
      const problems = watchConsole(page, { allow404: true });
      const list = listPath(lng, 'for-sale');
      const response = await gotoHydrated(page, `${list}nowhere/house/999999/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: t(lng, 'detail:notFound.property') })).toBeVisible();
      await expect(page.getByRole('link', { name: t(lng, 'detail:notFound.forSale') })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });

    test.describe('on a 390 x 844 phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('reads title, gallery, price box, then the details, with the price within the first two screens', async ({
        page,
      }) => {
        const problems = watchConsole(page);
        await gotoHydrated(page, detailPath(lng, 120));
        /** Where an element starts in the page, in CSS px from the top. */
        const top = (locator: Locator) =>
          locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
        const box = page.getByRole('complementary', { name: t(lng, 'detail:summary') });
        const price = box.locator('.price-box__price');
        const requests = box.getByRole('group', { name: t(lng, 'detail:actions.label') });
        const order = [
          await top(page.getByRole('heading', { level: 1 })),
          await top(page.locator('.gallery')),
          await top(price),
          await top(box.getByText(t(lng, 'catalogue.card.reference', { id: 120 }))),
          await top(box.locator('.key-facts')),
          await top(requests),
          await top(page.getByRole('heading', { level: 2, name: t(lng, 'detail:section.description') })),
        ];
        expect(order).toEqual([...order].sort((a, b) => a - b));
        const priceBottom = await price.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
        expect(priceBottom).toBeLessThanOrEqual(2 * 844);
        await page.screenshot({ path: test.info().outputPath(`detail-390-${lng}.png`) });

        // A request button of the price box opens its form in the panel below and goes there.
        await requests.getByRole('button', { name: t(lng, 'detail:actions.appointment') }).click();
        await expect(page.getByRole('heading', { level: 2, name: t(lng, 'detail:actions.label') })).toBeFocused();
        await expect(
          page.locator('.request-panel__actions').getByRole('button', { name: t(lng, 'detail:actions.appointment') }),
        ).toHaveAttribute('aria-pressed', 'true');
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
        expect(problems).toEqual([]);
      });
    });

    test('/property/{id}/ redirects permanently to the listing in this language', async ({ page }) => {
      const redirects: number[] = [];
      page.on('response', (response) => {
        if (response.status() >= 300 && response.status() < 400) redirects.push(response.status());
      });
      await gotoHydrated(page, `/${lng}/property/120/`);
      await expect(page).toHaveURL(detailPath(lng, 120));
      expect(redirects).toEqual([301]);
    });
  });
}

test.describe('energy labels by region', () => {
  const cases = [
    { id: 120, region: 'wallonia', label: 'c', display: 'C', name: 'Wallonie' },
    { id: 236, region: 'flanders', label: 'e', display: 'E', name: 'Flandre' },
    { id: 251, region: 'brussels', label: 'c_sub', display: 'C-', name: 'Bruxelles' },
    { id: 267, region: 'luxembourg', label: 'c', display: 'C', name: 'Luxembourg' },
  ];
  for (const { id, region, label, display, name } of cases) {
    test(`listing ${id} shows the ${region} label ${display}`, async ({ page }) => {
      await gotoHydrated(page, detailPath('fr', id));
      const image = page.getByRole('img', {
        name: t('fr', 'detail:energy.alt', { label: display, region: name }),
      });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', `/images/epc/${region}/${label}.png`);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const notice = page.getByText(t('fr', 'detail:energy.renovation', { years: 5 }));
      if (region === 'flanders') await expect(notice).toBeVisible();
      else await expect(notice).toHaveCount(0);
    });
  }
});

test('a sold listing says so, and a YouTube video loads nothing from YouTube before consent', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== '127.0.0.1') thirdParty.push(request.url());
  });
  const sold = listings('en').find((l) => l.Marquee === 4);
  await gotoHydrated(page, detailPath('en', sold?.ID ?? 0));
  await expect(page.getByText(t('en', 'detail:state.sold'))).toBeVisible();

  await gotoHydrated(page, detailPath('en', 134));
  const video = page.getByRole('region', { name: t('en', 'detail:media.video') });
  await video.scrollIntoViewIfNeeded();
  await expect(video.getByText(t('en', 'detail:media.consentNeeded', { host: 'YouTube' }))).toBeVisible();
  await expect(video.locator('iframe')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(thirdParty).toEqual([]);
});

test('a project lists its units with their state and links to them', async ({ page }) => {
  const problems = watchConsole(page);
  const projectPath = canonical.canonical['project/2']?.en ?? '';
  await gotoHydrated(page, projectPath);
  const units = listings('en').filter((l) => l.ProjectID === 2);
  const table = page.getByRole('table', {
    name: t('en', 'detail:project.unitsCaption', { name: 'Résidence Les Tanneurs' }),
  });
  await expect(table.getByRole('row')).toHaveCount(units.length + 1);
  // Its own website, in a new tab, and the link says so.
  const website = page.getByRole('link', {
    name: t('en', 'detail:project.website', { host: 'www.residence-les-tanneurs.be' }),
  });
  await expect(website).toBeVisible();
  await expect(website).toHaveAttribute('href', 'https://www.residence-les-tanneurs.be');
  await expect(website).toHaveAttribute('target', '_blank');
  const unit = units[0]!;
  await table.getByRole('link', { name: new RegExp(`${unit.ID}`) }).click();
  await expect(page).toHaveURL(detailPath('en', unit.ID));
  expect(detailPath('en', unit.ID).startsWith(projectPath)).toBe(true);
  await expect(page.getByRole('link', { name: 'Résidence Les Tanneurs' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('the map host page receives exactly the properties the framed list shows', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/map-example/?page=/fr/a-vendre/');
  const frame = page.frameLocator('iframe');
  await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const hrefs = await frame.locator('.card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const shown = hrefs.map((href) => href?.split('/').filter(Boolean).pop());
  expect(shown.length).toBeGreaterThan(0);
  const received = page.locator('#received-properties li');
  await expect(received).toHaveCount(shown.length);
  expect(await received.evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.id))).toEqual(shown);
  await expect(page.getByRole('status')).toHaveText(t('fr', 'mapBridge.info', { count: shown.length }));
  await expectNoAxeViolations(page);

  // A detail page in the frame sends exactly its own listing.
  await frame.locator('.card__link').first().click();
  await expect(received).toHaveCount(1);
  await expect(received.first()).toHaveAttribute('data-id', shown[0] ?? '');
  expect(problems).toEqual([]);
});

test('a page that is not framed posts nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.postMessage.bind(window);
    (window as unknown as { posted: number }).posted = 0;
    window.postMessage = ((...args: Parameters<typeof window.postMessage>) => {
      (window as unknown as { posted: number }).posted += 1;
      return original(...args);
    }) as typeof window.postMessage;
  });
  await gotoHydrated(page, '/fr/a-vendre/');
  // A framed list posts once its message builder (a chunk of its own) has loaded: once the page
  // has had no request for half a second, a page that wrongly posted would have done so.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { posted: number }).posted)).toBe(0);
});
