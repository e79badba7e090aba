import type { DetectorOptions } from 'i18next-browser-languagedetector';

/** Spec section 7: the cache key, in local storage and a cookie (the server reads the cookie at "/"). */
export const LANGUAGE_KEY = 'i18nextLng';

/**
 * The options of i18next-browser-languagedetector. The path's first segment comes first (every
 * page's URL starts with its language); then the spec's order: query string (`lng`), cookie,
 * local storage, session storage, the browser's languages, the html tag. A chosen language is
 * remembered for a year in local storage and in a cookie the server reads at "/".
 */
export const detection: DetectorOptions = {
  order: ['path', 'querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupFromPathIndex: 0,
  lookupQuerystring: 'lng',
  lookupCookie: LANGUAGE_KEY,
  lookupLocalStorage: LANGUAGE_KEY,
  lookupSessionStorage: LANGUAGE_KEY,
  caches: ['localStorage', 'cookie'],
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' },
};
