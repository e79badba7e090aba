/**
 * What a search asks of a listing, derived from its card in one place: the list filters read
 * the facts straight from the card (CARD_FACTS, no copy per filter run), the saved-search alerts
 * keep them as values (listingFacts), and both are checked by the one matcher
 * (domain/criteria/match.ts).
 */
import { COUNTRY } from './constants.ts';
import { isSoldOrLet } from './marquee.ts';
import type { Property } from './schema.ts';
import { typeIdsOf } from './typeIds.ts';
import type { ListingCard } from './types.ts';

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

/** The facts a criterion is checked against. */
export type CriterionFact = Exclude<keyof ListingFacts, 'id' | 'goal' | 'typeIds' | 'zone' | 'closed'>;
export type FactReaders<T> = { readonly [F in CriterionFact]: (listing: T) => ListingFacts[F] };

/**
 * A card, with the figures of its detail file where the reader has them: a card leaves the
 * bathrooms out, and a build's card may lack what was added to cards later (unknown then).
 */
export type ListingRecord = ListingCard & Partial<Pick<Property, 'Bathrooms'>>;

const some = (value: number | null | undefined): boolean => value !== null && value !== undefined && value > 0;

/** How each fact reads from a card. */
export const CARD_FACTS: FactReaders<ListingRecord> = {
  // A card's price is null when it is not published (clientData.ts).
  price: (card) => card.Price,
  bedrooms: (card) => card.Bedrooms,
  bathrooms: (card) => card.Bathrooms ?? null,
  garages: (card) => card.Garages ?? null,
  livingArea: (card) => card.SurfaceLiving ?? null,
  plotArea: (card) => card.SurfaceGround ?? null,
  epc: (card) => card.EPCLabel || null,
  // A garage counts as parking.
  parking: (card) => some(card.Garages) || some(card.Parkings) || some(card.ExternalParkings),
  terrace: (card) => some(card.SurfaceTerrace),
  garden: (card) => some(card.SurfaceGarden),
  lift: (card) => card.Lift === true,
  newBuild: (card) => card.NewBuild === true,
};

/** How each fact reads from facts already derived. */
export const OWN_FACTS: FactReaders<ListingFacts> = {
  price: (facts) => facts.price,
  bedrooms: (facts) => facts.bedrooms,
  bathrooms: (facts) => facts.bathrooms,
  garages: (facts) => facts.garages,
  livingArea: (facts) => facts.livingArea,
  plotArea: (facts) => facts.plotArea,
  epc: (facts) => facts.epc,
  parking: (facts) => facts.parking,
  terrace: (facts) => facts.terrace,
  garden: (facts) => facts.garden,
  lift: (facts) => facts.lift,
  newBuild: (facts) => facts.newBuild,
};

/** A zone as typed ("l1234", "L-1234 ", "6900") in the one form listings are compared in. */
export function zoneKey(zone: string): string {
  const trimmed = zone.trim().toUpperCase();
  const luxembourg = /^L-?(\d{4})$/.exec(trimmed);
  return luxembourg ? `L-${luxembourg[1]}` : trimmed;
}

export function listingFacts(card: ListingRecord): ListingFacts {
  const facts = Object.fromEntries(
    (Object.keys(CARD_FACTS) as CriterionFact[]).map((fact) => [fact, CARD_FACTS[fact](card)]),
  ) as { [F in CriterionFact]: ListingFacts[F] };
  return {
    id: card.ID,
    goal: card.Goal,
    typeIds: typeIdsOf(card),
    zone: zoneKey(card.CountryID === COUNTRY.luxembourg ? `L-${card.Zip}` : card.Zip),
    ...facts,
    closed: isSoldOrLet(card),
  };
}
