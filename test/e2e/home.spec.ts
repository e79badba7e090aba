import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated, watchConsole } from './support.ts';

/** The home page as a shop window (issue 20): the banner gallery with the search block over it. */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const position = (page: Page) => page.locator('.banner-gallery__controls').getByText(/^Picture \d of \d$/);

/** How long each picture shows before the next (ROTATE_MS in src/features/layout/BannerGallery.tsx). */
const ROTATE_MS = 6_000;

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test('the banner picture comes with the HTML and the whole search block is above the fold', async ({
      page,
      request,
    }) => {
      const html = await (await request.get('/en/')).text();
      expect(html).toMatch(/<img class="banner__media" src="\/media\/banner-1-800\.jpg"[^>]*fetchpriority="high"/i);
      expect(html).not.toContain('banner-2-');
      expect(html).toMatch(/<link rel="preload" as="image"[^>]*media="\(max-width: 599px\)"[^>]*banner-1-600\.webp/);

      const problems = watchConsole(page);
      await gotoHydrated(page, '/en/');
      const first = page.locator('img.banner__media').first();
      await expect(first).toHaveJSProperty('complete', true);
      expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const chosen = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
      // A phone gets the 600 WebP at most; a laptop the 1360.
      expect(chosen).toMatch(viewport.width < 600 ? /banner-1-(400|600)\.webp$/ : /banner-1-1360\.webp$/);

      const search = page.getByRole('region', { name: 'Find your home' });
      for (const part of [
        search.getByRole('heading', { level: 2 }),
        search.getByRole('combobox'),
        search.getByRole('link', { name: /For sale/ }),
        search,
      ]) {
        const box = await part.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      }
      await expect(page.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  });
}

test('the gallery rotates, and the keyboard pauses it', async ({ page }) => {
  // The page's timers on a clock the test can move forward; until it does, it keeps real time.
  await page.clock.install();
  await gotoHydrated(page, '/en/');
  await expect(position(page)).toHaveText('Picture 1 of 3');
  // The first rotation in real time, with room for a slow machine to draw it.
  await expect(position(page)).toHaveText('Picture 2 of 3', { timeout: ROTATE_MS + 15_000 });
  await expect(page.getByRole('img', { name: /Ardennes stone house/ })).toBeVisible();

  // Tab to the pause button and press it.
  const pause = page.getByRole('button', { name: 'Pause the slideshow' });
  for (let i = 0; i < 40 && !(await pause.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeFocused();
  // Focus leaves the banner (focus in it holds the rotation too): only the pause holds it now.
  await page.locator('main h2').last().click();
  const paused = (await position(page).textContent()) ?? '';
  // Two rotations' time on the page's clock, its timers fired in turn: no picture comes after the pause.
  await page.clock.runFor(2 * ROTATE_MS);
  await expect(position(page)).toHaveText(paused);
  await expectNoAxeViolations(page);
});

test.describe('a visitor who reduces motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees no rotation on its own, and the next picture on request', async ({ page }) => {
    // The page's timers on a clock the test can move forward; until it does, it keeps real time.
    await page.clock.install();
    await gotoHydrated(page, '/en/');
    await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    // Two rotations' time on the page's clock, its timers fired in turn: still the first picture.
    await page.clock.runFor(2 * ROTATE_MS);
    await expect(position(page)).toHaveText('Picture 1 of 3');
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(position(page)).toHaveText('Picture 2 of 3');
    await expect(page.getByRole('img', { name: /Ardennes stone house/ })).toBeVisible();
  });
});
