import nlForms from '../../locales/nl/forms.json';
import frForms from '../../locales/fr/forms.json';
import enForms from '../../locales/en/forms.json';
import deForms from '../../locales/de/forms.json';

const CATALOGUES = { nl: nlForms, fr: frForms, en: enForms, de: deForms } as const;

/** A text of locales/{lng}/forms.json; a missing key fails the test rather than match a key shown as text. */
export function formsText(lng: keyof typeof CATALOGUES, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], CATALOGUES[lng]);
  if (typeof value !== 'string') throw new Error(`locales/${lng}/forms.json has no text at ${key}`);
  return value;
}
