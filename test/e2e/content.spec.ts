import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FIXED_ROUTES } from '../../src/domain/routes/fixedRoutes.ts';
import { slugify } from '../../src/lib/paths.ts';
import { expectNoAxeViolations, gotoHydrated, menuPages, watchConsole } from './support.ts';

/**
 * The content pages in each language: each answers with its own text from the snapshot, and
 * passes axe with the cookie dialog closed and open (opened from the footer).
 */
const LANGUAGES = ['nl', 'fr', 'en'] as const;
type Lng = (typeof LANGUAGES)[number];

const read = <T>(file: string) => JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as T;
type Item = { key: string; title: string; status?: string; date?: string; position?: number; name?: string };
const content = (lng: Lng) => ({
  articles: read<{ articles: Item[] }>(`snapshot/content/${lng}/articles.json`).articles,
  news: read<{ category: { name: string }; items: Item[] }>(`snapshot/content/${lng}/news.json`),
  team: read<{ category: { name: string }; members: Item[] }>(`snapshot/content/${lng}/team.json`),
  testimonials: read<{ items: Item[] }>(`snapshot/content/${lng}/testimonials.json`).items,
  legal: read<Record<string, { title: string }>>(`snapshot/content/${lng}/legal.json`),
});
const common = (lng: Lng) =>
  read<{
    footer: { cookieSettings: string };
    consent: { settingsTitle: string };
    content: { testimonialsCta: { link: string } };
    routes: Record<string, { title: string }>;
  }>(`locales/${lng}/common.json`);
const fixed = (id: string, lng: Lng) => FIXED_ROUTES.find((route) => route.id === id)?.segments[lng] ?? '';
const menuSlug = (menuPath: string, lng: Lng) => menuPages().find((page) => page.path === menuPath)?.slug[lng] ?? '';

async function axeWithDialogClosedAndOpen(page: Page, lng: Lng) {
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: common(lng).footer.cookieSettings }).click();
  await expect(page.getByRole('dialog', { name: common(lng).consent.settingsTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const lng of LANGUAGES) {
  test.describe(`content pages (${lng})`, () => {
    // Several pages per test, each checked twice by axe.
    test.describe.configure({ timeout: 120_000 });
    test('the services page: the six services, the ten latest news (no draft), four of the team', async ({ page }) => {
      const problems = watchConsole(page);
      const c = content(lng);
      await gotoHydrated(page, `/${lng}/${menuSlug('services', lng)}/`);
      for (const article of c.articles) {
        await expect(page.getByRole('link', { name: article.title, exact: true })).toBeVisible();
      }
      const news = page.getByRole('region', { name: c.news.category.name });
      const published = c.news.items
        .filter((item) => item.status === 'Published')
        .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
      await expect(news.getByRole('heading', { level: 3 })).toHaveText(
        published.slice(0, 10).map((item) => item.title),
      );
      const draft = c.news.items.find((item) => item.status === 'Draft');
      if (draft) await expect(page.getByText(draft.title)).toHaveCount(0);
      const team = page.getByRole('region', { name: c.team.category.name });
      const members = [...c.team.members].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).slice(0, 4);
      await expect(team.getByRole('heading', { level: 3 })).toHaveText(members.map((member) => member.name ?? ''));
      await axeWithDialogClosedAndOpen(page, lng);
      expect(problems).toEqual([]);
    });

    test('a service, a news item and a testimonial each have their own page, reached by a link', async ({ page }) => {
      const problems = watchConsole(page);
      const c = content(lng);
      const article = c.articles[1];
      const services = `/${lng}/${menuSlug('services', lng)}/`;
      await gotoHydrated(page, services);
      await page.getByRole('link', { name: article?.title ?? '', exact: true }).click();
      await expect(page).toHaveURL(`${services}${slugify(article?.title ?? '')}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article?.title ?? '');
      await axeWithDialogClosedAndOpen(page, lng);

      const item = c.news.items.find((n) => n.status === 'Published');
      const newsPath = `/${lng}/${fixed('news', lng)}/${slugify(item?.title ?? '')}/`;
      expect((await gotoHydrated(page, newsPath))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item?.title ?? '');
      await axeWithDialogClosedAndOpen(page, lng);

      // The testimonials are one link away from the services they speak of.
      const testimonial = c.testimonials[0];
      await gotoHydrated(page, services);
      await page.getByRole('link', { name: common(lng).content.testimonialsCta.link, exact: true }).click();
      await expect(page).toHaveURL(`/${lng}/${fixed('testimonials', lng)}/`);
      await page.getByRole('link', { name: testimonial?.title ?? '', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(testimonial?.title ?? '');
      await expect(page.getByText(testimonial?.name ?? '', { exact: false }).first()).toBeVisible();
      await axeWithDialogClosedAndOpen(page, lng);
      expect(problems).toEqual([]);
    });

    test('the legal pages show their own text; the cookie policy lists the cookies', async ({ page }) => {
      const problems = watchConsole(page);
      const c = content(lng);
      for (const id of ['privacy-statement', 'cookie-policy', 'disclaimer']) {
        expect((await gotoHydrated(page, `/${lng}/${fixed(id, lng)}/`))?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const title = c.legal[id]?.title ?? '';
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(common(lng).routes[id]?.title ?? title);
        if (id === 'cookie-policy') {
          const table = page.getByRole('table');
          for (const name of ['cookieConsent', 'i18nextLng', 'owner_session', '_ga', '_fbp']) {
            await expect(table.getByText(name, { exact: true }).first()).toBeVisible();
          }
        }
        await axeWithDialogClosedAndOpen(page, lng);
      }
      expect(problems).toEqual([]);
    });

    test('the contact, news, demand-register and free-valuation pages', async ({ page }) => {
      const problems = watchConsole(page);
      for (const url of [
        `/${lng}/${menuSlug('contact', lng)}/`,
        `/${lng}/${fixed('news', lng)}/`,
        `/${lng}/${fixed('demand-register', lng)}/`,
        `/${lng}/${fixed('contact-demand', lng)}/`,
        `/${lng}/${menuSlug('realisations', lng)}/`,
      ]) {
        expect((await gotoHydrated(page, url))?.status(), url).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await axeWithDialogClosedAndOpen(page, lng);
      }
      expect(problems).toEqual([]);
    });
  });
}

test('an unknown article answers 404', async ({ page }) => {
  const response = await page.goto(`/fr/${menuSlug('services', 'fr')}/cet-article-nexiste-pas/`);
  expect(response?.status()).toBe(404);
});

test('an unknown news item answers 404 and hydrates without errors', async ({ page }) => {
  const problems = watchConsole(page, { allow404: true });
  const response = await gotoHydrated(page, '/en/news/unknown-item/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    read<{ notFound: { title: string } }>('locales/en/common.json').notFound.title,
  );
  expect(problems).toEqual([]);
});
