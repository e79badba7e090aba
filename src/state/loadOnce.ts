/**
 * The one way a per-language data file (the catalogue, a detail file, the content) gets into
 * the store: a thunk that fetches it, checks it is the file asked for, and is not started again
 * for a key that is loading or loaded; and, for the route loaders, `loadOnce`, which gives every
 * caller of a key the one request under way and the data (or null) it ended with.
 */
import {
  createAsyncThunk,
  type ActionReducerMapBuilder,
  type AsyncThunk,
  type AsyncThunkAction,
  type Draft,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';

import type { LoadStatus } from '../lib/loadStatus.ts';

export type { LoadStatus };

/** A keyed file's place in the store while it loads and once it is there. */
export interface LoadEntry<Data> {
  status: LoadStatus;
  data: Data | null;
}

export interface FileSpec<Arg, Data, State> {
  /** The action type prefix (`catalogue/load`). */
  type: string;
  url: (arg: Arg) => string;
  /** Whether the file received is the one asked for (its language, its id). */
  accept: (data: Data, arg: Arg) => boolean;
  /** Where the store keeps this key's status. */
  statusOf: (state: State, arg: Arg) => LoadStatus | undefined;
}

export type FileThunk<Arg, Data, State> = AsyncThunk<Data, Arg, { state: State }>;

/** A thunk loading one file per key: a key that is loading or ready is not asked for again. */
export function createFileLoad<Arg, Data, State>(spec: FileSpec<Arg, Data, State>): FileThunk<Arg, Data, State> {
  return createAsyncThunk<Data, Arg, { state: State }>(
    spec.type,
    async (arg) => {
      const url = spec.url(arg);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      const data = (await response.json()) as Data;
      if (!spec.accept(data, arg)) throw new Error(`Unexpected file at ${url}`);
      return data;
    },
    {
      condition: (arg, { getState }) => {
        const status = spec.statusOf(getState(), arg);
        return status !== 'ready' && status !== 'loading';
      },
    },
  );
}

/** The reducer cases of a slice that keeps a `{ status, data }` entry per key of a file thunk. */
export function addEntryCases<Arg, Data, State>(
  builder: ActionReducerMapBuilder<Partial<Record<string, LoadEntry<Data>>>>,
  thunk: FileThunk<Arg, Data, State>,
  keyOf: (arg: Arg) => string,
): void {
  builder
    .addCase(thunk.pending, (state, action) => {
      state[keyOf(action.meta.arg)] = { status: 'loading', data: null };
    })
    .addCase(thunk.fulfilled, (state, action) => {
      // The payload is plain JSON: a draft of it is the same shape.
      const entry: LoadEntry<Data> = { status: 'ready', data: action.payload };
      state[keyOf(action.meta.arg)] = entry as Draft<LoadEntry<Data>>;
    })
    .addCase(thunk.rejected, (state, action) => {
      state[keyOf(action.meta.arg)] = { status: 'failed', data: null };
    });
}

interface StoreLike<State> {
  dispatch: ThunkDispatch<State, unknown, UnknownAction>;
  getState: () => State;
}

/**
 * For the route loaders: loads a key through its thunk and resolves to the data, or null when
 * the file could not be had (the page then shows its retry state). However many loaders ask
 * for a key, there is one request; a failed key may be asked for again by the next navigation.
 */
export function loadOnce<Arg, Data, State>(
  store: StoreLike<State>,
  thunk: FileThunk<Arg, Data, State>,
  select: (state: State, arg: Arg) => Data | null,
  keyOf: (arg: Arg) => string = String,
): (arg: Arg) => Promise<Data | null> {
  // An AsyncThunk's argument type is conditional on Arg; here it is a plain argument.
  const start = thunk as unknown as (arg: Arg) => AsyncThunkAction<Data, Arg, { state: State }>;
  const pending = new Map<string, Promise<Data | null>>();
  return (arg) => {
    const key = keyOf(arg);
    let promise = pending.get(key);
    if (!promise) {
      promise = store.dispatch(start(arg)).then(() => select(store.getState(), arg));
      pending.set(key, promise);
      void promise.then((value) => value === null && pending.delete(key));
    }
    return promise;
  };
}
