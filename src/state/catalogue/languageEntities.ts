/**
 * A slice of one kind of the catalogue's records per language (entity adapter, in the file's
 * order), filled when that language's catalogue arrives and emptied when it fails, with its
 * two selectors: all of a language's records, and one by id. The types and the projects are
 * such slices; the listings (with the load status) and the towns (with the goal lists) have
 * more and are written out.
 */
import { createEntityAdapter, createSelector, createSlice, type EntityState } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { Catalogue } from '../../domain/catalogue/types.ts';
import { loadCatalogue } from './loadCatalogue.ts';

export type LanguageEntities<T, Id extends number | string> = Partial<Record<Lng, EntityState<T, Id>>>;

export function languageEntities<Name extends string, T, Id extends number | string>(
  name: Name,
  selectId: (record: T) => Id,
  recordsOf: (catalogue: Catalogue) => T[],
) {
  const adapter = createEntityAdapter<T, Id>({ selectId });
  const slice = createSlice({
    name,
    initialState: {} as LanguageEntities<T, Id>,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(loadCatalogue.fulfilled, (state, action) => {
          // Draft<T> of a type parameter is opaque to TypeScript; the value is a plain entity state.
          (state as LanguageEntities<T, Id>)[action.meta.arg] = adapter.setAll(
            adapter.getInitialState(),
            recordsOf(action.payload),
          );
        })
        .addCase(loadCatalogue.rejected, (state, action) => {
          (state as LanguageEntities<T, Id>)[action.meta.arg] = undefined;
        });
    },
  });

  type State = Record<Name, LanguageEntities<T, Id>>;
  const local = adapter.getSelectors();
  const none: T[] = [];
  const ofLanguage = (state: State, lng: Lng) => state[name][lng];

  return {
    slice,
    selectAll: createSelector([ofLanguage], (entities): T[] => (entities ? local.selectAll(entities) : none)),
    selectById: (state: State, lng: Lng, id: Id): T | undefined => {
      const entities = ofLanguage(state, lng);
      return entities ? local.selectById(entities, id) : undefined;
    },
  };
}
