import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from '../state/store.ts';
import { HydrationProvider } from '../components/Hydration.tsx';
import { SlotsProvider } from '../components/slots.tsx';
import { SITE_SLOTS } from './featureSlots.tsx';

/**
 * The providers every render needs: browser, prerenderer and tests alike. The i18next instance
 * goes through react-i18next's provider, not its global (initReactI18next): the prerenderer
 * renders pages of several languages in one process, one instance each. `prerendered`: the
 * prerenderer's render and the browser's hydration of it (useHydrated is false until then).
 */
export function Root({
  store,
  i18n,
  prerendered = false,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  prerendered?: boolean;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <HydrationProvider hydrating={prerendered}>
          <SlotsProvider slots={SITE_SLOTS}>{children}</SlotsProvider>
        </HydrationProvider>
      </I18nextProvider>
    </Provider>
  );
}
