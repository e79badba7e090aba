/**
 * What a prerendered page hydrates with beyond the boot: its lazy chunks and the data files its
 * routes load (catalogue, detail, content). The page names them in a small JSON element rather
 * than as <link rel="modulepreload"> / <link rel="preload"> in its head: asked for from the
 * head they start with the page's largest photo and share a slow phone's bandwidth with it
 * (Lighthouse mobile measured a detail page's LCP 1.50 s with them in the head, 1.16-1.28 s
 * without). boot.ts asks for them right after the first paint, alongside React, so hydration
 * does not wait for them either.
 *
 * A prerendered page inlines only the CSS rules its own HTML uses (publisher/pages/criticalCss.ts);
 * the whole stylesheet, which client-side navigations and states need, is one of its assets,
 * and the app hydrates once it is in.
 */
export interface PageAssets {
  /** Module URLs (/assets/...), each a chunk the page renders from. */
  modules: string[];
  /** Data URLs fetched by the routes' loaders, same origin, without credentials. */
  fetches: string[];
  /** The site's whole stylesheet, when the page inlines only part of it. */
  styles?: string[];
}

export const PAGE_ASSETS_ID = 'page-assets';

/** The element the server writes into the head; `<` is escaped so no text can close it. */
export function pageAssetsElement(assets: PageAssets): string {
  if (assets.modules.length + assets.fetches.length + (assets.styles?.length ?? 0) === 0) return '';
  const { modules, fetches, styles = [] } = assets;
  const json = JSON.stringify({ modules, fetches, ...(styles.length > 0 ? { styles } : {}) }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_ASSETS_ID}">${json}</script>`;
}

const isSameOriginPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** Reads the page's element: a missing or malformed one asks for nothing (the app loads what it needs itself). */
export function readPageAssets(doc: Document): PageAssets {
  const none: PageAssets = { modules: [], fetches: [] };
  const text = doc.getElementById(PAGE_ASSETS_ID)?.textContent;
  if (!text) return none;
  try {
    const parsed = JSON.parse(text) as Partial<Record<keyof PageAssets, unknown>>;
    const list = (value: unknown) => (Array.isArray(value) ? value.filter(isSameOriginPath) : []);
    return { modules: list(parsed.modules), fetches: list(parsed.fetches), styles: list(parsed.styles) };
  } catch {
    return none;
  }
}

let stylesLoaded: Promise<void> = Promise.resolve();

/**
 * Adds the preload links: the router's loaders and lazy routes then find the responses already
 * there (a fetch matches a preload of the same URL and mode; a module import, a modulepreload).
 * The stylesheet is linked itself; `pageStylesLoaded` tells when it is in (or failed).
 */
export function preloadPageAssets(doc: Document): void {
  const { modules, fetches, styles = [] } = readPageAssets(doc);
  const add = (rel: 'modulepreload' | 'preload' | 'stylesheet', href: string) => {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel !== 'stylesheet') link.crossOrigin = 'anonymous';
    if (rel === 'preload') link.setAttribute('as', 'fetch');
    doc.head.append(link);
    return link;
  };
  stylesLoaded = Promise.all(
    styles.map((href) => {
      const link = add('stylesheet', href);
      return new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        // Without it the page keeps its inlined rules; hydrating is better than waiting forever.
        link.addEventListener('error', () => resolve(), { once: true });
      });
    }),
  ).then(() => undefined);
  for (const href of modules) add('modulepreload', href);
  for (const href of fetches) add('preload', href);
}

/** Resolves once the stylesheets `preloadPageAssets` linked have loaded or failed. */
export const pageStylesLoaded = (): Promise<void> => stylesLoaded;
