/**
 * Prerender entry, built by Vite in SSR mode and called by publisher/pages/prerender.ts for every
 * public route in every enabled language.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Resource } from 'i18next';
import { Root } from './app/Root.tsx';
import { makeStore } from './state/store.ts';
import { createStaticI18n } from './app/i18n/createI18n.ts';
import { headFor, renderHead } from './app/head/headFor.ts';
import { structuredDataFor } from './app/head/structuredData.ts';
import { structuredDataElement } from './app/head/schemaOrg.ts';
import { alternatesFor, hrefFor, languageOfPath, matchRoute, publicPaths, routes } from './domain/routes/routeTable.ts';
import type { Params, RouteMatch } from './domain/routes/routeTable.ts';
import { createRoutes } from './app/routes/routeObjects.tsx';
import { builtData, type Detail } from './app/routes/pageData.ts';
import { isPageHandle } from './app/routes/usePageMatch.ts';
import { notFoundKindOf } from './app/routes/notFound.ts';
import { serializeAppData } from './app/appData.ts';
import { localeUrl } from './app/i18n/localesBackend.ts';
import { buildId } from './config/env.ts';
import { catalogueUrl } from './state/catalogue/catalogueUrl.ts';
import { listPageCount, pagedListOf } from './domain/routes/pagedLists.ts';
import { selectCatalogue } from './state/catalogue/selectors.ts';
import type { Catalogue } from './domain/catalogue/types.ts';
import { selectDetailEntry, type DetailRequest } from './state/detail/detailSlice.ts';
import { detailRequestOf, detailSubjectOf } from './features/detail/subject.ts';
import { srcSet } from './components/Picture.tsx';
import { CARD_SIZES, CARD_WIDTHS } from './components/CardMedia.tsx';
import { GALLERY_WIDTHS, STAGE_SIZES } from './features/detail/galleryWidths.ts';
import { defaultLanguage, enabledLanguages, site } from './config/site.ts';
import type { Lng } from './config/languages.ts';
import { consentAtStart } from './state/consent/consentSlice.ts';
import { loadCookieDialog } from './features/consent/CookieDialogSlot.tsx';
import { isQuietPath } from './app/consentEffects.ts';
import { selectContentEntry } from './state/content/contentSlice.ts';
import type { SiteContent } from './domain/content/types.ts';
import { contentPagePaths } from './app/pages/contentPages.ts';
import { bannerPreloads } from './features/layout/BannerPicture.tsx';
import { priorityPicturePreload } from './app/head/priorityPreload.ts';
import { PortalPreloadProvider, preloadHolder, type PortalPreload } from './features/owner/portalPreload.tsx';

export { publicPaths, enabledLanguages, catalogueUrl };

/** The pages of the content items (articles, news, testimonials) in every language, with their alternates. */
export function contentPages(contentFor: (lng: Lng) => SiteContent) {
  return contentPagePaths(contentFor, enabledLanguages);
}

/**
 * Every sale and rent list in every language with its number of pages (listPages.ts): the
 * prerender writes each page after the first as a page of its own.
 */
export function listPages(catalogueFor: (lng: Lng) => Catalogue): { lng: Lng; path: string; pages: number }[] {
  return enabledLanguages.flatMap((lng) =>
    routes.flatMap((route) => {
      const list = pagedListOf(route);
      return list ? [{ lng, path: hrefFor(route.id, lng), pages: listPageCount(catalogueFor(lng), list) }] : [];
    }),
  );
}

/** The owner portal and the login of each language, for the server's portal page. */
export function ownerPaths(): { lng: Lng; portal: string; login: string }[] {
  return enabledLanguages.map((lng) => ({ lng, portal: hrefFor('owner-portal', lng), login: hrefFor('login', lng) }));
}

/** What the sitemap needs of a public page: its alternates, and whether it is indexed. */
export function pageInfo(path: string): { alternates: Partial<Record<Lng, string>>; noindex: boolean } | null {
  const match = matchRoute(path);
  return match ? { alternates: alternatesFor(match), noindex: match.route.noindex } : null;
}

/** A detail URL whose id exists nowhere: rendered once per language as the "not found" page. */
export function missingDetailPath(lng: Lng, kind: 'property' | 'project'): string {
  return kind === 'project'
    ? hrefFor('project', lng, { city: 'x', name: 'x', id: '0' })
    : hrefFor('property-sale', lng, { city: 'x', type: 'x', id: '0' });
}

export type DetailFor = (request: DetailRequest) => Detail | null;

/**
 * The texts' files the browser's i18next asks for before the page hydrates: each namespace in the
 * page's language and in the fallback language, as i18next loads them (options.ts). The page
 * names them for boot.ts to preload instead of carrying the texts in its HTML: about 4.6 KB
 * compressed on every page, which a list page needs to fit its first round trip, and which a
 * visitor's browser then keeps between pages.
 */
function textFiles(lng: Lng, namespaces: string[]): string[] {
  const languages = lng === defaultLanguage ? [lng] : [lng, defaultLanguage];
  return languages.flatMap((language) => namespaces.map((ns) => localeUrl(language, ns, buildId)));
}

/**
 * i18next-http-backend's chunk (deferredHttpBackend.ts), which reads those files: preloaded with
 * them, not asked for only once the app runs. The build stops if its manifest has no such chunk.
 */
const TEXTS_BACKEND_CHUNK = 'node_modules/i18next-http-backend/esm/index.js';

function pick(resources: Resource, lng: Lng, namespaces: string[]): Resource {
  const all = resources[lng] ?? {};
  return { [lng]: Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]])) } as Resource;
}

export interface RenderedPage {
  lng: Lng;
  html: string;
  head: string;
  /** The end of the body: the app's data block and the page's structured data (JSON-LD). */
  data: string;
  notFound: boolean;
  /**
   * The lazy chunks the page renders from, as the build's manifest names its modules, and the
   * data files its routes load: the caller names both in the page for boot.ts to preload after
   * the first paint (publisher/pages/pageTemplate.ts, src/lib/pageAssets.ts).
   */
  chunks: string[];
  fetches: string[];
}

/**
 * A detail page's first photo is its largest paint: the browser may fetch it as soon as it
 * reads the head instead of when the parser reaches the gallery.
 */
const preloadPhoto = (name: string) =>
  `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${srcSet(name, GALLERY_WIDTHS, 'webp')}" imagesizes="${STAGE_SIZES}">`;

/** The portal's largest paint: the photo of the property shown, or of the first in the list. */
function portalPhoto(portal: PortalPreload | null, catalogue: Catalogue): string | null {
  if (!portal) return null;
  const id = portal.id === null ? portal.properties[0]?.id : portal.report ? portal.id : undefined;
  return catalogue.properties.find((listing) => listing.ID === id)?.SmallPictureItem.Name ?? null;
}

const preloadCardPhoto = (name: string) =>
  `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${srcSet(name, CARD_WIDTHS, 'webp')}" imagesizes="${CARD_SIZES}">`;

/** The home page's largest paint: the banner's first picture, when it is a picture. */
function homeBannerPreload(): string {
  const { kind, images } = site.banner;
  const first = images[0];
  return (kind === 'image' || kind === 'gallery') && first ? bannerPreloads(first) : '';
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one URL with the given language's texts (the namespaces the page needs) and
 * catalogue, and for a detail page its detail file. The page names the same files for boot.ts
 * to preload after its first paint; the app waits for them before hydrating. The server renders a
 * logged-in owner's portal the same way, with that owner's data (`portal`) put in the page.
 */
export interface PageSources {
  resourcesFor: (lng: Lng) => Resource;
  catalogueFor: (lng: Lng) => Catalogue;
  detailFor?: DetailFor;
  /** The editorial content (services, news, team, testimonials, legal texts). */
  contentFor?: (lng: Lng) => SiteContent | null;
}

export async function render(
  url: string,
  sources: PageSources,
  portal: PortalPreload | null = null,
): Promise<RenderedPage> {
  const { resourcesFor, ...files } = sources;
  const address = new URL(url, 'http://prerender.local');
  const lng = languageOfPath(address.pathname) ?? defaultLanguage;
  await loadCookieDialog();
  const store = makeStore({ consent: consentAtStart(!isQuietPath(address.pathname)) });
  // The routes' loaders put the build's files in the store and their lazy chunks are loaded:
  // the page renders at once (a suspended boundary would need an inline script, which the
  // Content-Security-Policy forbids).
  const data = builtData(store, files);
  const handler = createStaticHandler(createRoutes(routes, data));
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error(`${url} answers a redirect, not a page`);
  const error = Object.values(context.errors ?? {})[0];
  const missing = error === undefined ? null : notFoundKindOf(error);
  if (error !== undefined && missing === null) throw error as Error;

  const leaf = context.matches.findLast((m) => isPageHandle(m.route.handle));
  const handle = leaf && isPageHandle(leaf.route.handle) ? leaf.route.handle : null;
  const match: RouteMatch | null = handle && leaf ? { route: handle.route, lng, params: leaf.params as Params } : null;
  const namespaces = [...new Set(['common', ...(handle?.namespaces ?? [])])];
  const resources = pick(resourcesFor(lng), lng, namespaces);
  const i18n = createStaticI18n(lng, resources);

  const state = store.getState();
  const catalogue = selectCatalogue(state, lng);
  const subject = missing ? null : detailSubjectOf(match, catalogue);
  const request = subject ? detailRequestOf(match) : null;
  const detail = request ? (selectDetailEntry(state, request)?.data ?? null) : null;
  const content = selectContentEntry(state, lng)?.data ?? null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Root store={store} i18n={i18n} prerendered>
        <PortalPreloadProvider holder={preloadHolder(portal)}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </PortalPreloadProvider>
      </Root>
    </StrictMode>,
    // React outlines a large Suspense boundary (a detail page) into a segment completed by an
    // inline script, which the Content-Security-Policy blocks. A static page has no reason to
    // stream in pieces: keep every boundary inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A 404's head is the not-found one (a listing's "not found" from its route); a page's is
  // the one its route declares, as the browser's frame computes it.
  const head =
    missing || !match || !handle
      ? headFor(missing === 'page' ? null : match, lng, i18n.t, null)
      : handle.head(match, {
          t: i18n.t,
          catalogue,
          content,
          alternates: detail?.Alternates ?? null,
          search: address.search,
        });
  // The page's schema.org descriptions, at the end of its body with its data: search engines read
  // them from the HTML, and they do not hold back the first paint.
  const structured = missing
    ? null
    : structuredDataFor(match, { t: i18n.t, catalogue, content, detail: subject ? detail : null });
  const photo = catalogue ? portalPhoto(portal, catalogue) : null;
  const html = await streamToString(prelude);
  const named =
    (detail?.Pictures[0] ? preloadPhoto(detail.Pictures[0].Name) : '') +
    (photo ? preloadCardPhoto(photo) : '') +
    (match?.route.page === 'home' ? homeBannerPreload() : '');
  return {
    lng,
    html,
    // Any other page whose markup marks a picture as its largest paint (a list's first card).
    head: renderHead(head) + (named || priorityPicturePreload(html)),
    data: serializeAppData({ lng, ...(portal ? { portal } : {}) }) + structuredDataElement(structured),
    notFound: context.statusCode === 404,
    // The browser's router loads a matched route's chunk before it hydrates, a 404 of that route too.
    chunks: [...(handle?.chunks ?? []), TEXTS_BACKEND_CHUNK],
    fetches: [...data.files(), ...textFiles(lng, namespaces)],
  };
}
