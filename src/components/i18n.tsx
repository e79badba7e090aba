import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * The React binding for i18next: a provider and a useTranslation hook that re-renders when
 * the language changes or texts arrive. It replaces react-i18next, whose bundle would have
 * cost 17 KB (brotli) of the 110 KB budget for features this site does not use.
 */
const I18nContext = createContext<I18n | null>(null);

const versions = new WeakMap<I18n, number>();

function subscribe(i18n: I18n, onChange: () => void): () => void {
  const bump = () => {
    versions.set(i18n, (versions.get(i18n) ?? 0) + 1);
    onChange();
  };
  i18n.on('languageChanged', bump);
  i18n.on('loaded', bump);
  i18n.on('initialized', bump);
  return () => {
    i18n.off('languageChanged', bump);
    i18n.off('loaded', bump);
    i18n.off('initialized', bump);
  };
}

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('I18nProvider must wrap the app');
  const version = useSyncExternalStore(
    (onChange) => subscribe(i18n, onChange),
    () => `${i18n.language}:${versions.get(i18n) ?? 0}`,
    () => `${i18n.language}:0`,
  );
  // A new t on every change (version is the change signal), so memoised values that use it are recomputed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.t.bind(i18n) as TFunction, [i18n, version]);
  return { t, i18n };
}
