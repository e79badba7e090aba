/**
 * The content file of each language. The prerenderer preloads it for the pages that show
 * content; the browser loads it (preloaded by the page's head) before hydrating such a page,
 * and on a client-side navigation to one.
 */
import { createSlice } from '@reduxjs/toolkit';
import { buildId } from '../../config/env.ts';
import type { Lng } from '../../config/languages.ts';
import { addEntryCases, createFileLoad, type LoadEntry } from '../loadOnce.ts';
import type { SiteContent } from '../../domain/content/types.ts';

import { contentUrlPath } from '../../domain/content/dataPaths.ts';

/** The browser's URL of a language's content in this build. */
export const contentUrl = (lng: Lng) => contentUrlPath(lng, buildId);

export type ContentEntry = LoadEntry<SiteContent>;
export type ContentState = Partial<Record<Lng, ContentEntry>>;

interface ThunkState {
  content: ContentState;
}

export const loadContent = createFileLoad<Lng, SiteContent, ThunkState>({
  type: 'content/load',
  url: contentUrl,
  accept: (data, lng) => data.lng === lng,
  statusOf: (state, lng) => state.content[lng]?.status,
});

export const contentSlice = createSlice({
  name: 'content',
  initialState: {} as ContentState,
  reducers: {},
  extraReducers: (builder) => addEntryCases(builder, loadContent, String),
});
export function readyContent(lng: Lng, data: SiteContent): ContentState {
  return { [lng]: { status: 'ready', data } };
}

export function selectContentEntry(state: ThunkState, lng: Lng): ContentEntry | undefined {
  return state.content[lng];
}
