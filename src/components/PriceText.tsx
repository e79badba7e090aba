import { useTranslation } from 'react-i18next';
import { formatPrice } from '../lib/price.ts';
import { PRICE_UNIT_STARTING_FROM } from '../domain/catalogue/constants.ts';
import type { ListingCard } from '../domain/catalogue/types.ts';

/** "€ 245.000", "From € 189.000", "€ 850 / month", or "Price on demand". */
export function priceText(
  listing: Pick<ListingCard, 'PublishPrice' | 'Price' | 'PriceUnit' | 'PriceUnitText'>,
  t: (key: string) => string,
): string {
  if (!listing.PublishPrice || listing.Price === null) return t('catalogue.price.onDemand');
  const amount = formatPrice(listing.Price);
  const from = listing.PriceUnit === PRICE_UNIT_STARTING_FROM ? `${t('catalogue.price.from')} ` : '';
  const unit = listing.PriceUnitText.trim() ? ` ${listing.PriceUnitText.trim()}` : '';
  return `${from}${amount}${unit}`;
}

export function PriceText({ listing }: { listing: Parameters<typeof priceText>[0] }) {
  const { t } = useTranslation();
  return <>{priceText(listing, t)}</>;
}
