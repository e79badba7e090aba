/**
 * Views derived from the catalogue's entity slices (listings, types, cities, projects), memoised:
 * counts per type for sale and rent, city lists, the newest listings, and a list page (filter,
 * sort, page). Never stored.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { PropertyType } from './schema.ts';
import { MARQUEE } from './constants.ts';
import type { Catalogue, Goal, ListingCard, ProjectCard } from './types.ts';
import { listSearch, parseListQuery, type CityFilter, type ListQuery, type SortKey } from './listQuery.ts';
import { criteriaMatcher } from './criteria.ts';
import { searchKey } from '../../lib/normalize.ts';
import { referenceDigits } from './searchIndex.ts';
import { selectAllProperties, selectCatalogueStatus, type PropertiesState } from './propertiesSlice.ts';
import { selectAllTypes, type TypesState } from './typesSlice.ts';
import { selectCityLists, type CitiesState } from './citiesSlice.ts';
import { selectAllProjects, type ProjectsState } from './projectsSlice.ts';

interface State {
  properties: PropertiesState;
  types: TypesState;
  cities: CitiesState;
  projects: ProjectsState;
}

/**
 * A language's whole catalogue, as the file had it, for the views that take one (the search
 * index, a detail page's subject): null until it is loaded.
 */
export const selectCatalogue: (state: State, lng: Lng) => Catalogue | null = createSelector(
  [
    selectCatalogueStatus,
    selectAllProperties,
    selectAllTypes,
    selectCityLists,
    selectAllProjects,
    (_state: State, lng: Lng) => lng,
  ],
  (status, properties, types, cities, projects, lng): Catalogue | null =>
    status === 'ready' && cities ? { language: lng, properties, projects, types, cities } : null,
);

export interface TypeCount {
  type: PropertyType;
  sale: number;
  rent: number;
}

/** A listing's types: its WebID and the related ones in WebIDs. */
export function typeIdsOf(listing: ListingCard): number[] {
  const ids = listing.WebIDs.split(',').map(Number);
  return ids.includes(listing.WebID) ? ids : [listing.WebID, ...ids];
}

/** Types in category order with the number of listings of each goal (derived, not trusted from the file). */
export const selectTypeCounts = createSelector(
  [selectAllProperties, selectAllTypes],
  (properties, types): TypeCount[] => {
    if (types.length === 0) return [];
    const counts = new Map<number, { sale: number; rent: number }>();
    for (const listing of properties) {
      for (const id of typeIdsOf(listing)) {
        const entry = counts.get(id) ?? { sale: 0, rent: 0 };
        if (listing.Goal === 0) entry.sale += 1;
        else entry.rent += 1;
        counts.set(id, entry);
      }
    }
    return [...types]
      .sort((a, b) => a.ShowOrder - b.ShowOrder || a.WebID - b.WebID)
      .map((type) => ({ type, sale: counts.get(type.WebID)?.sale ?? 0, rent: counts.get(type.WebID)?.rent ?? 0 }));
  },
);

export const selectTotals = createSelector(
  [selectAllProperties, selectAllProjects, selectCityLists],
  (properties, projects, cities) => {
    const totals = { sale: 0, rent: 0, projects: projects.length, cities: cities?.all.length ?? 0 };
    for (const listing of properties) {
      if (listing.Goal === 0) totals.sale += 1;
      else totals.rent += 1;
    }
    return totals;
  },
);

export type CityList = 'all' | 'sale' | 'rent';
export const selectCities = createSelector(
  [selectCityLists, (_state: State, _lng: Lng, list: CityList) => list],
  (cities, list) => cities?.[list] ?? [],
);

// DateCreated is a plain ISO date (YYYY-MM-DD), so comparing code units orders it by date;
// localeCompare would ask the collator for every pair, which cost ~20 ms on the home page.
const newerFirst = (a: string, b: string) => (a === b ? 0 : a < b ? 1 : -1);
const byNewest = (a: ListingCard, b: ListingCard) => newerFirst(a.DateCreated, b.DateCreated) || b.ID - a.ID;

export const selectNewest = createSelector(
  [selectAllProperties, (_state: State, _lng: Lng, count: number) => count],
  (properties, count) => [...properties].sort(byNewest).slice(0, count),
);

export const selectProjects = createSelector([selectAllProjects], (projects): ProjectCard[] =>
  [...projects].sort((a, b) => newerFirst(a.DateCreated, b.DateCreated) || a.ID - b.ID),
);

export const selectProjectsById = createSelector(
  [selectAllProjects],
  (projects) => new Map(projects.map((p) => [p.ID, p])),
);

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

/** Per city (name|zip), how many listings are for sale and for rent. */
export const selectCityGoalCounts = createSelector([selectCityLists], (cities) => {
  const counts = new Map<string, { sale: number; rent: number }>();
  if (!cities) return counts;
  for (const city of cities.all) counts.set(`${city.Name}|${city.Zip}`, { sale: 0, rent: 0 });
  for (const city of cities.sale) {
    const entry = counts.get(`${city.Name}|${city.Zip}`);
    if (entry) entry.sale = city.PropertyCount;
  }
  for (const city of cities.rent) {
    const entry = counts.get(`${city.Name}|${city.Zip}`);
    if (entry) entry.rent = city.PropertyCount;
  }
  return counts;
});

/** Realisations: what the agency has sold or let (marquee sold or rented), newest first. */
export const selectRealisations = createSelector([selectAllProperties], (properties) =>
  properties.filter((l) => l.Marquee === MARQUEE.sold || l.Marquee === MARQUEE.rented).sort(byNewest),
);
