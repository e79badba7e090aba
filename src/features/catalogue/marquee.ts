import { HIDDEN_MARQUEES } from './constants.ts';
import type { ListingCard } from './types.ts';

/** The label on a listing's photo (new, sold, rented, for takeover), or null when none shows. */
export function marqueeLabel(listing: Pick<ListingCard, 'Marquee' | 'MarqueeName'>): string | null {
  if (HIDDEN_MARQUEES.includes(listing.Marquee)) return null;
  const name = listing.MarqueeName.trim();
  return name === '' ? null : name;
}
