import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { buildId } from '../config/env.ts';
import { localesBackend } from '../app/i18n/localesBackend.ts';
import { STAFF_LANGUAGES, type StaffLng } from '../domain/forms/staff.ts';

/**
 * The back office works in every catalogue's language, German too (the public site may leave it
 * off): its texts (`office`) and the form errors (`forms`). The member's stored language wins
 * once signed in (OfficeLayout); before, the browser's, else French.
 */
export const officeOptions: InitOptions = {
  fallbackLng: 'fr',
  supportedLngs: [...STAFF_LANGUAGES],
  load: 'languageOnly',
  ns: ['office', 'forms'],
  defaultNS: 'office',
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  maxRetries: 5,
  retryTimeout: 350,
};

/** The first of the browser's languages the back office has. */
export function browserLanguage(languages: readonly string[]): StaffLng {
  for (const tag of languages) {
    const lng = tag.slice(0, 2).toLowerCase();
    if ((STAFF_LANGUAGES as readonly string[]).includes(lng)) return lng as StaffLng;
  }
  return 'fr';
}

export function createOfficeI18n(lng: StaffLng): I18n {
  const instance = createInstance();
  void instance.use(HttpBackend).init({ ...officeOptions, lng, backend: localesBackend(buildId) });
  return instance;
}
