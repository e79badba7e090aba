import type { InitOptions } from 'i18next';
import { defaultLanguage, enabledLanguages } from '../../config/site.ts';

/** The namespaces of locales/{lng}/. Each feature that adds one lists it here. */
export const NAMESPACES = ['common'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Options shared by the browser, the prerenderer and the tests. */
export const baseOptions: InitOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...enabledLanguages, 'de'],
  load: 'languageOnly',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  // Spec section 7: translation resources load with up to 5 retries, 350 ms first delay, doubling.
  maxRetries: 5,
  retryTimeout: 350,
};
