/**
 * The back office's entry (admin.html, served at /admin/*): its own build and chunks, so a
 * public page loads none of it (docs/BACKOFFICE.md). Rendered in the browser only: nothing here
 * is prerendered, and no page of it is in a sitemap.
 */
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { createOfficeI18n, browserLanguage } from './i18n.ts';
import { makeOfficeStore } from './store.ts';
import { OFFICE_BASENAME, officeRoutes } from './routes.tsx';

const i18n = createOfficeI18n(browserLanguage(navigator.languages));
// The page's language and the tab's words follow the member's language.
const applyLanguage = (lng: string) => {
  document.documentElement.lang = lng;
};
i18n.on('languageChanged', applyLanguage);
applyLanguage(i18n.language);

const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root element');
// The texts first: a page drawn before them would show their keys.
await new Promise<void>((resolve) => {
  if (i18n.isInitialized) resolve();
  else i18n.on('initialized', () => resolve());
});

// The pages live under /admin/: a bare /admin (typed by hand) is the home page too.
if (window.location.pathname === '/admin') window.history.replaceState(null, '', `/admin/${window.location.search}`);
const router = createBrowserRouter(officeRoutes, { basename: OFFICE_BASENAME });
const store = makeOfficeStore();
// The tab's visibility: a list that refreshes itself (the leads) pauses while the tab is hidden.
setupListeners(store.dispatch);
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
