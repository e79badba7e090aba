import type { TFunction } from 'i18next';
import { LANGUAGE_NAMES, type Lng } from '../../config/languages.ts';

/**
 * The agency's clock and customs: Brussels time wherever the member is, and dates written as
 * in Belgium (English as in Britain: day before month).
 */
export const brusselsTime = (at: number, lng: string) =>
  new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : `${lng}-BE`, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(at);

/** "property/120" → "Listing 120", "project/8" → "Project 8". */
export function subjectLabel(subject: string, t: TFunction): string {
  const [type, id] = subject.split('/');
  if (type === 'property') return t('office:leads.listing', { id });
  if (type === 'project') return t('office:leads.project', { id });
  return subject;
}

/** What a member types in the listing filter: "120" is listing 120; "property/120", "project/8" as they are. */
export function subjectOf(typed: string): string {
  const value = typed.trim().toLowerCase();
  return /^\d{1,9}$/.test(value) ? `property/${value}` : value;
}

/** A form field's name as the visitor read it (`forms:fields`), else its key. */
function fieldLabel(key: string, t: TFunction): string {
  if (key === 'lng') return t('office:leads.language');
  return t([`forms:fields.${key}`, `forms:legends.${key}`], { defaultValue: key });
}

/** A sent value in words: yes/no, a fixed option's text (`forms:options`), lists joined. */
function valueText(key: string, value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return t(value ? 'office:leads.yes' : 'office:leads.no');
  if (Array.isArray(value)) return value.map((item) => valueText(key, item, t)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (key === 'lng' && text in LANGUAGE_NAMES) return LANGUAGE_NAMES[text as Lng];
  return t(`forms:options.${key}.${text}`, { defaultValue: text });
}

/**
 * Every value the visitor sent, labelled: a group (a second signer) is read as its legend and
 * its fields ("Second buyer (signer B) – First name").
 */
export function leadValues(
  data: Record<string, unknown>,
  t: TFunction,
): { key: string; label: string; text: string }[] {
  return Object.entries(data).flatMap(([key, value]) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value as Record<string, unknown>).map(([inner, innerValue]) => ({
        key: `${key}.${inner}`,
        label: `${fieldLabel(key, t)} – ${fieldLabel(inner, t)}`,
        text: valueText(inner, innerValue, t),
      }));
    }
    return [{ key, label: fieldLabel(key, t), text: valueText(key, value, t) }];
  });
}
