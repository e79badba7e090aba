/**
 * A submitted value as a person reads it in a mail: options by their label, dates as
 * 24/11/2026, amounts as € 245.000, yes or no. Passwords never appear.
 */
import type { TFunction } from 'i18next';
import type { FieldSpec } from '../../src/domain/forms/layouts.ts';
import { formatDate } from '../../src/lib/dates.ts';
import { formatPrice } from '../../src/lib/price.ts';

export interface MailContext {
  t: TFunction;
  /** Property type names by WebID, in the mail's language. */
  typeName: (webId: number) => string | undefined;
}

export function slotText(t: TFunction, slot: string): string {
  const [day = '', range = ''] = slot.split(' ');
  const weekday = t(`forms:slots.weekday.${new Date(`${day}T12:00:00Z`).getUTCDay()}`);
  return `${weekday} ${formatDate(day)}, ${t(`forms:options.contactTime.${range}`)}`.trim();
}

export function formatValue(spec: FieldSpec, value: unknown, context: MailContext): string | null {
  const { t } = context;
  if (value === undefined || value === null || value === '') return null;
  switch (spec.control) {
    case 'password':
    case 'file':
      return null;
    case 'checkbox':
      return value === true ? t('mail:yes') : t('mail:no');
    case 'radio':
    case 'select':
      return spec.optionsKey ? t(`forms:options.${spec.optionsKey}.${String(value)}`) : String(value);
    case 'date':
      return formatDate(String(value));
    case 'money':
      return typeof value === 'number' ? formatPrice(value) : null;
    case 'slot':
      return slotText(t, String(value));
    case 'types':
      return Array.isArray(value) ? value.map((id) => context.typeName(Number(id)) ?? String(id)).join(', ') : null;
    case 'zones':
    case 'childAges':
      return Array.isArray(value) && value.length > 0 ? value.map(String).join(', ') : null;
    default:
      return String(value);
  }
}
