import { makeStore } from '../store.ts';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { loadCatalogue, readyCatalogue } from './catalogueSlices.ts';
import {
  selectAllProperties,
  selectCatalogueStatus,
  selectPropertyById,
  selectPropertyCount,
} from './propertiesSlice.ts';
import { selectAllTypes, selectTypeById } from './typesSlice.ts';
import { selectCityById, selectCityLists } from './citiesSlice.ts';
import { selectAllProjects, selectProjectById } from './projectsSlice.ts';
import { selectCatalogue, selectTotals, selectTypeCounts } from './selectors.ts';

const fr = () => makeStore(readyCatalogue('fr', makeCatalogue())).getState();

describe('catalogue entity slices', () => {
  it('keep each language apart: a loaded language has its entities, another has none', () => {
    const state = fr();
    expect(selectCatalogueStatus(state, 'fr')).toBe('ready');
    expect(selectPropertyCount(state, 'fr')).toBe(7);
    expect(selectCatalogueStatus(state, 'nl')).toBeUndefined();
    expect(selectPropertyCount(state, 'nl')).toBe(0);
    expect(selectAllProperties(state, 'nl')).toEqual([]);
    expect(selectPropertyById(state, 'nl', 120)).toBeUndefined();
  });

  it('select a listing, a type, a town and a project by id', () => {
    const state = fr();
    expect(selectPropertyById(state, 'fr', 175)).toMatchObject({ ID: 175, City: 'Namur', Zip: '5000' });
    expect(selectPropertyById(state, 'fr', 999)).toBeUndefined();
    expect(selectTypeById(state, 'fr', 4)?.Name).toBe('Appartement');
    expect(selectTypeById(state, 'fr', 5)).toBeUndefined();
    expect(selectCityById(state, 'fr', 'Namur|5000')).toMatchObject({ Name: 'Namur', PropertyCount: 2 });
    expect(selectCityById(state, 'fr', 'Namur|5001')).toBeUndefined();
    expect(selectProjectById(state, 'fr', 2)?.Name).toBe('Résidence Les Tanneurs');
  });

  it('keep the files’ order, so lists read as the file did', () => {
    const state = fr();
    const file = makeCatalogue();
    expect(selectAllProperties(state, 'fr').map((l) => l.ID)).toEqual(file.properties.map((l) => l.ID));
    expect(selectAllTypes(state, 'fr').map((t) => t.WebID)).toEqual([6, 1, 2, 4, 13]);
    expect(selectAllProjects(state, 'fr').map((p) => p.ID)).toEqual([2]);
  });

  it('give back the cities file: the full list and each goal’s list with its own counts', () => {
    expect(selectCityLists(fr(), 'fr')).toEqual(makeCatalogue().cities);
    expect(selectCityLists(fr(), 'nl')).toBeNull();
  });

  it('recompose the whole catalogue of a language, equal to its file, and null before it is loaded', () => {
    const state = fr();
    expect(selectCatalogue(state, 'fr')).toEqual(makeCatalogue());
    expect(selectCatalogue(state, 'nl')).toBeNull();
  });

  it('memoise the lists and counts: the same state gives the same object, a new language’s load another', () => {
    const store = makeStore(readyCatalogue('fr', makeCatalogue()));
    const before = store.getState();
    expect(selectCatalogue(before, 'fr')).toBe(selectCatalogue(before, 'fr'));
    expect(selectAllProperties(before, 'fr')).toBe(selectAllProperties(before, 'fr'));
    expect(selectTypeCounts(before, 'fr')).toBe(selectTypeCounts(before, 'fr'));
    expect(selectTotals(before, 'fr')).toBe(selectTotals(before, 'fr'));
    const nl = { ...makeCatalogue(), language: 'nl' };
    store.dispatch(loadCatalogue.fulfilled(nl, 'test', 'nl'));
    const after = store.getState();
    // The French entities did not change, so neither did the French views.
    expect(selectAllProperties(after, 'fr')).toBe(selectAllProperties(before, 'fr'));
    expect(selectTotals(after, 'nl')).toEqual({ sale: 4, rent: 1, projects: 1, cities: 4 });
  });

  it('mark a failed load and drop that language’s entities, so the page offers its retry', () => {
    const store = makeStore();
    store.dispatch(loadCatalogue.pending('r1', 'en'));
    expect(selectCatalogueStatus(store.getState(), 'en')).toBe('loading');
    store.dispatch(loadCatalogue.rejected(new Error('HTTP 503'), 'r1', 'en'));
    const state = store.getState();
    expect(selectCatalogueStatus(state, 'en')).toBe('failed');
    expect(selectCatalogue(state, 'en')).toBeNull();
    expect(state.types.en).toBeUndefined();
  });
});
