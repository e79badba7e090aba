/**
 * Prerender entry, built by Vite in SSR mode and called by scripts/prerender.ts for every
 * public route in every enabled language.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from './components/router/index.ts';
import type { Resource } from 'i18next';
import { App } from './app/App.tsx';
import { Root } from './app/Root.tsx';
import { makeStore } from './app/store.ts';
import { createStaticI18n } from './app/i18n/createI18n.ts';
import { headFor, renderHead } from './app/head/headFor.ts';
import { alternatesFor, hrefFor, languageOfPath, matchRoute, publicPaths } from './app/routes/routeTable.ts';
import { serializeAppData } from './app/appData.ts';
import { readyCatalogue } from './features/catalogue/catalogueSlice.ts';
import { catalogueUrl } from './features/catalogue/catalogueUrl.ts';
import type { Catalogue } from './features/catalogue/types.ts';
import { readyDetail, type DetailRequest } from './features/detail/detailSlice.ts';
import { detailRequestOf, detailSubjectOf, isDetailRoute } from './features/detail/subject.ts';
import { detailHeadOf } from './features/detail/detailHead.ts';
import { detailUrlPath } from './features/detail/dataPaths.ts';
import type { ProjectDetail, PropertyDetail } from './features/detail/types.ts';
import { buildId } from './config/env.ts';
import { formsOfPage } from './app/pages/formPages.ts';
import { loadFormView } from './features/forms/FormSlot.tsx';
import { loadOwnerPage, type OwnerPageName } from './features/owner/OwnerSlot.tsx';
import { ownerPageOf } from './app/pages/OwnerPage.tsx';
import { loadDetailPage } from './app/pages/detailPageLoader.tsx';
import { srcSet } from './components/Picture.tsx';
import { CARD_SIZES, CARD_WIDTHS } from './features/catalogue/CardMedia.tsx';
import { GALLERY_WIDTHS, STAGE_SIZES } from './features/detail/galleryWidths.ts';
import { defaultLanguage, enabledLanguages } from './config/site.ts';
import type { Lng } from './config/languages.ts';
import { consentAtStart } from './features/consent/consentSlice.ts';
import { loadCookieDialog } from './features/consent/CookieDialogSlot.tsx';
import { loadContentViews } from './app/pages/contentSlots.tsx';
import { isToolPage, loadToolViews } from './app/pages/toolSlots.tsx';
import { isCostsPage, loadCostsPage } from './app/pages/costSlots.tsx';
import { isQuietPath } from './app/consentEffects.ts';
import { contentUrl, readyContent } from './features/content/contentSlice.ts';
import type { SiteContent } from './features/content/types.ts';
import {
  contentHeadOf,
  contentItemOf,
  contentPagePaths,
  isContentItem,
  needsContent,
} from './app/pages/contentPages.ts';
import { PortalPreloadProvider, preloadHolder, type PortalPreload } from './features/owner/portalPreload.tsx';

export { publicPaths, enabledLanguages, catalogueUrl };

/** The pages of the content items (articles, news, testimonials) in every language, with their alternates. */
export function contentPages(contentFor: (lng: Lng) => SiteContent) {
  return contentPagePaths(contentFor, enabledLanguages);
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

export type DetailFor = (request: DetailRequest) => PropertyDetail | ProjectDetail | null;

/**
 * Namespaces every page inlines; detail pages, pages with a form and the owner pages add their
 * own. The portal has no form: the login it may lead to loads the forms texts when it opens.
 */
function namespacesFor(
  isDetail: boolean,
  hasForm: boolean,
  ownerPage: OwnerPageName | null,
  isTool: boolean,
  isCosts: boolean,
): string[] {
  return [
    'common',
    ...(isTool ? ['tools'] : []),
    ...(isCosts ? ['costs'] : []),
    ...(isDetail ? ['detail'] : []),
    ...(hasForm || ownerPage === 'login' ? ['forms'] : []),
    ...(ownerPage ? ['owner'] : []),
  ];
}

function pick(resources: Resource, lng: Lng, namespaces: string[]): Resource {
  const all = resources[lng] ?? {};
  return { [lng]: Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]])) } as Resource;
}

export interface RenderedPage {
  lng: Lng;
  html: string;
  head: string;
  data: string;
  notFound: boolean;
}

const preload = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;

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

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one URL with the given language's texts (the namespaces the page needs) and
 * catalogue, and for a detail page its detail file. The page asks the browser to fetch the
 * same files early (preload), which the app waits for before hydrating. The server renders a
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
  const { resourcesFor, catalogueFor, detailFor = () => null, contentFor = () => null } = sources;
  const pathname = new URL(url, 'http://prerender.local').pathname;
  const match = matchRoute(pathname);
  if (isDetailRoute(match)) await loadDetailPage();
  const hasForm = formsOfPage(match).length > 0;
  if (hasForm) await loadFormView();
  const ownerPage = ownerPageOf(match);
  if (ownerPage) await loadOwnerPage(ownerPage);
  await loadCookieDialog();
  if (needsContent(match)) await loadContentViews();
  if (isToolPage(match)) await loadToolViews();
  const isCosts = isCostsPage(match);
  if (isCosts) await loadCostsPage();
  const lng = match?.lng ?? languageOfPath(pathname) ?? defaultLanguage;
  const isDetail = isDetailRoute(match);
  const resources = pick(
    resourcesFor(lng),
    lng,
    namespacesFor(isDetail, hasForm, ownerPage, isToolPage(match), isCosts),
  );
  const i18n = createStaticI18n(lng, resources);
  const catalogue = catalogueFor(lng);
  const subject = detailSubjectOf(match, catalogue);
  const request = subject ? detailRequestOf(match) : null;
  const detail = request ? detailFor(request) : null;
  if (request && !detail) throw new Error(`No detail file for ${request.kind} ${request.id} (${lng})`);
  const content = needsContent(match) ? contentFor(lng) : null;
  const store = makeStore({
    catalogue: readyCatalogue(lng, catalogue),
    consent: consentAtStart(!isQuietPath(pathname)),
    ...(content ? { content: readyContent(lng, content) } : {}),
    ...(request && detail ? { detail: readyDetail(request, detail) } : {}),
  });
  const photo = portalPhoto(portal, catalogue);
  const contentItem = contentItemOf(match, content);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Root store={store} i18n={i18n}>
        <MemoryRouter location={url}>
          <PortalPreloadProvider holder={preloadHolder(portal)}>
            <App />
          </PortalPreloadProvider>
        </MemoryRouter>
      </Root>
    </StrictMode>,
    // React outlines a large Suspense boundary (a detail page) into a segment completed by an
    // inline script, which the Content-Security-Policy blocks. A static page has no reason to
    // stream in pieces: keep every boundary inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    lng,
    html: await streamToString(prelude),
    head:
      renderHead(
        headFor(
          match,
          lng,
          i18n.t,
          isDetail
            ? subject
              ? detailHeadOf(subject, i18n.t, detail?.Alternates ?? null)
              : null
            : contentItem && match && content
              ? contentHeadOf(match, content, contentItem)
              : undefined,
        ),
      ) +
      preload(catalogueUrl(lng)) +
      (request ? preload(detailUrlPath(lng, request.kind, request.id, buildId)) : '') +
      (content ? preload(contentUrl(lng)) : '') +
      (detail?.Pictures[0] ? preloadPhoto(detail.Pictures[0].Name) : '') +
      (photo ? preloadCardPhoto(photo) : ''),
    data: serializeAppData({ lng, resources, ...(portal ? { portal } : {}) }),
    notFound: !match || (isDetail && !subject) || (isContentItem(match) && !contentItem),
  };
}
