/**
 * Views derived from the catalogue's entity slices (listings, types, cities, projects), memoised:
 * counts per type for sale and rent, city lists, the newest listings (a list page's are in
 * listSelectors.ts, with the list's chunk). Never stored.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { PropertyType } from './schema.ts';
import { MARQUEE } from './constants.ts';
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
