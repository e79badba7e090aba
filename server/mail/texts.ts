/**
 * The texts of the e-mails, from the same catalogues as the site (locales/{lng}/mail.json
 * and the form labels of forms.json), so a mail speaks the visitor's language with the
 * words the form showed them.
 */
import { createInstance, type TFunction } from 'i18next';
import type { Lng } from '../../src/config/languages.ts';
import nlForms from '../../locales/nl/forms.json';
import frForms from '../../locales/fr/forms.json';
import enForms from '../../locales/en/forms.json';
import deForms from '../../locales/de/forms.json';
import nlMail from '../../locales/nl/mail.json';
import frMail from '../../locales/fr/mail.json';
import enMail from '../../locales/en/mail.json';
import deMail from '../../locales/de/mail.json';

const resources = {
  nl: { forms: nlForms, mail: nlMail },
  fr: { forms: frForms, mail: frMail },
  en: { forms: enForms, mail: enMail },
  de: { forms: deForms, mail: deMail },
};

const i18n = createInstance();
void i18n.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: ['mail', 'forms'],
  defaultNS: 'mail',
  // Mail bodies escape values themselves (text and HTML need different escaping).
  interpolation: { escapeValue: false },
  returnEmptyString: true,
  initAsync: false,
});

const fixed = new Map<Lng, TFunction>();

export function mailT(lng: Lng): TFunction {
  let t = fixed.get(lng);
  if (!t) {
    t = i18n.getFixedT(lng);
    fixed.set(lng, t);
  }
  return t;
}
