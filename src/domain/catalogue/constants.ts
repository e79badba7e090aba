/**
 * The catalogue's codes (spec sections 3 and 9). Kept apart from schema.ts, which imports zod:
 * the browser needs these values, never the schemas.
 */

/** Belgium or Luxembourg: the only countries the agency works in. */
export const COUNTRY = { belgium: 10, luxembourg: 50 } as const;

/** Marquee codes: 1 and 2 exist in the CRM but are not shown. */
export const MARQUEE = { none: 1, option: 2, newForSale: 3, sold: 4, rented: 5, forTakeover: 6 } as const;
export const HIDDEN_MARQUEES: readonly number[] = [MARQUEE.none, MARQUEE.option];

/** Price unit 7 shows "starting from" before the price. */
export const PRICE_UNIT_STARTING_FROM = 7;

/** ShowOrder is the type's category: 0-8, 7 unused. */
export const TYPE_CATEGORIES = [0, 1, 2, 3, 4, 5, 6, 8] as const;
