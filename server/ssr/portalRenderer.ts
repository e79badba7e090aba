/**
 * Renders a logged-in owner's portal on the server, with the owner's data in the page: the
 * same app, texts and catalogue as the prerendered pages (the build's SSR bundle, the copied
 * locales, the catalogue files), so the browser hydrates it as it hydrates any other page.
 * The figures and the photo then paint with the HTML instead of after the app, its chunk and
 * two API calls (docs/DECISIONS.md, "Owner portal").
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Resource } from 'i18next';
import type { Lng } from '../../src/config/languages.ts';
import type { PortalPreload } from '../../src/domain/forms/portal.ts';
import type * as EntryServerModule from '../../src/entry-server.tsx';
import { deferBoot } from '../../publisher/pages/bootLoader.ts';
import {
  chunkFiles,
  fillTemplate,
  inlineStylesheets,
  loadResources,
  withPageAssets,
  type BuildManifest,
} from '../../publisher/pages/pageTemplate.ts';

export type EntryServer = typeof EntryServerModule;
type Catalogue = ReturnType<Parameters<EntryServer['render']>[1]['catalogueFor']>;

export interface PortalRenderer {
  /** Each enabled language's portal and login paths. */
  paths: { lng: Lng; portal: string; login: string }[];
  /** The whole page for a portal URL (path and query) with this owner's data. */
  render(url: string, portal: PortalPreload): Promise<string>;
}

export interface RendererFiles {
  /** Loads the SSR entry: build/ssr/entry-server.js, or the source in tests. */
  entry: () => Promise<EntryServer>;
  /** build/template.html: the page Vite built, before the prerender filled it. */
  templateFile: string;
  /** dist/: the stylesheet, the copied locales and the catalogue files. */
  distDir: string;
}

/** Null when the build has no template (a server started on a bare dist/, as in some tests). */
export async function loadPortalRenderer(files: RendererFiles): Promise<PortalRenderer | null> {
  if (!existsSync(files.templateFile)) return null;
  const entry = await files.entry();
  const template = deferBoot(await inlineStylesheets(await readFile(files.templateFile, 'utf8'), files.distDir));
  // The portal's chunks, named for boot.ts (none when a test serves a dist/ without a build).
  const manifestFile = path.join(files.distDir, '.vite', 'manifest.json');
  const chunks = existsSync(manifestFile)
    ? chunkFiles(JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest)
    : () => [];
  const resources = new Map<Lng, Resource>();
  const catalogues = new Map<Lng, Catalogue>();
  for (const lng of entry.enabledLanguages) {
    resources.set(lng, await loadResources(path.join(files.distDir, 'locales'), lng));
    const catalogueFile = path.join(files.distDir, ...entry.catalogueUrl(lng).split('/'));
    catalogues.set(lng, JSON.parse(await readFile(catalogueFile, 'utf8')) as Catalogue);
  }
  const of = <T>(map: Map<Lng, T>, lng: Lng): T => {
    const value = map.get(lng);
    if (!value) throw new Error(`The portal renderer has nothing for the language ${lng}`);
    return value;
  };
  return {
    paths: entry.ownerPaths(),
    async render(url, portal) {
      const page = await entry.render(
        url,
        { resourcesFor: (lng) => of(resources, lng), catalogueFor: (lng) => of(catalogues, lng) },
        portal,
      );
      return fillTemplate(template, { ...page, head: withPageAssets(page, chunks) });
    },
  };
}
