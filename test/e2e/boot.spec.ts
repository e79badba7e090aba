import { expect, test, type Page, type Request } from '@playwright/test';
import { watchConsole } from './support.ts';

/**
 * How a page starts on a phone (publisher/pages/bootLoader.ts): the photo it opens on first, the app
 * after it, the rest of the first row's photos only once the app runs, and a page whose texts
 * cannot be had left as it was served.
 */
test.describe('a page starting on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sale list's first photo comes before the app, the next cards' photos after it", async ({ page }) => {
    const problems = watchConsole(page);
    const order: string[] = [];
    const name = (request: Request) => new URL(request.url()).pathname;
    page.on('request', (request) => order.push(`request ${name(request)}`));
    page.on('requestfinished', (request) => order.push(`finished ${name(request)}`));
    await page.goto('/fr/a-vendre/');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // The app works: the filters open.
    await page.getByRole('button', { name: /Filtres/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeVisible();

    const firstPhoto = order.findIndex((line) => /^finished \/media\/p120-1-\d+\.webp$/.test(line));
    const app = order.findIndex((line) => /^request \/assets\/index-[\w-]+\.js$/.test(line));
    expect(firstPhoto).toBeGreaterThanOrEqual(0);
    expect(app).toBeGreaterThan(firstPhoto);
    // The second card's photo (in the first row on a wide screen) waits for the app on a phone.
    const secondPhoto = order.findIndex((line) => /^request \/media\/p357-1-/.test(line));
    expect(secondPhoto === -1 || secondPhoto > app).toBe(true);
    // No icon request: the icon is in the page.
    expect(order.filter((line) => line.includes('favicon'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a page whose texts cannot be loaded stays as it was served, in words', async ({ page }) => {
    const problems = watchConsole(page);
    await page.route('**/locales/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/fr/a-vendre/');
    // i18next asks again 5 times (350 ms, doubling) before giving up; the app then leaves the page alone.
    await expect
      .poll(() => problems.some((line) => line.includes('could not be loaded')), { timeout: 20_000 })
      .toBe(true);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'À vendre' })).toBeVisible();
    await expect(page.getByText('catalogue.')).toHaveCount(0);
    // The cookie dialog, which the app could not run, is not left in the visitor's way.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Its links still work without the app.
    await page
      .getByRole('link', { name: /Accueil/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/fr\/$/);
  });
});

/**
 * A phone four times slower than this machine, and the app's module held back until the tap is
 * made: the tap always comes before the app runs (src/lib/earlyTaps.ts), and must act once it does.
 */
async function startSlowly(page: Page, url: string): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

test.describe('a tap during start-up on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Filtres", tapped before the app runs, opens the filters once it does', async ({ page }) => {
    const problems = watchConsole(page);
    const release = await startSlowly(page, '/fr/a-vendre/');
    await page.getByRole('button', { name: /^Filtres/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtres' })).toHaveCount(0);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test.describe('on a first visit', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test("the cookie dialog's answer, given before the app runs, counts once it does", async ({ page }) => {
      const problems = watchConsole(page);
      const release = await startSlowly(page, '/fr/');
      const dialog = page.getByRole('dialog', { name: /cookies/i });
      await dialog.getByRole('button', { name: 'Refuser' }).click();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      await expect(dialog).toBeVisible();
      release();
      await expect(dialog).toHaveCount(0);
      // The choice is stored: the next page does not ask again.
      await page.unroute(/\/assets\/main-[\w-]+\.js$/);
      await page.goto('/fr/a-vendre/');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page.getByRole('dialog', { name: /cookies/i })).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  });
});
