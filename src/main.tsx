import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Root } from './app/Root.tsx';
import { makeStore } from './state/store.ts';
import { readAppData } from './app/appData.ts';
import { createClientI18n } from './app/i18n/clientI18n.ts';
import { languageOfPath, routes } from './domain/routes/routeTable.ts';
import { createRoutes } from './app/routes/routeObjects.tsx';
import { fetchedData } from './app/routes/pageData.ts';
import { PortalPreloadProvider, preloadHolder } from './features/owner/portalPreload.tsx';
import { consentEffects, isQuietPath } from './app/consentEffects.ts';
import { favouritesDeps } from './app/favouritesDeps.ts';
import { consentAtStart } from './state/consent/consentSlice.ts';
import { initialSettings } from './state/settings/settingsSlice.ts';
import { deviceFlags } from './lib/device.ts';
import { loadCookieDialog } from './features/consent/CookieDialogSlot.tsx';
import { yieldToMain } from './lib/yieldToMain.ts';
import { pageStylesLoaded } from './lib/pageAssets.ts';

// The modules above took a task to evaluate: the start-up work below begins in the next one.
await yieldToMain();
const data = readAppData(document);
// A logged-in owner's portal comes rendered by the server with its data in the page; without
// it, the portal route's loader asks for the data (pages.ts).
const portal = preloadHolder(data?.portal ?? null);
// The cookie dialog, when boot.ts showed the prerendered one: hydrated with its code there.
const dialogChunk = document.documentElement.dataset.consent === 'ask' ? loadCookieDialog() : null;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const lng = languageOfPath(window.location.pathname) ?? data?.lng ?? null;
// Each of the next steps costs a phone tens of milliseconds: one task each, not one for all.
await yieldToMain();
const i18n = createClientI18n(lng);
// Settles once i18next has its first texts or has given up on them (after its retries).
const textsSettled = new Promise<void>((resolve) => {
  if (i18n.isInitialized) resolve();
  else i18n.on('initialized', () => resolve());
});
await yieldToMain();
// The device flags are known before hydrating: nothing renders differently from them at first
// (settingsSlice.ts), and measuring them after hydration would re-render the header in one
// blocking pass (a store change right after hydration is never time-sliced).
const store = makeStore(
  {
    consent: consentAtStart(!isQuietPath(window.location.pathname)),
    settings: { ...initialSettings, ...deviceFlags(window.innerWidth) },
  },
  { consent: consentEffects(), favourites: favouritesDeps() },
);

// The router loads the matched routes' chunks and data at once: the files the prerendered page
// preloaded (catalogue, detail, content), so the store holds what the HTML was rendered from.
const router = createBrowserRouter(createRoutes(routes, fetchedData(store, i18n, portal)));
const initialized = new Promise<void>((resolve) => {
  if (router.state.initialized) resolve();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  }
});
// The page inlines only the CSS its HTML uses: what React renders after hydration needs the rest.
await Promise.all([initialized, dialogChunk, pageStylesLoaded(), textsSettled]);

const hydrating = Boolean(data && container.hasChildNodes());
const app = (
  <StrictMode>
    <Root store={store} i18n={i18n} prerendered={hydrating}>
      <PortalPreloadProvider holder={portal}>
        <RouterProvider router={router} />
      </PortalPreloadProvider>
    </Root>
  </StrictMode>
);

if (data && container.hasChildNodes() && !i18n.hasResourceBundle(i18n.language, 'common')) {
  // The texts could not be had: hydrating would replace the page's words by their keys. The
  // prerendered page stays as it is (its links work); a cookie dialog it cannot close is hidden.
  console.error(`The texts of ${i18n.language} could not be loaded: the page stays as it was served`);
  delete document.documentElement.dataset.consent;
} else if (data && container.hasChildNodes()) {
  // In a transition, hydration is time-sliced: React yields every few milliseconds instead
  // of blocking the main thread for the whole page (the prerendered HTML is already visible).
  startTransition(() => {
    hydrateRoot(container, app, {
      // Surfaces hydration mismatches in the console, where the browser tests look for them.
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  });
} else {
  // The dev server serves index.html without prerendered content (the texts are in: textsSettled).
  createRoot(container).render(app);
}
