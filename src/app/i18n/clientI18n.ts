import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { Lng } from '../../config/languages.ts';
import { buildId } from '../../config/env.ts';
import { baseOptions } from './options.ts';
import { detection } from './languageDetection.ts';
import { localesBackend } from './localesBackend.ts';
import { DeferredHttpBackend } from './deferredHttpBackend.ts';
import { DeferredLanguageDetector } from './deferredLanguageDetector.ts';

/**
 * The browser's instance. The prerendered page inlines its own language's texts, so the
 * first render is synchronous and matches the server HTML: that language is the page's (even
 * on a not-found page whose path names none). Without inlined texts (the dev server) the
 * detector decides, the URL's path first (its chunk comes first: deferredLanguageDetector.ts). Other languages and namespaces come from /locales
 * when the visitor switches or opens a page that needs them, through i18next-http-backend, whose
 * chunk comes with the first of them (deferredHttpBackend.ts).
 */
export function createClientI18n(lng: Lng | null, resources: Resource | null): I18n {
  const instance = createInstance();
  void instance
    .use(DeferredHttpBackend)
    .use(DeferredLanguageDetector)
    .init({
      ...baseOptions,
      backend: localesBackend(buildId),
      detection,
      ...(resources ? { resources, partialBundledLanguages: true, ...(lng ? { lng } : {}) } : {}),
      initAsync: !resources,
    });
  return instance;
}
