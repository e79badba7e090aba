/**
 * Views derived from the catalogue's entity slices (listings, types, cities, projects),
 * memoised: the store's way to the pure views of domain/catalogue/views.ts (a list page's are
 * in listSelectors.ts, with the list's chunk). Never stored.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { Catalogue } from '../../domain/catalogue/types.ts';
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
} from '../../domain/catalogue/views.ts';
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

export const selectTypeCounts = createSelector([selectAllProperties, selectAllTypes], typeCounts);

export const selectTotals = createSelector([selectAllProperties, selectAllProjects, selectCityLists], totals);

export const selectCityGoalCounts = createSelector([selectCityLists, selectAllProperties], cityGoalCounts);

export const selectCities = createSelector(
  [selectCityLists, selectCityGoalCounts, (_state: State, _lng: Lng, list: CityList) => list],
  citiesOf,
);

export const selectNewest = createSelector(
  [selectAllProperties, (_state: State, _lng: Lng, count: number) => count],
  newest,
);

export const selectProjects = createSelector([selectAllProjects], projectsNewestFirst);

export const selectProjectsById = createSelector([selectAllProjects], projectsById);

export const selectRealisations = createSelector([selectAllProperties], realisations);
