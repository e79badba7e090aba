/**
 * Views derived from the catalogue's entity slices (listings, types, cities, projects), memoised:
 * counts per type for sale and rent, city lists, the newest listings, and a list page (filter,
 * sort, page). Never stored. Every count is of what is on the market: a sold or let listing
 * (isSoldOrLet) never counts; the lists show it after the available ones, or not at all when
 * site.json's lists.hideSoldAndLet says so.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { PropertyType } from './schema.ts';
import { site } from '../../config/site.ts';
import { isSoldOrLet } from './marquee.ts';
import type { Catalogue, Goal, ListingCard, ProjectCard } from './types.ts';
import type { CityFilter, ListQuery, SortKey } from './listQuery.ts';
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

/**
 * Types in category order with the number of listings of each goal on the market (derived, not
 * trusted from the file, whose counts include what was sold or let).
 */
export const selectTypeCounts = createSelector(
  [selectAllProperties, selectAllTypes],
  (properties, types): TypeCount[] => {
    if (types.length === 0) return [];
    const counts = new Map<number, { sale: number; rent: number }>();
    for (const listing of properties) {
      if (isSoldOrLet(listing)) continue;
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

/** How many listings are for sale and for rent (sold and let ones left out), projects and towns. */
export const selectTotals = createSelector(
  [selectAllProperties, selectAllProjects, selectCityLists],
  (properties, projects, cities) => {
    const totals = { sale: 0, rent: 0, projects: projects.length, cities: cities?.all.length ?? 0 };
    for (const listing of properties) {
      if (isSoldOrLet(listing)) continue;
      if (listing.Goal === 0) totals.sale += 1;
      else totals.rent += 1;
    }
    return totals;
  },
);

/** A town's key, as the cities file and a listing both give it (name|postcode). */
const placeKey = (place: { Zip: string }, name: string) => `${name}|${place.Zip}`;

/** Per town (name|zip), how many listings are on the market for sale and for rent. */
export const selectCityGoalCounts = createSelector([selectCityLists, selectAllProperties], (cities, properties) => {
  const counts = new Map<string, { sale: number; rent: number }>();
  if (!cities) return counts;
  for (const city of cities.all) counts.set(placeKey(city, city.Name), { sale: 0, rent: 0 });
  for (const listing of properties) {
    if (isSoldOrLet(listing)) continue;
    const entry = counts.get(placeKey(listing, listing.City));
    if (!entry) continue;
    if (listing.Goal === 0) entry.sale += 1;
    else entry.rent += 1;
  }
  return counts;
});

export type CityList = 'all' | 'sale' | 'rent';
/**
 * A list of the cities file; in the sale and rent lists each town's PropertyCount is how many
 * of its listings of that goal are on the market (0 when all were sold or let).
 */
export const selectCities = createSelector(
  [selectCityLists, selectCityGoalCounts, (_state: State, _lng: Lng, list: CityList) => list],
  (cities, counts, list) => {
    const towns = cities?.[list] ?? [];
    if (list === 'all') return towns;
    return towns.map((city) => ({ ...city, PropertyCount: counts.get(placeKey(city, city.Name))?.[list] ?? 0 }));
  },
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

const SORTERS: Record<SortKey, (a: ListingCard, b: ListingCard) => number> = {
  newest: byNewest,
  'price-asc': comparePrice(1),
  'price-desc': comparePrice(-1),
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

const selectFiltered = createSelector(
  [
    selectCatalogue,
    (_s: State, _l: Lng, goal: Goal) => goal,
    (_s: State, _l: Lng, _g: Goal, type: number | null) => type,
    (_s: State, _l: Lng, _g: Goal, _t: number | null, cityName: string | null) => cityName,
    (_s: State, _l: Lng, _g: Goal, _t: number | null, _n: string | null, zip: string | null) => zip,
    (_s: State, _l: Lng, _g: Goal, _t: number | null, _n: string | null, _z: string | null, sort: SortKey) => sort,
    (
      _s: State,
      _l: Lng,
      _g: Goal,
      _t: number | null,
      _n: string | null,
      _z: string | null,
      _o: SortKey,
      q: string | null,
    ) => q,
  ],
  (catalogue, goal, type, cityName, zip, sort, q): ListingCard[] => {
    if (!catalogue) return [];
    const inCity = zip ? cityMatcher(catalogue, { name: cityName, zip }) : () => true;
    const matchesText = q ? textMatcher(q) : () => true;
    const matches = catalogue.properties
      .filter((l) => l.Goal === goal && (type === null || typeIdsOf(l).includes(type)) && inCity(l) && matchesText(l))
      .sort(SORTERS[sort]);
    return availableFirst(matches, site.lists.hideSoldAndLet);
  },
);

type ListArgs = [lng: Lng, goal: Goal, query: ListQuery, pageSize: number];

/** One page of a list; a page number past the end shows the last page. */
export const selectListPage = createSelector(
  [
    (state: State, ...[lng, goal, query]: ListArgs) =>
      selectFiltered(
        state,
        lng,
        goal,
        query.type,
        query.city?.name ?? null,
        query.city?.zip ?? null,
        query.sort,
        query.q,
      ),
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

/** Realisations: what the agency has sold or let (marquee sold or rented), newest first; never hidden. */
export const selectRealisations = createSelector([selectAllProperties], (properties) =>
  properties.filter(isSoldOrLet).sort(byNewest),
);
