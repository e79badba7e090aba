import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from './store.ts';

/**
 * The providers every render needs: browser, prerenderer and tests alike. The i18next instance
 * goes through react-i18next's provider, not its global (initReactI18next): the prerenderer
 * renders pages of several languages in one process, one instance each.
 */
export function Root({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
