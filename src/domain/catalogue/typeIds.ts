import type { ListingCard } from './types.ts';

/** A listing's types: its WebID and the related ones in WebIDs. */
export function typeIdsOf(listing: ListingCard): number[] {
  const ids = listing.WebIDs.split(',').map(Number);
  return ids.includes(listing.WebID) ? ids : [listing.WebID, ...ids];
}
