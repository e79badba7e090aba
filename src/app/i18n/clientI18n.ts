import { createInstance, type i18n as I18n } from 'i18next';
import type { Lng } from '../../config/languages.ts';
import { buildId } from '../../config/env.ts';
import { baseOptions } from './options.ts';
import { detection } from './languageDetection.ts';
import { localesBackend } from './localesBackend.ts';
import { DeferredHttpBackend } from './deferredHttpBackend.ts';
import { DeferredLanguageDetector } from './deferredLanguageDetector.ts';

/**
 * The browser's instance. A prerendered page gives its language, and names its texts' files for
 * boot.ts to preload (entry-server.tsx): i18next-http-backend then finds them already on their
 * way, and the app hydrates once they are in (main.tsx), so the first render matches the HTML.
 * Without a language (the dev server) the detector decides, the URL's path first (its chunk
 * comes first: deferredLanguageDetector.ts). Other languages and namespaces come from /locales
 * when the visitor switches or opens a page that needs them. The backend's own chunk comes with
 * the first file (deferredHttpBackend.ts).
 */
export function createClientI18n(lng: Lng | null): I18n {
  const instance = createInstance();
  void instance
    .use(DeferredHttpBackend)
    .use(DeferredLanguageDetector)
    .init({
      ...baseOptions,
      backend: localesBackend(buildId),
      detection,
      ...(lng ? { lng } : {}),
    });
  return instance;
}
