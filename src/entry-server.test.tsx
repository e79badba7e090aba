/** @jest-environment node */
/**
 * A list's page N as the prerenderer writes it (docs/DECISIONS.md, "Paged lists"): the real
 * renderer on the app's source, with the real texts and a catalogue of 30 listings for sale (three
 * pages). What a crawler without JavaScript reads is in this HTML, or nowhere.
 */
import path from 'node:path';
import type { Resource } from 'i18next';
import { loadResources } from '../publisher/pages/pageTemplate.ts';
import { listing, makeCatalogue } from '../test/fixtures/catalogue.ts';
import type { Lng } from './config/languages.ts';
import { listPages, render } from './entry-server.tsx';

// Renders whole pages with the real renderer: sized for a machine several times slower than a loaded one.
jest.setTimeout(60_000);

const SITE = 'https://www.immo-famenne.be';
// 30 listings for sale, 2000 the newest, a day apart: page 2 holds 2012 to 2023.
const catalogue = {
  ...makeCatalogue(),
  properties: Array.from({ length: 30 }, (_, i) =>
    listing({
      ID: 2000 + i,
      DateCreated: new Date(Date.UTC(2026, 10, 28) - i * 86_400_000).toISOString().slice(0, 10),
    }),
  ),
};
const texts = new Map<Lng, Resource>();

beforeAll(async () => {
  for (const lng of ['nl', 'fr', 'en'] as const)
    texts.set(lng, await loadResources(path.join(__dirname, '..', 'locales'), lng));
});

const page = (url: string) =>
  render(url, {
    resourcesFor: (lng) => texts.get(lng) ?? {},
    catalogueFor: () => catalogue,
  });

/** The hrefs of the links matching a pattern of attributes, in the order of the page. */
const hrefs = (html: string, attributes: RegExp) =>
  [...html.matchAll(/<a ([^>]*)>/g)]
    .map((tag) => tag[1] ?? '')
    .filter((tag) => attributes.test(tag))
    .map((tag) => /href="([^"]*)"/.exec(tag)?.[1]);

describe('a list’s page N, prerendered', () => {
  it('is counted for the prerender in every language', () => {
    expect(listPages(() => catalogue)).toEqual([
      { lng: 'nl', path: '/nl/te-koop/', pages: 3 },
      { lng: 'nl', path: '/nl/te-huur/', pages: 1 },
      { lng: 'fr', path: '/fr/a-vendre/', pages: 3 },
      { lng: 'fr', path: '/fr/a-louer/', pages: 1 },
      { lng: 'en', path: '/en/for-sale/', pages: 3 },
      { lng: 'en', path: '/en/for-rent/', pages: 1 },
    ]);
  });

  it('shows page N: its paging line, its cards, and a pager of plain links with prev and next', async () => {
    const second = await page('/fr/a-vendre/?page=2');
    expect(second.notFound).toBe(false);
    expect(second.html).toContain('Page 2 sur 3');
    // Page 2 holds the 13th to the 24th newest listings.
    const cards = hrefs(second.html, /class="card__link"/);
    expect(cards).toEqual(Array.from({ length: 12 }, (_, i) => `/fr/a-vendre/marche-en-famenne/maison/${2012 + i}/`));
    expect(hrefs(second.html, /rel="prev"/)).toEqual(['/fr/a-vendre/']);
    expect(hrefs(second.html, /rel="next"/)).toEqual(['/fr/a-vendre/?page=3']);
    expect(hrefs(second.html, /aria-current="page"[^>]*pagination|pagination[^>]*aria-current="page"/)).toEqual([
      '/fr/a-vendre/?page=2',
    ]);
    // Its language switcher links page 2 in the other languages, as its hreflang links do.
    expect(hrefs(second.html, /langs__link/)).toEqual(
      expect.arrayContaining(['/nl/te-koop/?page=2', '/fr/a-vendre/?page=2', '/en/for-sale/?page=2']),
    );
    expect(second.head).toContain(`<link rel="canonical" href="${SITE}/fr/a-vendre/?page=2">`);
    expect(second.head).toContain(`<link rel="prev" href="${SITE}/fr/a-vendre/">`);
    expect(second.head).toContain(`<link rel="next" href="${SITE}/fr/a-vendre/?page=3">`);
    expect(second.head).toContain(`<link rel="alternate" hreflang="nl" href="${SITE}/nl/te-koop/?page=2">`);

    const last = await page('/fr/a-vendre/?page=3');
    expect(hrefs(last.html, /class="card__link"/)).toHaveLength(6);
    expect(hrefs(last.html, /rel="next"/)).toEqual([]);
    expect(last.head).not.toContain('rel="next"');
  });

  it('is the same page whatever filters or campaign the URL adds: they are the browser’s', async () => {
    const second = await page('/fr/a-vendre/?page=2');
    const filtered = await page(
      '/fr/a-vendre/?type=1&city=Marche-en-Famenne%7C6900&sort=price-asc&page=2&utm_source=x',
    );
    expect(filtered.html).toBe(second.html);
    expect(filtered.head).toBe(second.head);
    const first = await page('/fr/a-vendre/');
    expect((await page('/fr/a-vendre/?sort=price-asc&utm_source=x')).html).toBe(first.html);
    expect(first.head).toContain(`<link rel="canonical" href="${SITE}/fr/a-vendre/">`);
    expect(first.head).toContain(`<link rel="next" href="${SITE}/fr/a-vendre/?page=2">`);
    expect(first.head).not.toContain('rel="prev"');
    expect(hrefs(first.html, /langs__link/)).toEqual(expect.arrayContaining(['/nl/te-koop/', '/en/for-sale/']));
  });
});
