/**
 * Which listings a list's query keeps: its goal, type, town, searched text and advanced
 * criteria. Pure (no store), so the bench and the filter form's count use it as the list does.
 */
import type { Catalogue, Goal, ListingCard } from './types.ts';
import type { CityFilter, ListQuery } from './listQuery.ts';
import { criteriaMatcher } from '../criteria/match.ts';
import { searchKey } from '../../lib/normalize.ts';
import { referenceDigits } from './searchIndex.ts';
import { isSoldOrLet } from './marquee.ts';

/**
 * A city filter names the city (name|zip). A link made in another language, or an old link,
 * may carry a name this language spells differently (Namen / Namur): then the postcode
 * alone decides, rather than showing nothing.
 */
export function cityMatcher(catalogue: Pick<Catalogue, 'cities'>, city: CityFilter): (listing: ListingCard) => boolean {
  const name = city.name ? searchKey(city.name) : null;
  const known = name !== null && catalogue.cities.all.some((c) => c.Zip === city.zip && searchKey(c.Name) === name);
  if (!known) return (listing) => listing.Zip === city.zip;
  return (listing) => listing.Zip === city.zip && searchKey(listing.City) === name;
}

/** The free-text filter of a list (?q= from a search box): a reference, a city or a postcode. */
export function textMatcher(q: string): (listing: ListingCard) => boolean {
  const key = searchKey(q);
  const reference = referenceDigits(key);
  return (listing) =>
    (reference !== undefined && String(listing.ID) === reference) ||
    listing.Zip.startsWith(key) ||
    searchKey(listing.City).includes(key);
}

/** Whether a listing belongs in a list of this goal with this query (every filter but the page). */
export function listingFilter(
  catalogue: Pick<Catalogue, 'cities'>,
  goal: Goal,
  query: ListQuery,
): (listing: ListingCard) => boolean {
  const { type } = query;
  const inCity = query.city ? cityMatcher(catalogue, query.city) : null;
  const matchesText = query.q ? textMatcher(query.q) : null;
  const matchesCriteria = criteriaMatcher(query);
  // Cheapest and most selective first; a listing's types are read without splitting its WebIDs.
  const typeId = String(type);
  const hasType = (l: ListingCard) =>
    l.WebID === type || l.WebIDs === typeId || `,${l.WebIDs},`.includes(`,${typeId},`);
  return (l) =>
    l.Goal === goal &&
    (matchesCriteria === null || matchesCriteria(l)) &&
    (type === null || hasType(l)) &&
    (inCity === null || inCity(l)) &&
    (matchesText === null || matchesText(l));
}

/**
 * How many listings on the market a query would show (the filter form's "Show 7 properties"):
 * sold and let ones never count, as in the list's header.
 */
export function countMatches(catalogue: Catalogue, goal: Goal, query: ListQuery): number {
  const keep = listingFilter(catalogue, goal, query);
  let count = 0;
  for (const listing of catalogue.properties) if (keep(listing) && !isSoldOrLet(listing)) count += 1;
  return count;
}
