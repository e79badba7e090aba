/**
 * sitemap.xml and robots.txt for the static build. One sitemap per language keeps each file
 * small and lets Search Console report coverage per language; every URL carries its hreflang
 * alternates (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap)
 * so search engines pair the nl, fr and en versions of a page without parsing the HTML.
 */

export interface SitemapPage {
  /** Site-relative path of the page, e.g. "/nl/te-koop/". */
  path: string;
  lng: string;
  /** The same page in every enabled language, site-relative paths, e.g. { nl: '/nl/te-koop/', fr: '/fr/a-vendre/' }. */
  alternates: Record<string, string>;
  /** ISO date (YYYY-MM-DD) of the last change when known (listings have one), else omitted. */
  lastmod?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Paths come from listing titles, so they may hold `&` and quotes that would break the XML. */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/** Every URL in a sitemap must be absolute and on the same origin, so a bad origin spoils them all. */
function checkSiteUrl(siteUrl: string): void {
  if (!/^https?:\/\/[^/]/.test(siteUrl)) {
    throw new Error(`sitemap: siteUrl must be an absolute http(s) origin, got "${siteUrl}"`);
  }
  if (siteUrl.endsWith('/')) {
    throw new Error(`sitemap: siteUrl must not end with "/", got "${siteUrl}"`);
  }
}

function checkPath(path: string, page: SitemapPage): void {
  if (!path.startsWith('/')) {
    throw new Error(`sitemap: path "${path}" of page "${page.path}" must start with "/"`);
  }
}

function urlEntry(page: SitemapPage, siteUrl: string, defaultLanguage: string): string {
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(siteUrl + path)}"/>`;
  const lines = [`    <loc>${escapeXml(siteUrl + page.path)}</loc>`];
  if (page.lastmod) lines.push(`    <lastmod>${escapeXml(page.lastmod)}</lastmod>`);
  for (const [lng, path] of Object.entries(page.alternates)) lines.push(link(lng, path));
  const fallback = page.alternates[defaultLanguage];
  if (fallback !== undefined) lines.push(link('x-default', fallback));
  return ['  <url>', ...lines, '  </url>'].join('\n');
}

const BACK_OFFICE = /^\/admin(?:\/|$)/;

/** One sitemap per language: file name sitemap-{lng}.xml -> XML text; plus 'sitemap.xml', a sitemap index listing them. */
export function buildSitemaps(pages: SitemapPage[], siteUrl: string, defaultLanguage: string): Map<string, string> {
  checkSiteUrl(siteUrl);
  // Map keeps insertion order: languages in order of first appearance, pages in the order given.
  const byLanguage = new Map<string, SitemapPage[]>();
  const seen = new Set<string>();
  for (const page of pages) {
    checkPath(page.path, page);
    for (const path of Object.values(page.alternates)) checkPath(path, page);
    if (!Object.hasOwn(page.alternates, page.lng)) {
      throw new Error(`sitemap: page "${page.path}" has lng "${page.lng}" but no alternate for it`);
    }
    // The back office (docs/BACKOFFICE.md) is never in a sitemap, whatever lists it.
    if (seen.has(page.path) || BACK_OFFICE.test(page.path)) continue;
    seen.add(page.path);
    const list = byLanguage.get(page.lng) ?? [];
    list.push(page);
    byLanguage.set(page.lng, list);
  }

  const files = new Map<string, string>();
  for (const [lng, list] of byLanguage) {
    const urls = list.map((page) => urlEntry(page, siteUrl, defaultLanguage));
    files.set(
      `sitemap-${lng}.xml`,
      [
        XML_HEAD,
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n'),
    );
  }
  const entries = [...files.keys()].map((name) => `  <sitemap><loc>${escapeXml(`${siteUrl}/${name}`)}</loc></sitemap>`);
  files.set(
    'sitemap.xml',
    [
      XML_HEAD,
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</sitemapindex>',
      '',
    ].join('\n'),
  );
  return files;
}

/** robots.txt text: allow everything except /api/ (JSON for the client, not pages), and list the sitemap index. */
export function robotsTxt(siteUrl: string): string {
  checkSiteUrl(siteUrl);
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
