import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './components/router/index.ts';
import { App } from './app/App.tsx';
import { Root } from './app/Root.tsx';
import { makeStore } from './app/store.ts';
import { readAppData } from './app/appData.ts';
import { createClientI18n } from './app/i18n/clientI18n.ts';
import { languageOfPath, matchRoute } from './app/routes/routeTable.ts';
import { loadCatalogue } from './features/catalogue/catalogueSlice.ts';
import { loadDetail } from './features/detail/detailSlice.ts';
import { detailRequestOf, detailSubjectOf, isDetailRoute } from './features/detail/subject.ts';
import { loadDetailPage } from './app/pages/detailPageLoader.tsx';
import { formsOfPage } from './app/pages/formPages.ts';
import { needsContent } from './app/pages/contentPages.ts';
import { loadContentViews } from './app/pages/contentSlots.tsx';
import { isToolPage, loadToolViews } from './app/pages/toolSlots.tsx';
import { isCostsPage, loadCostsPage } from './app/pages/costSlots.tsx';
import { loadContent } from './features/content/contentSlice.ts';
import { loadFormView } from './features/forms/FormSlot.tsx';
import { loadOwnerPage } from './features/owner/OwnerSlot.tsx';
import { ownerPageOf } from './app/pages/OwnerPage.tsx';
import { mayBeLoggedIn, portalId, startPortalData } from './features/owner/ownerApi.ts';
import { selectCatalogue } from './features/catalogue/selectors.ts';
import { PortalPreloadProvider, preloadHolder } from './features/owner/portalPreload.tsx';
import { consentEffects, isQuietPath } from './app/consentEffects.ts';
import { favouritesDeps } from './app/favouritesDeps.ts';
import { consentAtStart } from './features/consent/consentSlice.ts';
import { loadCookieDialog } from './features/consent/CookieDialogSlot.tsx';
import { yieldToMain } from './lib/yieldToMain.ts';

// The modules above took a task to evaluate: the start-up work below begins in the next one.
await yieldToMain();
const data = readAppData(document);
// A logged-in owner's portal comes rendered by the server with its data in the page.
const portal = preloadHolder(data?.portal ?? null);

// The owner pages: their data (the portal's content) and their code are asked for at once,
// in parallel with the catalogue, not after it.
const match = matchRoute(window.location.pathname);
const ownerPage = ownerPageOf(match);
if (ownerPage === 'portal' && !data?.portal && mayBeLoggedIn()) startPortalData(portalId(window.location.search));
const ownerChunk = ownerPage ? loadOwnerPage(ownerPage) : null;
// The cookie dialog, when boot.ts showed the prerendered one: hydrated with its code there.
const dialogChunk = document.documentElement.dataset.consent === 'ask' ? loadCookieDialog() : null;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const lng = languageOfPath(window.location.pathname) ?? data?.lng ?? null;
// Each of the next steps costs a phone tens of milliseconds: one task each, not one for all.
await yieldToMain();
const i18n = createClientI18n(lng, data?.resources ?? null);
await yieldToMain();
const store = makeStore(
  { consent: consentAtStart(!isQuietPath(window.location.pathname)) },
  { consent: consentEffects(), favourites: favouritesDeps() },
);

const app = (
  <StrictMode>
    <Root store={store} i18n={i18n}>
      <BrowserRouter>
        <PortalPreloadProvider holder={portal}>
          <App />
        </PortalPreloadProvider>
      </BrowserRouter>
    </Root>
  </StrictMode>
);

// The page was prerendered with its language's catalogue; the same file (preloaded by the
// page's head) must be in the store before hydrating, or the lists would not match.
if (lng) await store.dispatch(loadCatalogue(lng));
// A detail page was rendered with its detail file too (also preloaded): same rule.
if (isDetailRoute(match)) {
  const request = lng && detailSubjectOf(match, selectCatalogue(store.getState(), lng)) ? detailRequestOf(match) : null;
  await Promise.all([loadDetailPage(), request ? store.dispatch(loadDetail(request)) : null]);
}
// A page with a form in its HTML hydrates with the form's code already there: same rule.
// A page with editorial content, with the language's content file (preloaded by its head).
await Promise.all([
  formsOfPage(match).length > 0 ? loadFormView() : null,
  lng && needsContent(match) ? store.dispatch(loadContent(lng)) : null,
  needsContent(match) ? loadContentViews() : null,
  isToolPage(match) ? loadToolViews() : null,
  isCostsPage(match) ? loadCostsPage() : null,
]);
// The login and the portal: their chunk too; and the cookie dialog's.
await Promise.all([ownerChunk, dialogChunk]);

if (data && container.hasChildNodes()) {
  // In a transition, hydration is time-sliced: React yields every few milliseconds instead
  // of blocking the main thread for the whole page (the prerendered HTML is already visible).
  startTransition(() => {
    hydrateRoot(container, app, {
      // Surfaces hydration mismatches in the console, where the browser tests look for them.
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  });
} else {
  // The dev server serves index.html without prerendered content: wait for the texts.
  const start = () => createRoot(container).render(app);
  if (i18n.isInitialized) start();
  else i18n.on('initialized', start);
}
