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
 * - bedrooms, bathrooms, garages, living and plot area: at least the figure asked, an unknown
 *   figure is not enough;
 * - EPC: at most the letter asked, as the list filter reads a label (lib/epcAtMost.ts: A+
 *   is an A, C- a C, Luxembourg's H and I are worse than G); an unknown label is not enough;
 * - parking, terrace, garden, lift, new build: present when asked (a garage counts as parking);
 * - never a listing that is sold or let.
 */
import { epcAtMost } from '../../src/lib/epcAtMost.ts';
import { isEpcLetter } from '../../src/lib/searchCriteria.ts';

export interface AlertCriteria {
  goal: string;
  types: readonly number[];
  zones: readonly string[];
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  minLiving: number | null;
  minPlot: number | null;
  /** At most this letter (a-g); null for any. */
  epc: string | null;
  parking: boolean;
  terrace: boolean;
  garden: boolean;
  lift: boolean;
  newBuild: boolean;
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
  /** m², null when unknown. */
  livingArea: number | null;
  plotArea: number | null;
  /** The EPC label as the card shows it ("C-", "A+", "H" in Luxembourg), null when unknown. */
  epc: string | null;
  parking: boolean;
  terrace: boolean;
  garden: boolean;
  lift: boolean;
  newBuild: boolean;
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
  if (!atLeast(listing.livingArea, criteria.minLiving)) return false;
  if (!atLeast(listing.plotArea, criteria.minPlot)) return false;
  if (isEpcLetter(criteria.epc) && !epcAtMost(listing.epc, criteria.epc)) return false;
  if (criteria.parking && !listing.parking) return false;
  if (criteria.terrace && !listing.terrace) return false;
  if (criteria.garden && !listing.garden) return false;
  if (criteria.lift && !listing.lift) return false;
  if (criteria.newBuild && !listing.newBuild) return false;
  return true;
}
