/**
 * A fact's value as the table shows it. Money and numbers are written the site's one way
 * (lib/price.ts), so the prerender and the browser agree; the units come from the catalogue.
 */
import type { TFunction } from 'i18next';
import { labelDisplay } from '../../lib/epc.ts';
import { formatNumber, formatPrice } from '../../lib/price.ts';
import { priceText } from '../../components/PriceText.tsx';
import type { Compared, FactId, FactValue } from './compareFacts.ts';

/** The text of a known value; null for "unknown" and "none", which the cell shows as a dash. */
export function formatFact(
  id: FactId,
  value: FactValue,
  { listing }: Compared,
  t: TFunction,
  options: { showRegion: boolean },
): string | null {
  switch (value.kind) {
    case 'unknown':
    case 'none':
      return null;
    case 'onDemand':
      return t('catalogue.price.onDemand');
    case 'epc': {
      const label = labelDisplay(value.label);
      return options.showRegion
        ? t('tools:compare.value.epc', { label, region: t(`tools:compare.region.${value.region}`) })
        : label;
    }
    case 'year':
      return value.renovated
        ? t('tools:compare.value.renovated', { built: value.built, renovated: value.renovated })
        : String(value.built);
    case 'number':
      return formatNumberFact(id, value.value, listing.Goal === 1, listing, t);
  }
}

function formatNumberFact(
  id: FactId,
  value: number,
  rent: boolean,
  listing: Compared['listing'],
  t: TFunction,
): string {
  switch (id) {
    case 'price': {
      // The card's own words ("From € 189.000", "€ 790 / month"); a rent always says per month.
      const text = priceText(listing, t);
      return rent && !listing.PriceUnitText.trim() ? `${text} ${t('catalogue.price.perMonth')}` : text;
    }
    case 'pricePerM2':
      return t(rent ? 'tools:compare.value.perM2Month' : 'tools:compare.value.perM2', { amount: formatPrice(value) });
    case 'surfaceLiving':
    case 'surfaceGround':
      return t('tools:compare.value.m2', { value: formatNumber(value) });
    case 'epcValue':
      return t('tools:compare.value.kwh', { value: formatNumber(value) });
    case 'purchaseCosts':
      return formatPrice(value);
    case 'charges':
      return t('tools:compare.value.perMonth', { amount: formatPrice(value) });
    default:
      return formatNumber(value);
  }
}
