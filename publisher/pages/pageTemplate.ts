/**
 * The HTML page around a rendered app: shared by the prerender at build time and by the
 * server, which renders a logged-in owner's portal per request.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Resource } from 'i18next';
import type { Lng } from '../../src/config/languages.ts';
import { pageAssetsElement } from '../../src/lib/pageAssets.ts';

export function fillTemplate(
  template: string,
  page: { lng: string; head: string; html: string; data: string },
): string {
  // Functions as replacements: a "$&" or "$1" in a text or a name is kept as it is.
  const filled = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lng}">`)
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-data-->', () => page.data);
  if (filled.includes('<!--app-')) throw new Error('The HTML template still has a placeholder after rendering');
  return filled;
}

/**
 * Puts the stylesheet into the page. It is small (about 2 KB compressed), and a
 * render-blocking request costs a whole round trip before the first paint on a slow phone
 * network, which is most of the difference in LCP.
 */
export async function inlineStylesheets(template: string, distDir: string): Promise<string> {
  let html = template;
  for (const match of template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(path.join(distDir, match[1] ?? ''), 'utf8');
    html = html.replace(match[0], () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return html;
}

/** Every namespace of one language, read from a locales folder ({lng}/{namespace}.json). */
export async function loadResources(localesDir: string, lng: Lng): Promise<Resource> {
  const files = (await readdir(path.join(localesDir, lng))).filter((f) => f.endsWith('.json'));
  const bundle: Record<string, unknown> = {};
  for (const file of files) {
    bundle[file.replace(/\.json$/, '')] = JSON.parse(await readFile(path.join(localesDir, lng, file), 'utf8'));
  }
  return { [lng]: bundle } as Resource;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's build manifest, as far as the preloads read it. */
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The files of a page's lazy chunks, from the build's manifest (dist/.vite/manifest.json):
 * each chunk the page renders from with the chunks it imports, but none the boot loads anyway
 * (the entry, what it imports and the app it imports next). The page names them for boot.ts to
 * preload (src/lib/pageAssets.ts). A module the build does not know as a lazy chunk stops the
 * build: a page's `chunks` (src/app/routes/pages.ts) must name real imports.
 */
export function chunkFiles(manifest: BuildManifest): (chunks: string[]) => string[] {
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const boot = closure([...entries, ...entries.flatMap((key) => manifest[key]?.dynamicImports ?? [])]);
  return (chunks) => {
    for (const chunk of chunks) {
      if (!manifest[chunk]?.isDynamicEntry) throw new Error(`The build has no lazy chunk for ${chunk}`);
    }
    return [...closure(chunks)].filter((key) => !boot.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
  };
}

/**
 * The page's head with the element naming what it hydrates with; `styles`, the stylesheets a
 * page that inlines only part of them loads whole (publisher/pages/criticalCss.ts).
 */
export function withPageAssets(
  page: { head: string; chunks: string[]; fetches: string[] },
  files: (chunks: string[]) => string[],
  styles: string[] = [],
): string {
  return page.head + pageAssetsElement({ modules: files(page.chunks), fetches: page.fetches, styles });
}

/** The stylesheets Vite's page template links (the ones `inlineStylesheets` puts into the page). */
export function stylesheetsOf(template: string): string[] {
  return [...template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)].map(
    (match) => match[1] ?? '',
  );
}
