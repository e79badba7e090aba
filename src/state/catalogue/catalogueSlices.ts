/**
 * The catalogue in the store: one slice each for listings, types, cities and projects, keyed by
 * language, all fed by `loadCatalogue`. The prerenderer fills them from the build's files; the
 * browser loads the page's language before hydrating, so both render from the same data.
 */
import type { Lng } from '../../config/languages.ts';
import type { Catalogue } from '../../domain/catalogue/types.ts';
import { loadCatalogue } from './loadCatalogue.ts';
import { propertiesSlice } from './propertiesSlice.ts';
import { typesSlice } from './typesSlice.ts';
import { citiesSlice } from './citiesSlice.ts';
import { projectsSlice } from './projectsSlice.ts';

export { loadCatalogue };
export const catalogueSlices = [propertiesSlice, typesSlice, citiesSlice, projectsSlice] as const;

/** The store's catalogue slices for a page rendered with one language's catalogue (tests, preloading). */
export function readyCatalogue(lng: Lng, data: Catalogue) {
  const loaded = loadCatalogue.fulfilled(data, 'preloaded', lng);
  return {
    properties: propertiesSlice.reducer(undefined, loaded),
    types: typesSlice.reducer(undefined, loaded),
    cities: citiesSlice.reducer(undefined, loaded),
    projects: projectsSlice.reducer(undefined, loaded),
  };
}
