/**
 * A sale or rent list's page: the listings its query keeps (type, town, searched text and the
 * advanced criteria), sorted and paged. In the list's chunk (listViews.ts), with the matcher.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { Catalogue, Goal, ListingCard } from './types.ts';
import { listSearch, parseListQuery, type CityFilter, type ListQuery, type SortKey } from './listQuery.ts';
import { criteriaMatcher } from './criteriaMatch.ts';
import { searchKey } from '../../lib/normalize.ts';
import { referenceDigits } from './searchIndex.ts';
import { byNewest, selectCatalogue, typeIdsOf } from './selectors.ts';

type State = Parameters<typeof selectCatalogue>[0];

/** Price on demand sorts last either way: it has no amount to compare. */
function comparePrice(direction: 1 | -1) {
  return (a: ListingCard, b: ListingCard) => {
    if (a.Price === null || b.Price === null) {
      return a.Price === b.Price ? byNewest(a, b) : a.Price === null ? 1 : -1;
    }
    return (a.Price - b.Price) * direction || byNewest(a, b);
  };
}

/** Largest living area first; an unknown area sorts last. */
const byLiving = (a: ListingCard, b: ListingCard) =>
  (b.SurfaceLiving ?? -1) - (a.SurfaceLiving ?? -1) || byNewest(a, b);

const SORTERS: Record<SortKey, (a: ListingCard, b: ListingCard) => number> = {
  newest: byNewest,
  'price-asc': comparePrice(1),
  'price-desc': comparePrice(-1),
  living: byLiving,
};

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

export interface ListPage {
  items: ListingCard[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
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
  return (l) =>
    l.Goal === goal &&
    (type === null || typeIdsOf(l).includes(type)) &&
    (inCity === null || inCity(l)) &&
    (matchesText === null || matchesText(l)) &&
    (matchesCriteria === null || matchesCriteria(l));
}

/** How many listings a query would show (the filter form's "Show 7 properties"). */
export function countMatches(catalogue: Catalogue, goal: Goal, query: ListQuery): number {
  const keep = listingFilter(catalogue, goal, query);
  let count = 0;
  for (const listing of catalogue.properties) if (keep(listing)) count += 1;
  return count;
}

/** Keyed by the query's own URL (without its page), so a list is filtered once per query. */
const selectFiltered = createSelector(
  [selectCatalogue, (_s: State, _l: Lng, goal: Goal) => goal, (_s: State, _l: Lng, _g: Goal, key: string) => key],
  (catalogue, goal, key): ListingCard[] => {
    if (!catalogue) return [];
    const { query } = parseListQuery(key);
    return catalogue.properties.filter(listingFilter(catalogue, goal, query)).sort(SORTERS[query.sort]);
  },
);

type ListArgs = [lng: Lng, goal: Goal, query: ListQuery, pageSize: number];

/** One page of a list; a page number past the end shows the last page. */
export const selectListPage = createSelector(
  [
    (state: State, ...[lng, goal, query]: ListArgs) =>
      selectFiltered(state, lng, goal, listSearch({ ...query, page: 1 })),
    (_state: State, ...[, , query]: ListArgs) => query.page,
    (_state: State, ...[, , , pageSize]: ListArgs) => pageSize,
  ],
  (all, requested, pageSize): ListPage => {
    const pages = Math.max(1, Math.ceil(all.length / pageSize));
    const page = Math.min(Math.max(1, requested), pages);
    return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pages, pageSize };
  },
);
