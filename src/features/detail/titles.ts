import type { TFunction } from 'i18next';
import type { ListingCard } from '../../domain/catalogue/types.ts';

/** "House for sale in Namur": the listing's name on its page, in its tab and when shared. */
export function listingTitle(listing: Pick<ListingCard, 'Goal' | 'MainTypeName' | 'City'>, t: TFunction): string {
  return t(listing.Goal === 0 ? 'detailHead.sale' : 'detailHead.rent', {
    type: listing.MainTypeName,
    city: listing.City,
  });
}
