import { createContext, use, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
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

const loading = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Suspends until a namespace of the current language is loaded. Pages that need texts of
 * their own (the detail pages' "detail" namespace) use it, so other pages never download
 * them; a prerendered page has them inline and does not suspend.
 */
export function useNamespace(ns: string): void {
  const { i18n } = useTranslation();
  if (i18n.hasLoadedNamespace(ns)) return;
  const key = `${i18n.language}:${ns}`;
  const pending = loading.get(i18n) ?? new Map<string, Promise<void>>();
  loading.set(i18n, pending);
  let promise = pending.get(key);
  if (!promise) {
    promise = i18n.loadNamespaces(ns).then(() => undefined);
    pending.set(key, promise);
  }
  use(promise);
}
