import type { LanguageDetectorModule } from 'i18next';
import { browserStorage } from '../../lib/browserStorage.ts';

/** Spec section 7: the cache key, in local storage and a cookie (the server reads the cookie at "/"). */
export const LANGUAGE_KEY = 'i18nextLng';
const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Where a language may be found, in the spec's order; tests pass their own. */
export interface LanguageSources {
  search: string;
  cookie: string;
  localStorage: Pick<Storage, 'getItem'> | null;
  sessionStorage: Pick<Storage, 'getItem'> | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
}

function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function stored(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The candidates, best first: query string (`lng`), cookie, local storage, session storage,
 * the browser's languages, the html tag. i18next takes the first it supports.
 */
export function detectLanguages(sources: LanguageSources): string[] {
  const found = [
    new URLSearchParams(sources.search).get('lng'),
    cookieValue(sources.cookie, LANGUAGE_KEY),
    stored(sources.localStorage),
    stored(sources.sessionStorage),
    ...sources.navigatorLanguages,
    sources.htmlLang,
  ];
  return found.filter((lng): lng is string => typeof lng === 'string' && lng !== '');
}

/**
 * i18next's language detector, in 60 lines where the general-purpose package cost every page
 * 2 KiB of its JavaScript budget for sources this site does not use.
 */
export function languageDetector(): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () =>
      detectLanguages({
        search: window.location.search,
        cookie: document.cookie,
        localStorage: browserStorage('localStorage'),
        sessionStorage: browserStorage('sessionStorage'),
        navigatorLanguages: navigator.languages ?? [navigator.language],
        htmlLang: document.documentElement.getAttribute('lang'),
      }),
    cacheUserLanguage: (lng) => {
      try {
        browserStorage('localStorage')?.setItem(LANGUAGE_KEY, lng);
      } catch {
        // Full or forbidden storage: the cookie still remembers.
      }
      document.cookie = `${LANGUAGE_KEY}=${encodeURIComponent(lng)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
    },
  };
}
