import { truncate, TYPE_DESCRIPTION_LIMIT } from '../../lib/text.ts';
import type { ListingCard } from '../../domain/catalogue/types.ts';

/** What a favourite remembers of a listing: enough to name it once it is no longer online. */
export const favouriteOf = (listing: Pick<ListingCard, 'ID' | 'TypeDescription' | 'Zip' | 'City'>) => ({
  id: listing.ID,
  title: truncate(listing.TypeDescription, TYPE_DESCRIPTION_LIMIT),
  place: `${listing.Zip} ${listing.City}`,
});
