/**
 * The route table as react-router route objects: one route per table entry and enabled
 * language, each declaring its page chunk (`lazy`), its data (`loader`) and, in `handle`, its
 * table entry, translation namespaces and head. The browser router, the prerenderer and the tests
 * build their routers from this one function.
 */
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { Lng } from '../../config/languages.ts';
import { defaultLanguage, enabledLanguages } from '../../config/site.ts';
import { languageOfPath, type Params, type RouteDef } from '../../domain/routes/routeTable.ts';
import { CONTENT_CHUNKS, FORM_CHUNKS, LIST_CHUNKS, PAGES, type PageComponent } from './pages.ts';
import type { PageData } from './pageData.ts';
import { notFound } from './notFound.ts';
import { tableHead } from '../head/pageHeads.ts';
import { usePageMatch, type PageHandle } from './usePageMatch.ts';
import { formsOfPage } from '../../domain/routes/formPages.ts';
import { needsContent } from '../pages/contentPages.ts';
import { loadFormView } from '../../features/forms/FormSlot.tsx';
import { loadContentViews } from '../pages/contentSlots.tsx';
import { loadListViews } from '../../features/catalogue/listSlots.tsx';
import { isListModule } from '../../domain/routes/moduleProps.ts';
import { AppRoot } from '../AppRoot.tsx';
import { PageFrame } from '../PageFrame.tsx';
import { NotFoundFrame } from '../NotFoundFrame.tsx';
import { RootRedirect } from '../RootRedirect.tsx';

const lngOfUrl = (url: string | URL): Lng => languageOfPath(new URL(url).pathname) ?? defaultLanguage;

/** The page's component, given the match it renders. */
function routeComponent(Page: PageComponent): ComponentType {
  return function RoutePage() {
    const match = usePageMatch();
    return match ? <Page match={match} /> : null;
  };
}

/** Data loaders run again when the path changes, not for a new query string (filters, paging). */
const onPathChange = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

function pageRoute(route: RouteDef, lng: Lng, data: PageData): RouteObject {
  const view = PAGES[route.page];
  const bare = { route, lng, params: {} };
  // A page whose prerendered HTML shows a form or editorial content needs that chunk too.
  const hasForm = formsOfPage(bare).length > 0;
  const content = needsContent(bare);
  const hasList = (route.menuEntry?.modules ?? []).some(isListModule);
  const handle: PageHandle = {
    route,
    lng,
    namespaces: [...new Set(['common', ...(hasForm ? ['forms'] : []), ...(view.namespaces ?? [])])],
    chunks: [
      ...(view.chunks ?? []),
      ...(hasForm ? FORM_CHUNKS : []),
      ...(content ? CONTENT_CHUNKS : []),
      ...(hasList ? LIST_CHUNKS : []),
    ],
    head: view.head ?? tableHead,
  };
  return {
    id: `${route.id}@${lng}`,
    path: `/${lng}/${route.segments[lng]}`,
    handle,
    shouldRevalidate: onPathChange,
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      const match = { route, lng, params: params as Params };
      await Promise.all([
        data.texts(lng, handle.namespaces),
        content ? data.content(lng) : null,
        view.loader?.(match, data, new URL(request.url)),
      ]);
      return null;
    },
    lazy: async () => {
      const [Page] = await Promise.all([
        view.load(),
        hasForm ? loadFormView() : null,
        content ? loadContentViews() : null,
        hasList ? loadListViews() : null,
      ]);
      return { Component: routeComponent(Page) };
    },
  };
}

export function createRoutes(table: readonly RouteDef[], data: PageData): RouteObject[] {
  const pages = enabledLanguages.flatMap((lng) => table.map((route) => pageRoute(route, lng, data)));
  return [
    {
      id: 'app',
      Component: AppRoot,
      // The browser hydrates once the first page's chunk and data are there, so nothing is
      // shown in between; a memory router (tests) shows nothing until then either.
      HydrateFallback: () => null,
      children: [
        // The bare "/" has no language: it is sent to the detected one.
        { path: '/', Component: RootRedirect },
        {
          id: 'site',
          Component: PageFrame,
          ErrorBoundary: NotFoundFrame,
          // Every page (the 404 page too) has its language in the store's settings and lists and
          // searches its language's catalogue.
          loader: async ({ request }: LoaderFunctionArgs) => {
            const lng = lngOfUrl(request.url);
            data.language(lng);
            await data.catalogue(lng);
            return null;
          },
          shouldRevalidate: ({ currentUrl, nextUrl }) => lngOfUrl(currentUrl) !== lngOfUrl(nextUrl),
          children: [
            ...pages,
            {
              // Any other URL: its loader answers 404, so the boundary above shows the page.
              path: '*',
              loader: () => {
                throw notFound();
              },
              Component: () => null,
            },
          ],
        },
      ],
    },
  ];
}
