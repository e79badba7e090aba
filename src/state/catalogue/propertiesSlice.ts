/**
 * The listings of each language the visitor has seen (entity adapter, keyed by ID, in the
 * file's order), with the load status of that language's catalogue.
 */
import { createEntityAdapter, createSelector, createSlice, type EntityState } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { LoadStatus } from '../loadOnce.ts';
import type { ListingCard } from '../../domain/catalogue/types.ts';
import { loadCatalogue } from './loadCatalogue.ts';

export const propertiesAdapter = createEntityAdapter({ selectId: (listing: ListingCard) => listing.ID });

export type PropertiesOfLanguage = EntityState<ListingCard, number> & { status: LoadStatus };
export type PropertiesState = Partial<Record<Lng, PropertiesOfLanguage>>;

export const propertiesSlice = createSlice({
  name: 'properties',
  initialState: {} as PropertiesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadCatalogue.pending, (state, action) => {
        const lng = action.meta.arg;
        state[lng] = { ...(state[lng] ?? propertiesAdapter.getInitialState()), status: 'loading' };
      })
      .addCase(loadCatalogue.fulfilled, (state, action) => {
        state[action.meta.arg] = propertiesAdapter.setAll(
          propertiesAdapter.getInitialState({ status: 'ready' as LoadStatus }),
          action.payload.properties,
        );
      })
      .addCase(loadCatalogue.rejected, (state, action) => {
        state[action.meta.arg] = propertiesAdapter.getInitialState({ status: 'failed' as LoadStatus });
      });
  },
});

interface State {
  properties: PropertiesState;
}

const local = propertiesAdapter.getSelectors();
const NONE: ListingCard[] = [];

export const selectCatalogueStatus = (state: State, lng: Lng): LoadStatus | undefined => state.properties[lng]?.status;
const selectOfLanguage = (state: State, lng: Lng) => state.properties[lng];

/** A language's listings in the file's order (an empty list while it is not loaded). */
export const selectAllProperties = createSelector([selectOfLanguage], (entities) =>
  entities ? local.selectAll(entities) : NONE,
);
export const selectPropertyById = (state: State, lng: Lng, id: number): ListingCard | undefined => {
  const entities = state.properties[lng];
  return entities ? local.selectById(entities, id) : undefined;
};
export const selectPropertyCount = (state: State, lng: Lng): number => {
  const entities = state.properties[lng];
  return entities ? local.selectTotal(entities) : 0;
};
