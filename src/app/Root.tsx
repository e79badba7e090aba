import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nProvider } from '../components/i18n.tsx';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from './store.ts';

/** The providers every render needs: browser, prerenderer and tests alike. */
export function Root({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </Provider>
  );
}
