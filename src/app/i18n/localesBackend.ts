import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * The options of i18next-http-backend: the build's copy of locales/{lng}/{ns}.json, with the
 * build's id in the query so a browser never mixes texts of two builds (the server may cache
 * them for good). Retries are i18next's own (maxRetries, retryTimeout in options.ts): the
 * backend asks for one after a network failure or a server error, never after a 404.
 */
export function localesBackend(buildId: string): HttpBackendOptions {
  return {
    loadPath: '/locales/{{lng}}/{{ns}}.json',
    queryStringParams: { v: buildId },
  };
}
