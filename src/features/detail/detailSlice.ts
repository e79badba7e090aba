/**
 * Detail files already seen, keyed by language, kind and id. The prerenderer preloads the
 * page's file; the browser loads it (preloaded by the page's head) before hydrating, and on
 * a client-side navigation when the detail page asks for it.
 */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { buildId } from '../../config/env.ts';
import type { LoadStatus } from '../catalogue/catalogueSlice.ts';
import { detailKey, detailUrlPath } from './dataPaths.ts';
import type { DetailRequest, ProjectDetail, PropertyDetail } from './types.ts';

export type { DetailRequest };

export interface DetailEntry {
  status: LoadStatus;
  data: PropertyDetail | ProjectDetail | null;
}

export type DetailState = Record<string, DetailEntry>;

interface ThunkState {
  detail: DetailState;
}

export const loadDetail = createAsyncThunk<PropertyDetail | ProjectDetail, DetailRequest, { state: ThunkState }>(
  'detail/load',
  async (request) => {
    const response = await fetch(detailUrlPath(request.lng, request.kind, request.id, buildId));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = (await response.json()) as PropertyDetail | ProjectDetail;
    if (data.ID !== request.id || data.language !== request.lng) throw new Error('Unexpected detail file');
    return data;
  },
  {
    condition: (request, { getState }) => {
      const status = getState().detail[detailKey(request)]?.status;
      return status !== 'ready' && status !== 'loading';
    },
  },
);

export const detailSlice = createSlice({
  name: 'detail',
  initialState: {} as DetailState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadDetail.pending, (state, action) => {
        state[detailKey(action.meta.arg)] = { status: 'loading', data: null };
      })
      .addCase(loadDetail.fulfilled, (state, action) => {
        state[detailKey(action.meta.arg)] = { status: 'ready', data: action.payload };
      })
      .addCase(loadDetail.rejected, (state, action) => {
        state[detailKey(action.meta.arg)] = { status: 'failed', data: null };
      });
  },
});

export function readyDetail(request: DetailRequest, data: PropertyDetail | ProjectDetail): DetailState {
  return { [detailKey(request)]: { status: 'ready', data } };
}

export function selectDetailEntry(state: ThunkState, request: DetailRequest): DetailEntry | undefined {
  return state.detail[detailKey(request)];
}
