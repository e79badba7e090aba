/** The property types of each language (entity adapter, keyed by WebID, in the file's order). */
import { createEntityAdapter, createSelector, createSlice, type EntityState } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { PropertyType } from './schema.ts';
import { loadCatalogue } from './loadCatalogue.ts';

export const typesAdapter = createEntityAdapter({ selectId: (type: PropertyType) => type.WebID });

export type TypesState = Partial<Record<Lng, EntityState<PropertyType, number>>>;

export const typesSlice = createSlice({
  name: 'types',
  initialState: {} as TypesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadCatalogue.fulfilled, (state, action) => {
        state[action.meta.arg] = typesAdapter.setAll(typesAdapter.getInitialState(), action.payload.types);
      })
      .addCase(loadCatalogue.rejected, (state, action) => {
        state[action.meta.arg] = undefined;
      });
  },
});

interface State {
  types: TypesState;
}

const local = typesAdapter.getSelectors();
const NONE: PropertyType[] = [];

export const selectAllTypes = createSelector([(state: State, lng: Lng) => state.types[lng]], (entities) =>
  entities ? local.selectAll(entities) : NONE,
);
export const selectTypeById = (state: State, lng: Lng, webId: number): PropertyType | undefined => {
  const entities = state.types[lng];
  return entities ? local.selectById(entities, webId) : undefined;
};
