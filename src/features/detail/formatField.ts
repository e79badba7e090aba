/**
 * A detail field's value as the page writes it, with its unit, in the page's language.
 * Pure (the translation function is passed in), so it is tested without rendering.
 */
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/dates.ts';
import { formatNumber, formatPrice } from '../../lib/price.ts';
import { isEmpty } from '../../lib/text.ts';
import { PLANNING_VALUES, type FieldDef } from './fields.ts';

type Value = string | number | boolean | null | undefined;

/** Planning flags are always shown once the section is (null reads "none"); other fields only with a value. */
export function hasValue(field: FieldDef, value: unknown): boolean {
  if (field.format === 'planning') return true;
  if (typeof value === 'string') return !isEmpty(value);
  return value !== null && value !== undefined;
}

export function formatField(field: FieldDef, raw: unknown, t: TFunction): string {
  const value = raw as Value;
  const number = typeof value === 'number' ? value : Number.NaN;
  switch (field.format) {
    case 'count':
    case 'year':
      return typeof value === 'number' ? String(value) : '';
    case 'area':
      return t('detail:unit.area', { value: formatNumber(number, Number.isInteger(number) ? 0 : 1) });
    case 'money':
      return formatPrice(number);
    case 'moneyMonthly':
      return t('detail:unit.monthly', { value: formatPrice(number) });
    case 'energy':
      return t('detail:unit.energy', { value: formatNumber(number) });
    case 'energyTotal':
      return t('detail:unit.energyTotal', { value: formatNumber(number) });
    case 'co2':
      return t('detail:unit.co2', { value: formatNumber(number) });
    case 'date':
      return typeof value === 'string' ? formatDate(value) : '';
    case 'yesNo':
      return t(value ? 'detail:value.yes' : 'detail:value.no');
    case 'planning': {
      const name = value === 0 || value === 1 || value === 2 ? PLANNING_VALUES[value] : 'none';
      return t(`detail:planning.${name}`);
    }
    case 'floor':
      return number === 0 ? t('detail:value.groundFloor') : String(number);
    case 'score':
    case 'text':
      return typeof value === 'string' ? value.trim() : '';
  }
}
