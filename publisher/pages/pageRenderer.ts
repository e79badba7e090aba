/**
 * Renders a page of the site to its finished HTML with the build's SSR bundle: the Vite
 * template with its stylesheets inlined, its module tags replaced by the boot loader, the page's
 * own CSS rules, and its chunks and data files named for boot.ts. The full build (prerender.ts)
 * and the incremental publisher (publisher/release/) render with this one setup, so a page a
 * publish renders again is the page the build would have made.
 */
import { readFile } from 'node:fs/promises';
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
} from './pageTemplate.ts';
import type { Lng } from '../../src/config/languages.ts';
import { criticalCss } from './criticalCss.ts';
import { deferBoot } from './bootLoader.ts';
import type * as EntryServerModule from '../../src/entry-server.tsx';

export type EntryServer = typeof EntryServerModule;
export type RenderedPage = Awaited<ReturnType<EntryServer['render']>>;
export type PageSources = Omit<Parameters<EntryServer['render']>[1], 'resourcesFor'>;

export interface PageRenderer {
  entry: EntryServer;
  /** The page at `url`, rendered from these data sources with the language's texts. */
  render(url: string, sources: PageSources): Promise<RenderedPage>;
  /** The finished HTML file of a rendered page. */
  fill(page: RenderedPage): Promise<string>;
}

export async function pageRenderer(options: {
  /** build/ssr/entry-server.js */
  ssrEntry: string;
  /** The Vite template (dist/index.html during the build, build/template.html after it). */
  templateFile: string;
  /** The built client: assets, .vite/manifest.json. */
  distDir: string;
  localesDir: string;
}): Promise<PageRenderer> {
  const entry = (await import(pathToFileURL(options.ssrEntry).href)) as EntryServer;
  const viteTemplate = await readFile(options.templateFile, 'utf8');
  // The app starts once the page's photo is painted (publisher/pages/bootLoader.ts).
  const template = deferBoot(await inlineStylesheets(viteTemplate, options.distDir));
  const styles = stylesheetsOf(viteTemplate);
  const reduceCss = criticalCss(options.distDir);
  const files = chunkFiles(
    JSON.parse(await readFile(path.join(options.distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest,
  );
  const texts = new Map<Lng, Resource>();
  for (const lng of entry.enabledLanguages) texts.set(lng, await loadResources(options.localesDir, lng));
  const resourcesFor = (lng: Lng) => {
    const resources = texts.get(lng);
    if (!resources) throw new Error(`No texts loaded for ${lng}`);
    return resources;
  };
  return {
    entry,
    render: (url, sources) => entry.render(url, { ...sources, resourcesFor }),
    // The page with the CSS rules it uses, and the chunks, files and whole stylesheet it
    // hydrates with named for boot.ts.
    fill: (page) => reduceCss(fillTemplate(template, { ...page, head: withPageAssets(page, files, styles) })),
  };
}
