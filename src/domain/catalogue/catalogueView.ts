/**
 * One language's catalogue with what its pages show of it, for code that plans or renders pages
 * outside the store (the publisher): the same pure views the store's selectors wrap (views.ts,
 * listPage.ts), each made once per catalogue. The functions take the view and a language as
 * the selectors take the store's state: another language's catalogue is not loaded here, so
 * its views are empty, as a selector's are before the store has that language.
 */
import type { Lng } from '../../config/languages.ts';
import type { CitiesFile, City, PropertyType } from './schema.ts';
import type { Catalogue, Goal, ListingCard, ProjectCard } from './types.ts';
import { listSearch, type ListQuery } from './listQuery.ts';
import { listedFor, pageOf, type ListPage } from './listPage.ts';
import {
  cityGoalCounts,
  citiesOf,
  newest,
  projectsById,
  projectsNewestFirst,
  realisations,
  totals,
  typeCounts,
  type CityList,
  type Totals,
  type TypeCount,
} from './views.ts';

export class CatalogueView {
  private readonly made = new Map<string, unknown>();
  constructor(
    readonly lng: Lng,
    readonly catalogue: Catalogue,
  ) {}

  /** A view of this catalogue, made when first asked for; null for another language's. */
  of<T>(lng: Lng, key: string, make: (catalogue: Catalogue) => T): T | null {
    if (lng !== this.lng) return null;
    if (!this.made.has(key)) this.made.set(key, make(this.catalogue));
    return this.made.get(key) as T;
  }
}

export const catalogueView = (lng: Lng, catalogue: Catalogue) => new CatalogueView(lng, catalogue);

const NO_LISTINGS: ListingCard[] = [];

export const catalogueIn = (view: CatalogueView, lng: Lng): Catalogue | null => view.of(lng, 'catalogue', (c) => c);

export const typesIn = (view: CatalogueView, lng: Lng): PropertyType[] => view.of(lng, 'types', (c) => c.types) ?? [];

export const cityListsIn = (view: CatalogueView, lng: Lng): CitiesFile | null =>
  view.of(lng, 'cities', (c) => c.cities);

export const typeCountsIn = (view: CatalogueView, lng: Lng): TypeCount[] =>
  view.of(lng, 'typeCounts', (c) => typeCounts(c.properties, c.types)) ?? [];

export const totalsIn = (view: CatalogueView, lng: Lng): Totals =>
  view.of(lng, 'totals', (c) => totals(c.properties, c.projects, c.cities)) ?? totals([], [], null);

export const citiesIn = (view: CatalogueView, lng: Lng, list: CityList): City[] =>
  view.of(lng, `cities:${list}`, (c) => citiesOf(c.cities, cityGoalCounts(c.cities, c.properties), list)) ?? [];

export const newestIn = (view: CatalogueView, lng: Lng, count: number): ListingCard[] =>
  view.of(lng, `newest:${count}`, (c) => newest(c.properties, count)) ?? NO_LISTINGS;

export const realisationsIn = (view: CatalogueView, lng: Lng): ListingCard[] =>
  view.of(lng, 'realisations', (c) => realisations(c.properties)) ?? NO_LISTINGS;

export const projectsIn = (view: CatalogueView, lng: Lng): ProjectCard[] =>
  view.of(lng, 'projects', (c) => projectsNewestFirst(c.projects)) ?? [];

export const projectsByIdIn = (view: CatalogueView, lng: Lng): Map<number, ProjectCard> =>
  view.of(lng, 'projectsById', (c) => projectsById(c.projects)) ?? new Map();

/** One page of a list: the list is filtered and sorted once per query, whatever the page. */
export function listPageIn(view: CatalogueView, lng: Lng, goal: Goal, query: ListQuery, pageSize: number): ListPage {
  const all = view.of(lng, `list:${goal}:${listSearch({ ...query, page: 1 })}`, (c) => listedFor(c, goal, query));
  return pageOf(all ?? NO_LISTINGS, query.page, pageSize);
}
