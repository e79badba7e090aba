/**
 * A sale or rent list's page: the listings its query keeps (type, town, searched text and the
 * advanced criteria: listFilter.ts), sorted and paged, the sold and let ones after the others
 * (or left out: site.json lists.hideSoldAndLet). In the list's chunk (listViews.ts).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { Goal, ListingCard } from './types.ts';
import { listSearch, parseListQuery, type ListQuery, type SortKey } from './listQuery.ts';
import { listingFilter } from './listFilter.ts';
import { byNewest, selectCatalogue } from './selectors.ts';
import { isSoldOrLet } from './marquee.ts';
import { site } from '../../config/site.ts';

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
 * A list's order: the listings on the market first, then the sold and let ones (each part in
 * the order it was given), or only the former when the site hides the latter.
 */
export function availableFirst(listings: ListingCard[], hideSoldAndLet: boolean): ListingCard[] {
  const available = listings.filter((l) => !isSoldOrLet(l));
  if (hideSoldAndLet || available.length === listings.length) return available;
  return available.concat(listings.filter(isSoldOrLet));
}

export interface ListPage {
  items: ListingCard[];
  /** Every listing of the list, sold and let ones included (they page like the others). */
  total: number;
  /** Of those, the ones on the market: the count the list's header gives. */
  available: number;
  page: number;
  pages: number;
  pageSize: number;
}

/** Keyed by the query's own URL (without its page), so a list is filtered once per query. */
const selectFiltered = createSelector(
  [selectCatalogue, (_s: State, _l: Lng, goal: Goal) => goal, (_s: State, _l: Lng, _g: Goal, key: string) => key],
  (catalogue, goal, key): ListingCard[] => {
    if (!catalogue) return [];
    const { query } = parseListQuery(key);
    const matches = catalogue.properties.filter(listingFilter(catalogue, goal, query)).sort(SORTERS[query.sort]);
    return availableFirst(matches, site.lists.hideSoldAndLet);
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
    // The sold and let ones are at the end (availableFirst): the first of them ends the count.
    const firstEnded = all.findIndex(isSoldOrLet);
    const available = firstEnded === -1 ? all.length : firstEnded;
    const items = all.slice((page - 1) * pageSize, page * pageSize);
    return { items, total: all.length, available, page, pages, pageSize };
  },
);
