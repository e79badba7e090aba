/**
 * Whether a listing answers a saved search. Pure: the engine feeds it the catalogue's facts
 * (server/alerts/catalogue.ts) and the demand's criteria as the form stored them.
 *
 * - goal: sale is the catalogue's Goal 0, rent Goal 1;
 * - type: one of the listing's types (its WebID and the related ones in WebIDs, as the site's
 *   own lists count them: a villa that is also listed as a house answers a search for houses);
 * - zone: its postcode, a Luxembourg one written L-1234 as the form takes it;
 * - price: within the bounds the visitor set; a listing without a published price (price on
 *   demand) answers only a search without bounds, since nobody can say it is within them;
 * - bedrooms, bathrooms, garages: at least the figure asked, an unknown figure is not enough;
 * - parking, terrace, garden: present when asked (a garage counts as parking);
 * - never a listing that is sold or let.
 */

export interface AlertCriteria {
  goal: string;
  types: readonly number[];
  zones: readonly string[];
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  parking: boolean;
  terrace: boolean;
  garden: boolean;
}

export interface ListingFacts {
  id: number;
  goal: 0 | 1;
  typeIds: readonly number[];
  /** The postcode as a zone: "6900", or "L-1234" for Luxembourg. */
  zone: string;
  /** null when the price is not published. */
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  parking: boolean;
  terrace: boolean;
  garden: boolean;
  /** Sold or let (marquee): it never alerts. */
  closed: boolean;
}

const GOAL_OF: Record<string, 0 | 1> = { sale: 0, rent: 1 };

/** A zone as typed ("l1234", "L-1234 ", "6900") in the one form listings are compared in. */
export function zoneKey(zone: string): string {
  const trimmed = zone.trim().toUpperCase();
  const luxembourg = /^L-?(\d{4})$/.exec(trimmed);
  return luxembourg ? `L-${luxembourg[1]}` : trimmed;
}

const atLeast = (have: number | null, want: number | null): boolean =>
  want === null || want <= 0 || (have !== null && have >= want);

export function matches(listing: ListingFacts, criteria: AlertCriteria): boolean {
  if (listing.closed) return false;
  if (GOAL_OF[criteria.goal] !== listing.goal) return false;
  if (!listing.typeIds.some((id) => criteria.types.includes(id))) return false;
  if (!criteria.zones.some((zone) => zoneKey(zone) === listing.zone)) return false;
  if (criteria.minPrice !== null || criteria.maxPrice !== null) {
    if (listing.price === null) return false;
    if (criteria.minPrice !== null && listing.price < criteria.minPrice) return false;
    if (criteria.maxPrice !== null && listing.price > criteria.maxPrice) return false;
  }
  if (!atLeast(listing.bedrooms, criteria.bedrooms)) return false;
  if (!atLeast(listing.bathrooms, criteria.bathrooms)) return false;
  if (!atLeast(listing.garages, criteria.garages)) return false;
  if (criteria.parking && !listing.parking) return false;
  if (criteria.terrace && !listing.terrace) return false;
  if (criteria.garden && !listing.garden) return false;
  return true;
}
