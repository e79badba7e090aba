/**
 * Views derived from the catalogue's entity slices (listings, types, cities, projects), memoised:
 * counts per type for sale and rent, city lists, the newest listings (a list page's are in
 * listSelectors.ts, with the list's chunk). Never stored. Every count is of what is on the market:
 * a sold or let listing (isSoldOrLet) never counts; the lists show it after the available ones,
 * or not at all when site.json's lists.hideSoldAndLet says so.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { PropertyType } from './schema.ts';
import { isSoldOrLet } from './marquee.ts';
import type { Catalogue, ListingCard, ProjectCard } from './types.ts';
import { typeIdsOf } from './typeIds.ts';
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

export { typeIdsOf };

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
export const byNewest = (a: ListingCard, b: ListingCard) => newerFirst(a.DateCreated, b.DateCreated) || b.ID - a.ID;

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

/** Realisations: what the agency has sold or let (marquee sold or rented), newest first; never hidden. */
export const selectRealisations = createSelector([selectAllProperties], (properties) =>
  properties.filter(isSoldOrLet).sort(byNewest),
);
