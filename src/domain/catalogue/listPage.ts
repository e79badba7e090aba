/**
 * A sale or rent list's page: the listings its query keeps (type, town, searched text and the
 * advanced criteria: listFilter.ts), sorted and paged, the sold and let ones after the others
 * (or left out: site.json lists.hideSoldAndLet). Pure: the store's selectors
 * (state/catalogue/listSelectors.ts) and the publisher (catalogueView.ts) wrap it.
 */
import { site } from '../../config/site.ts';
import type { Catalogue, Goal, ListingCard } from './types.ts';
import type { ListQuery, SortKey } from './listQuery.ts';
import { listingFilter } from './listFilter.ts';
import { isSoldOrLet } from './marquee.ts';
import { byNewest } from './views.ts';

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

/** Every listing a query keeps, in the list's order (its page aside). */
export function listedFor(
  catalogue: Catalogue,
  goal: Goal,
  query: ListQuery,
  hideSoldAndLet: boolean = site.lists.hideSoldAndLet,
): ListingCard[] {
  const matches = catalogue.properties.filter(listingFilter(catalogue, goal, query)).sort(SORTERS[query.sort]);
  return availableFirst(matches, hideSoldAndLet);
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

/** One page of a list (listedFor); a page number past the end shows the last page. */
export function pageOf(all: ListingCard[], requested: number, pageSize: number): ListPage {
  const pages = Math.max(1, Math.ceil(all.length / pageSize));
  const page = Math.min(Math.max(1, requested), pages);
  // The sold and let ones are at the end (availableFirst): the first of them ends the count.
  const firstEnded = all.findIndex(isSoldOrLet);
  const available = firstEnded === -1 ? all.length : firstEnded;
  const items = all.slice((page - 1) * pageSize, page * pageSize);
  return { items, total: all.length, available, page, pages, pageSize };
}
