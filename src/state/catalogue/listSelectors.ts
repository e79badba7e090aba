/**
 * A sale or rent list's page, memoised: the store's way to domain/catalogue/listPage.ts. In the
 * list's chunk (listViews.ts).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { Goal, ListingCard } from '../../domain/catalogue/types.ts';
import { listSearch, parseListQuery, type ListQuery } from '../../domain/catalogue/listQuery.ts';
import { listedFor, pageOf } from '../../domain/catalogue/listPage.ts';
import { selectCatalogue } from './selectors.ts';

type State = Parameters<typeof selectCatalogue>[0];

/** Keyed by the query's own URL (without its page), so a list is filtered once per query. */
const selectFiltered = createSelector(
  [selectCatalogue, (_s: State, _l: Lng, goal: Goal) => goal, (_s: State, _l: Lng, _g: Goal, key: string) => key],
  (catalogue, goal, key): ListingCard[] => (catalogue ? listedFor(catalogue, goal, parseListQuery(key).query) : []),
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
  pageOf,
);
