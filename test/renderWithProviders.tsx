import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Root } from '../src/app/Root.tsx';
import { makeStore, type AppStore, type RootState } from '../src/state/store.ts';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { languageOfPath } from '../src/domain/routes/routeTable.ts';
import type { Lng } from '../src/config/languages.ts';
import { testI18n } from './i18n.ts';

interface Options {
  route?: string;
  lng?: Lng;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Reports the router's location to the test, which reads it through `router.location()`. */
function LocationProbe({ report }: { report: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    report(location);
  }, [location, report]);
  return null;
}

/** Renders with a fresh store, an in-memory router at `route` and the real catalogues. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const route = options.route ?? '/nl/';
  const store = options.store ?? makeStore(options.preloadedState);
  const i18n = testI18n(options.lng ?? languageOfPath(route) ?? 'nl');
  const location: { current: Location | null } = { current: null };
  const result = render(
    <Root store={store} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe
          report={(current) => {
            location.current = current;
          }}
        />
      </MemoryRouter>
    </Root>,
  );
  const router = {
    location: (): Location => {
      if (!location.current) throw new Error('The router has not rendered');
      return location.current;
    },
  };
  return { ...result, store, i18n, router };
}
