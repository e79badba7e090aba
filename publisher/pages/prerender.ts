/**
 * Writes finished HTML for every public route in every enabled language, plus a 404 page
 * per language, from the SSR bundle Vite built.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lng } from '../../src/config/languages.ts';
import type { Catalogue } from '../../src/domain/catalogue/types.ts';
import type { SiteContent } from '../../src/domain/content/types.ts';
import type { BuiltDetails } from '../dataFiles/detailBuild.ts';
import type { SitemapPage } from './sitemap.ts';
import { pageRenderer } from './pageRenderer.ts';
import { listPageUrl, pageFileOf } from '../../src/lib/listPages.ts';

export interface PrerenderResult {
  count: number;
  /** Every indexable page with its alternates, for the sitemaps. */
  sitemap: SitemapPage[];
  /**
   * Those of them that are not listings or projects, the route table's pages and the editorial
   * ones (listed before and after the listings): a publish makes the sitemaps from these and its catalogue.
   */
  fixedSitemap: { pages: SitemapPage[]; editorial: SitemapPage[] };
}

async function writePage(distDir: string, file: string, html: string): Promise<void> {
  const target = path.join(distDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, html);
}

export async function prerender(options: {
  root: string;
  distDir: string;
  ssrEntry: string;
  catalogues: Map<Lng, Catalogue>;
  details: BuiltDetails;
  content: Map<Lng, SiteContent>;
}): Promise<PrerenderResult> {
  const renderer = await pageRenderer({
    ssrEntry: options.ssrEntry,
    templateFile: path.join(options.distDir, 'index.html'),
    distDir: options.distDir,
    localesDir: path.join(options.root, 'locales'),
  });
  const { entry, fill } = renderer;

  const catalogueFor = (lng: Lng) => {
    const catalogue = options.catalogues.get(lng);
    if (!catalogue) throw new Error(`No catalogue built for ${lng}`);
    return catalogue;
  };

  const contentFor = (lng: Lng) => {
    const content = options.content.get(lng);
    if (!content) throw new Error(`No content built for ${lng}`);
    return content;
  };
  const render = (url: string) => renderer.render(url, { catalogueFor, detailFor: options.details.get, contentFor });
  const sitemap: SitemapPage[] = [];
  const pages = entry.publicPaths();
  for (const { path: url, lng } of pages) {
    const page = await render(url);
    if (page.notFound) throw new Error(`The route table lists ${url} but it does not render`);
    await writePage(options.distDir, pageFileOf(url), await fill(page));
    const info = entry.pageInfo(url);
    if (info && !info.noindex) sitemap.push({ path: url, lng, alternates: info.alternates });
  }
  // A list's pages after the first, each a page of its own (listPages.ts), out of the sitemaps:
  // the list links them, and their listings are in the sitemaps themselves (docs/DECISIONS.md).
  let listPages = 0;
  for (const list of entry.listPages(catalogueFor)) {
    for (let n = 2; n <= list.pages; n++) {
      const url = listPageUrl(list.path, n);
      const page = await render(url);
      if (page.notFound) throw new Error(`The list page ${url} does not render`);
      await writePage(options.distDir, pageFileOf(url), await fill(page));
      listPages++;
    }
  }
  const fixedSitemap = { pages: [...sitemap], editorial: [] as SitemapPage[] };
  for (const detail of options.details.pages) {
    const page = await render(detail.path);
    if (page.notFound) throw new Error(`The detail page ${detail.path} does not render`);
    await writePage(options.distDir, path.join(detail.path, 'index.html'), await fill(page));
    sitemap.push(detail);
  }
  const contentPages = entry.contentPages(contentFor);
  for (const page of contentPages) {
    const rendered = await render(page.path);
    if (rendered.notFound) throw new Error(`The content page ${page.path} does not render`);
    await writePage(options.distDir, path.join(page.path, 'index.html'), await fill(rendered));
    sitemap.push(page);
    fixedSitemap.editorial.push(page);
  }
  for (const lng of entry.enabledLanguages) {
    const page = await render(`/${lng}/404-not-found-page/`);
    await writePage(options.distDir, path.join(lng, '404.html'), await fill(page));
    // An unknown listing or project id: "property not found", also sent with status 404.
    for (const kind of ['property', 'project'] as const) {
      const missing = await render(entry.missingDetailPath(lng, kind));
      if (!missing.notFound) throw new Error(`The ${kind} not-found page of ${lng} rendered a listing`);
      await writePage(options.distDir, path.join(lng, `404-${kind}.html`), await fill(missing));
    }
  }
  return {
    count: pages.length + listPages + options.details.pages.length + contentPages.length,
    sitemap,
    fixedSitemap,
  };
}
