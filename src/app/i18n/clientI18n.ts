import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { Lng } from '../../config/languages.ts';
import { buildId } from '../../config/env.ts';
import { baseOptions } from './options.ts';
import { languageDetector } from './languageDetector.ts';
import { fetchBackend } from './fetchBackend.ts';

/**
 * The browser's instance. The prerendered page inlines its own language's texts, so the
 * first render is synchronous and matches the server HTML; other languages come from
 * /locales (fetchBackend.ts) when the visitor switches. When the URL carries a
 * language it wins; only a URL without one (the bare "/") falls back to the detector.
 */
export function createClientI18n(lng: Lng | null, resources: Resource | null): I18n {
  const instance = createInstance();
  void instance
    .use(fetchBackend(buildId))
    .use(languageDetector())
    .init({
      ...baseOptions,
      ...(lng ? { lng } : {}),
      ...(resources ? { resources, partialBundledLanguages: true } : {}),
      initAsync: !resources,
    });
  return instance;
}
