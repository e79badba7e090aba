/**
 * The content file of each language. The prerenderer preloads it for the pages that show
 * content; the browser loads it (preloaded by the page's head) before hydrating such a page,
 * and on a client-side navigation to one.
 */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { buildId } from '../../config/env.ts';
import type { Lng } from '../../config/languages.ts';
import type { LoadStatus } from '../catalogue/catalogueSlice.ts';
import type { SiteContent } from './types.ts';

import { contentUrlPath } from './dataPaths.ts';

/** The browser's URL of a language's content in this build. */
export const contentUrl = (lng: Lng) => contentUrlPath(lng, buildId);

export interface ContentEntry {
  status: LoadStatus;
  data: SiteContent | null;
}
export type ContentState = Partial<Record<Lng, ContentEntry>>;

interface ThunkState {
  content: ContentState;
}

export const loadContent = createAsyncThunk<SiteContent, Lng, { state: ThunkState }>(
  'content/load',
  async (lng) => {
    const response = await fetch(contentUrl(lng));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = (await response.json()) as SiteContent;
    if (data.lng !== lng) throw new Error('Unexpected content file');
    return data;
  },
  {
    condition: (lng, { getState }) => {
      const status = getState().content[lng]?.status;
      return status !== 'ready' && status !== 'loading';
    },
  },
);

export const contentSlice = createSlice({
  name: 'content',
  initialState: {} as ContentState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadContent.pending, (state, action) => {
        state[action.meta.arg] = { status: 'loading', data: null };
      })
      .addCase(loadContent.fulfilled, (state, action) => {
        state[action.meta.arg] = { status: 'ready', data: action.payload };
      })
      .addCase(loadContent.rejected, (state, action) => {
        state[action.meta.arg] = { status: 'failed', data: null };
      });
  },
});

export function readyContent(lng: Lng, data: SiteContent): ContentState {
  return { [lng]: { status: 'ready', data } };
}

export function selectContentEntry(state: ThunkState, lng: Lng): ContentEntry | undefined {
  return state.content[lng];
}
