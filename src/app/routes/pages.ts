/**
 * What each kind of route shows: its page component (a chunk of its own unless it is a page
 * most visits start on), its translation namespaces beyond `common`, the data its loader
 * brings before it renders, and its <head>. routeObjects.tsx turns every route of the table into a
 * react-router route from this list, for the browser and the prerenderer alike.
 */
import type { ComponentType } from 'react';
import type { PageKind } from '../../domain/routes/fixedRoutes.ts';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import type { PageData } from './pageData.ts';
import { HomePage } from '../pages/HomePage.tsx';
import { MenuPage } from '../pages/MenuPage.tsx';
import { ContentPage } from '../pages/ContentPage.tsx';
import { FeedbackPage } from '../pages/FeedbackPage.tsx';
import { detailLoader } from './detailLoader.ts';
import { contentItemLoader, feedbackLoader } from './pageLoaders.ts';
import { contentItemHead, detailPageHead, menuPageHead, type PageHead } from '../head/pageHeads.ts';

export type PageComponent = ComponentType<{ match: RouteMatch }>;

export interface PageView {
  /** The page's component; a lazy import keeps it out of the boot JavaScript of other pages. */
  load: () => Promise<PageComponent>;
  /**
   * The modules `load` imports, as the build's manifest names them: the prerendered page asks
   * for their chunks in its head (modulepreload), so hydration does not wait for them to be
   * found one import after another. The prerender fails on a name the build does not know.
   */
  chunks?: string[];
  namespaces?: string[];
  /** Brings what the page renders from; throws a 404 response when the URL names nothing. */
  loader?: (match: RouteMatch, data: PageData, url: URL) => Promise<void>;
  /** The page's <head>; without it, the route table's (pageHeads.ts tableHead). */
  head?: PageHead;
}

const eager = (page: PageComponent) => () => Promise.resolve(page);

/** The chunks of the forms and of the editorial views, for the pages that show them. */
export const FORM_CHUNKS = ['src/features/forms/FormView.tsx'];
export const CONTENT_CHUNKS = ['src/app/pages/contentViews.ts'];
export const LIST_CHUNKS = ['src/features/catalogue/listViews.ts'];

const detail: PageView = {
  load: () => import('../pages/DetailPage.tsx').then((m) => m.default),
  chunks: ['src/app/pages/DetailPage.tsx'],
  namespaces: ['detail'],
  loader: detailLoader,
  head: detailPageHead,
};
const contentItem: PageView = {
  load: () => import('../pages/ContentItemPage.tsx').then((m) => m.ContentItemPage),
  chunks: ['src/app/pages/ContentItemPage.tsx'],
  loader: contentItemLoader,
  head: contentItemHead,
};
/**
 * The login and the portal are their own chunks (with Formik and yup, which the forms chunk
 * shares; public pages never load them): the page's heading with the owner feature, both
 * loaded before the page renders or hydrates.
 */
const ownerLogin: PageView = {
  load: () =>
    Promise.all([import('../pages/OwnerPage.tsx'), import('../../features/owner/LoginPage.tsx')]).then(([m, page]) =>
      m.ownerPage(page.default),
    ),
  chunks: ['src/app/pages/OwnerPage.tsx', 'src/features/owner/LoginPage.tsx'],
  namespaces: ['forms', 'owner'],
};
const ownerPortal: PageView = {
  load: () =>
    Promise.all([import('../pages/OwnerPage.tsx'), import('../../features/owner/PortalPage.tsx')]).then(([m, page]) =>
      m.ownerPage(page.default),
    ),
  chunks: ['src/app/pages/OwnerPage.tsx', 'src/features/owner/PortalPage.tsx'],
  namespaces: ['owner'],
  // The owner's figures are asked for at once, in parallel with the page's chunk and files
  // (the page then finds the request under way), unless they came with the page: the server
  // renders a logged-in owner's portal with them (portalPreload.tsx). The prerenderer has
  // no holder and asks for nothing. The owner API comes with the portal's chunk, not the boot.
  loader: async (_match, data, url) => {
    const holder = data.portalPreload;
    if (!holder) return;
    const { mayBeLoggedIn, portalId, startPortalData } = await import('../../features/owner/ownerApi.ts');
    const id = portalId(url.search);
    if (!holder.get(id) && mayBeLoggedIn()) startPortalData(id);
  },
};

export const PAGES: Record<PageKind, PageView> = {
  home: { load: eager(HomePage) },
  menu: { load: eager(MenuPage), head: menuPageHead },
  content: { load: eager(ContentPage) },
  testimonials: { load: eager(ContentPage) },
  feedback: { load: eager(FeedbackPage), loader: feedbackLoader, namespaces: ['feedback'] },
  login: ownerLogin,
  'owner-portal': ownerPortal,
  property: detail,
  project: detail,
  'project-unit': detail,
  article: contentItem,
  'news-item': contentItem,
  testimonial: contentItem,
  news: { load: () => import('../pages/NewsPage.tsx').then((m) => m.NewsPage), chunks: ['src/app/pages/NewsPage.tsx'] },
  favourites: {
    load: () => import('../pages/FavouritesPage.tsx').then((m) => m.FavouritesPage),
    chunks: ['src/app/pages/FavouritesPage.tsx'],
    namespaces: ['tools'],
  },
  alerts: {
    load: () => import('../pages/AlertsPage.tsx').then((m) => m.AlertsPage),
    chunks: ['src/app/pages/AlertsPage.tsx'],
    namespaces: ['tools'],
  },
  compare: {
    load: () => import('../pages/ComparePage.tsx').then((m) => m.ComparePage),
    chunks: ['src/app/pages/ComparePage.tsx'],
    namespaces: ['tools'],
  },
  costs: {
    load: () => import('../pages/CostsPage.tsx').then((m) => m.CostsPage),
    chunks: ['src/app/pages/CostsPage.tsx'],
    namespaces: ['costs'],
  },
};
