import type { HttpBackendOptions } from 'i18next-http-backend';

const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/**
 * The options of i18next-http-backend: the build's copy of locales/{lng}/{ns}.json, with the
 * build's id in the query so a browser never mixes texts of two builds (the server may cache
 * them for good). Retries are i18next's own (maxRetries, retryTimeout in options.ts): the
 * backend asks for one after a network failure or a server error, never after a 404.
 */
export function localesBackend(buildId: string): HttpBackendOptions {
  return {
    loadPath: LOAD_PATH,
    queryStringParams: { v: buildId },
  };
}

/**
 * The URL the backend asks for one namespace of one language: a prerendered page names its
 * texts' files with it for boot.ts to preload, so the backend's request finds the answer there
 * (the test of the backend checks that both agree).
 */
export function localeUrl(lng: string, ns: string, buildId: string): string {
  return `${LOAD_PATH.replace('{{lng}}', lng).replace('{{ns}}', ns)}?v=${encodeURIComponent(buildId)}`;
}
