import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Root } from '../src/app/Root.tsx';
import { makeStore, type RootState } from '../src/state/store.ts';
import { languageOfPath, routes, type RouteDef } from '../src/domain/routes/routeTable.ts';
import { createRoutes } from '../src/app/routes/routeObjects.tsx';
import { builtData, type DataSources } from '../src/app/routes/pageData.ts';
import type { Lng } from '../src/config/languages.ts';
import { testI18n } from './i18n.ts';
import { makeCatalogue } from './fixtures/catalogue.ts';

interface Options {
  lng?: Lng;
  table?: readonly RouteDef[];
  sources?: Partial<DataSources>;
  preloadedState?: Partial<RootState>;
  /** Changes the route objects before the router is made (a test's own handle, say). */
  editRoutes?: (routes: RouteObject[]) => RouteObject[];
}

/**
 * Renders the whole app as the browser does, through the route objects (their chunks and
 * loaders) in a memory router at `url`, resolved once the page shows, with the test catalogue unless `sources` says otherwise.
 * Needs the environment test/routerEnvironment.ts (react-router builds its requests with Request).
 */
export async function renderApp(url: string, options: Options = {}) {
  const lng = options.lng ?? languageOfPath(url) ?? 'nl';
  const store = makeStore(options.preloadedState);
  const i18n = testI18n(lng);
  const data = builtData(store, { catalogueFor: () => makeCatalogue(), ...options.sources });
  const made = createRoutes(options.table ?? routes, data);
  const router = createMemoryRouter(options.editRoutes?.(made) ?? made, { initialEntries: [url] });
  const result = render(
    <Root store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </Root>,
  );
  // The router shows the page once its chunk and data are there.
  await screen.findByRole('main');
  return { ...result, store, i18n, router };
}
