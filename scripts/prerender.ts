/**
 * Writes finished HTML for every public route in every enabled language, plus a 404 page
 * per language, from the SSR bundle Vite built.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Resource } from 'i18next';
import {
  fillTemplate,
  inlineStylesheets,
  loadResources,
  chunkFiles,
  stylesheetsOf,
  withPageAssets,
  type BuildManifest,
} from '../server/ssr/pageTemplate.ts';
import type { Lng } from '../src/config/languages.ts';
import { criticalCss } from './lib/criticalCss.ts';
import type { Catalogue } from '../src/features/catalogue/types.ts';
import type { SiteContent } from '../src/features/content/types.ts';
import type { BuiltDetails } from './lib/detailBuild.ts';
import type { SitemapPage } from './lib/sitemap.ts';
import type * as EntryServerModule from '../src/entry-server.tsx';

type EntryServer = typeof EntryServerModule;

export interface PrerenderResult {
  count: number;
  /** Every indexable page with its alternates, for the sitemaps. */
  sitemap: SitemapPage[];
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
  const entry = (await import(pathToFileURL(options.ssrEntry).href)) as EntryServer;
  const viteTemplate = await readFile(path.join(options.distDir, 'index.html'), 'utf8');
  const template = await inlineStylesheets(viteTemplate, options.distDir);
  const styles = stylesheetsOf(viteTemplate);
  const reduceCss = criticalCss(options.distDir);
  const files = chunkFiles(
    JSON.parse(await readFile(path.join(options.distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest,
  );
  // The page with the CSS rules it uses, and the chunks, files and whole stylesheet it hydrates
  // with named for boot.ts.
  const fill = (page: Awaited<ReturnType<EntryServer['render']>>) =>
    reduceCss(fillTemplate(template, { ...page, head: withPageAssets(page, files, styles) }));
  const localesDir = path.join(options.root, 'locales');
  const cache = new Map<Lng, Resource>();
  for (const lng of entry.enabledLanguages) cache.set(lng, await loadResources(localesDir, lng));
  const resourcesFor = (lng: Lng) => {
    const resources = cache.get(lng);
    if (!resources) throw new Error(`No texts loaded for ${lng}`);
    return resources;
  };

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
  const render = (url: string) =>
    entry.render(url, { resourcesFor, catalogueFor, detailFor: options.details.get, contentFor });
  const sitemap: SitemapPage[] = [];
  const pages = entry.publicPaths();
  for (const { path: url, lng } of pages) {
    const page = await render(url);
    if (page.notFound) throw new Error(`The route table lists ${url} but it does not render`);
    await writePage(options.distDir, path.join(url, 'index.html'), await fill(page));
    const info = entry.pageInfo(url);
    if (info && !info.noindex) sitemap.push({ path: url, lng, alternates: info.alternates });
  }
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
  return { count: pages.length + options.details.pages.length + contentPages.length, sitemap };
}
