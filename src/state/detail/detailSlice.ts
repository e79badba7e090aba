/**
 * Detail files already seen, keyed by language, kind and id. The prerenderer preloads the
 * page's file; the browser loads it (preloaded by the page's head) before hydrating, and on
 * a client-side navigation when the detail page asks for it.
 */
import { createSlice } from '@reduxjs/toolkit';
import { buildId } from '../../config/env.ts';
import { addEntryCases, createFileLoad, type LoadEntry } from '../loadOnce.ts';
import { detailKey, detailUrlPath } from '../../domain/catalogue/detailPaths.ts';
import type { DetailRequest, ProjectDetail, PropertyDetail } from '../../domain/catalogue/detailTypes.ts';

export type { DetailRequest };

export type DetailEntry = LoadEntry<PropertyDetail | ProjectDetail>;

export type DetailState = Partial<Record<string, DetailEntry>>;

interface ThunkState {
  detail: DetailState;
}

export const loadDetail = createFileLoad<DetailRequest, PropertyDetail | ProjectDetail, ThunkState>({
  type: 'detail/load',
  url: (request) => detailUrlPath(request.lng, request.kind, request.id, buildId),
  accept: (data, request) => data.ID === request.id && data.language === request.lng,
  statusOf: (state, request) => state.detail[detailKey(request)]?.status,
});

export const detailSlice = createSlice({
  name: 'detail',
  initialState: {} as DetailState,
  reducers: {},
  extraReducers: (builder) => addEntryCases(builder, loadDetail, detailKey),
});
export function readyDetail(request: DetailRequest, data: PropertyDetail | ProjectDetail): DetailState {
  return { [detailKey(request)]: { status: 'ready', data } };
}

export function selectDetailEntry(state: ThunkState, request: DetailRequest): DetailEntry | undefined {
  return state.detail[detailKey(request)];
}
