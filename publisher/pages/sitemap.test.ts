/** @jest-environment node */
import { buildSitemaps, robotsTxt } from './sitemap.ts';
import type { SitemapPage } from './sitemap.ts';

const SITE = 'https://www.immo-famenne.be';

const forSale = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/' };
const listing = { nl: '/nl/te-koop/120/', fr: '/fr/a-vendre/120/', en: '/en/for-sale/120/' };

/** Every language version of one page, as the build would list them. */
const versions = (alternates: Record<string, string>, lastmod?: string): SitemapPage[] =>
  Object.entries(alternates).map(([lng, path]) => ({ path, lng, alternates, ...(lastmod ? { lastmod } : {}) }));

const pages: SitemapPage[] = [...versions(forSale), ...versions(listing, '2024-05-17')];

/** The <url> blocks of a sitemap, each as its text. */
const urlBlocks = (xml: string) => [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
const links = (block: string) =>
  [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);

describe('buildSitemaps', () => {
  const files = buildSitemaps(pages, SITE, 'nl');

  it('writes one sitemap per language plus the index', () => {
    expect([...files.keys()]).toEqual(['sitemap-nl.xml', 'sitemap-fr.xml', 'sitemap-en.xml', 'sitemap.xml']);
  });

  it.each([
    ['nl', ['/nl/te-koop/', '/nl/te-koop/120/']],
    ['fr', ['/fr/a-vendre/', '/fr/a-vendre/120/']],
    ['en', ['/en/for-sale/', '/en/for-sale/120/']],
  ])('sitemap-%s.xml lists exactly its language pages', (lng, paths) => {
    const xml = files.get(`sitemap-${lng}.xml`) ?? '';
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(locs(xml)).toEqual(paths.map((p) => SITE + p));
  });

  it('links every alternate and the default language as x-default', () => {
    const [first] = urlBlocks(files.get('sitemap-fr.xml') ?? '');
    expect(links(first ?? '')).toEqual([
      ['nl', `${SITE}/nl/te-koop/`],
      ['fr', `${SITE}/fr/a-vendre/`],
      ['en', `${SITE}/en/for-sale/`],
      ['x-default', `${SITE}/nl/te-koop/`],
    ]);
  });

  it('leaves out x-default when the default language has no version of the page', () => {
    const only = { fr: '/fr/mentions/', en: '/en/legal/' };
    const [block] = urlBlocks(buildSitemaps(versions(only), SITE, 'nl').get('sitemap-en.xml') ?? '');
    expect(links(block ?? '').map(([hreflang]) => hreflang)).toEqual(['fr', 'en']);
  });

  it('writes lastmod only for pages that have one', () => {
    const [general, withDate] = urlBlocks(files.get('sitemap-nl.xml') ?? '');
    expect(general).not.toContain('<lastmod>');
    expect(withDate).toContain('<lastmod>2024-05-17</lastmod>');
  });

  it('escapes XML special characters in URLs', () => {
    const odd = { nl: '/nl/huis-&-tuin/<1>/\'"/' };
    const xml = buildSitemaps(versions(odd), SITE, 'nl').get('sitemap-nl.xml') ?? '';
    const escaped = `${SITE}/nl/huis-&amp;-tuin/&lt;1&gt;/&apos;&quot;/`;
    expect(xml).toContain(`<loc>${escaped}</loc>`);
    expect(xml).toContain(`hreflang="nl" href="${escaped}"`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/);
  });

  it('lists a path given twice only once, at its first place', () => {
    const twice = [...versions(forSale), ...versions(listing), ...versions(forSale, '2024-01-01')];
    const xml = buildSitemaps(twice, SITE, 'nl').get('sitemap-nl.xml') ?? '';
    expect(locs(xml)).toEqual([`${SITE}/nl/te-koop/`, `${SITE}/nl/te-koop/120/`]);
    expect(xml).not.toContain('<lastmod>');
  });

  it('indexes each language file with an absolute URL, in order of first appearance', () => {
    const index = files.get('sitemap.xml') ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<url>');
    expect(locs(index)).toEqual([`${SITE}/sitemap-nl.xml`, `${SITE}/sitemap-fr.xml`, `${SITE}/sitemap-en.xml`]);
    const reordered = buildSitemaps([...versions(forSale)].reverse(), SITE, 'nl').get('sitemap.xml') ?? '';
    expect(locs(reordered)).toEqual([`${SITE}/sitemap-en.xml`, `${SITE}/sitemap-fr.xml`, `${SITE}/sitemap-nl.xml`]);
  });

  it('never lists the back office', () => {
    const office = { path: '/admin/', lng: 'nl', alternates: { nl: '/admin/' } };
    const xml = buildSitemaps([...pages, office, { ...office, path: '/admin' }], SITE, 'nl');
    expect([...xml.values()].join('\n')).not.toContain('/admin');
  });

  it('writes only an empty index when there are no pages', () => {
    const empty = buildSitemaps([], SITE, 'nl');
    expect([...empty.keys()]).toEqual(['sitemap.xml']);
    expect(locs(empty.get('sitemap.xml') ?? '')).toEqual([]);
  });
});

describe('input validation', () => {
  const page = (over: Partial<SitemapPage>): SitemapPage[] => [
    { path: '/nl/te-koop/', lng: 'nl', alternates: forSale, ...over },
  ];

  it.each([
    ['a siteUrl with a trailing slash', page({}), `${SITE}/`, /must not end with "\/"/],
    ['a siteUrl that is not http(s)', page({}), 'ftp://www.immo-famenne.be', /absolute http\(s\) origin/],
    ['a relative siteUrl', page({}), 'www.immo-famenne.be', /absolute http\(s\) origin/],
    ['a path without leading slash', page({ path: 'nl/te-koop/' }), SITE, /path "nl\/te-koop\/".*must start with "\/"/],
    [
      'an alternate without leading slash',
      page({ alternates: { ...forSale, fr: 'fr/a-vendre/' } }),
      SITE,
      /path "fr\/a-vendre\/" of page "\/nl\/te-koop\/" must start with "\/"/,
    ],
    ['a lng missing from its alternates', page({ lng: 'de' }), SITE, /lng "de" but no alternate/],
  ])('rejects %s', (_name, input, siteUrl, message) => {
    expect(() => buildSitemaps(input, siteUrl, 'nl')).toThrow(message);
  });
});

describe('robotsTxt', () => {
  it('allows all but /api/ and points at the sitemap index', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nDisallow: /api/\n\nSitemap: https://www.immo-famenne.be/sitemap.xml\n',
    );
  });

  it('rejects a siteUrl with a trailing slash', () => {
    expect(() => robotsTxt(`${SITE}/`)).toThrow(/must not end with "\/"/);
  });
});
