import { HIDDEN_MARQUEES, MARQUEE } from './constants.ts';
import type { ListingCard } from './types.ts';

/** The label on a listing's photo (new, sold, rented, for takeover), or null when none shows. */
export function marqueeLabel(listing: Pick<ListingCard, 'Marquee' | 'MarqueeName'>): string | null {
  if (HIDDEN_MARQUEES.includes(listing.Marquee)) return null;
  const name = listing.MarqueeName.trim();
  return name === '' ? null : name;
}

/**
 * Sold or let (marquee 4 or 5): still published, as a realisation, but no longer on the market,
 * so it never counts in "N for sale / N for rent".
 */
export function isSoldOrLet(listing: Pick<ListingCard, 'Marquee'>): boolean {
  return listing.Marquee === MARQUEE.sold || listing.Marquee === MARQUEE.rented;
}
