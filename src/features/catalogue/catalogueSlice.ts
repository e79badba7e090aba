/**
 * The catalogue of each language the visitor has seen, loaded from the per-language file
 * (only the visitor's language is downloaded). The prerenderer preloads the page's
 * language; the browser loads it before hydrating, so both render from the same data.
 */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Lng } from '../../config/languages.ts';
import type { Catalogue } from './types.ts';
import { catalogueUrl } from './catalogueUrl.ts';

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface CatalogueEntry {
  status: LoadStatus;
  data: Catalogue | null;
}

export type CatalogueState = Partial<Record<Lng, CatalogueEntry>>;

const initialState: CatalogueState = {};

interface ThunkState {
  catalogue: CatalogueState;
}

export const loadCatalogue = createAsyncThunk<Catalogue, Lng, { state: ThunkState }>(
  'catalogue/load',
  async (lng) => {
    const response = await fetch(catalogueUrl(lng));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = (await response.json()) as Catalogue;
    if (!Array.isArray(data.properties) || data.language !== lng) throw new Error('Unexpected catalogue file');
    return data;
  },
  {
    // One request per language: a ready or loading catalogue is not asked for again.
    condition: (lng, { getState }) => {
      const status = getState().catalogue[lng]?.status;
      return status !== 'ready' && status !== 'loading';
    },
  },
);

export const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadCatalogue.pending, (state, action) => {
        state[action.meta.arg] = { status: 'loading', data: state[action.meta.arg]?.data ?? null };
      })
      .addCase(loadCatalogue.fulfilled, (state, action) => {
        state[action.meta.arg] = { status: 'ready', data: action.payload };
      })
      .addCase(loadCatalogue.rejected, (state, action) => {
        state[action.meta.arg] = { status: 'failed', data: null };
      });
  },
});

/** The preloaded state of a page rendered with one language's catalogue. */
export function readyCatalogue(lng: Lng, data: Catalogue): CatalogueState {
  return { [lng]: { status: 'ready', data } };
}
