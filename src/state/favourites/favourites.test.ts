import { makeStore } from '../store.ts';
import { favouritesStarted, type FavouritesDeps } from './favouritesEffects.ts';
import {
  favouriteAdded,
  favouriteRemoved,
  selectFavourites,
  selectIsFavourite,
  MAX_FAVOURITES,
} from './favouritesSlice.ts';
import { FAVOURITES_STORAGE_KEY, readFavourites, writeFavourites } from './favouritesStorage.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function memoryStore(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[FAVOURITES_STORAGE_KEY, initial]]);
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const item = (id: number) => ({ id, addedAt: '2026-11-20T10:00:00.000Z', title: `Maison ${id}`, place: '6900 Marche' });

function setUp(stored?: string) {
  const storage = memoryStore(stored);
  let external: (() => void) | null = null;
  const deps: FavouritesDeps = {
    storage,
    onExternalChange: (_key, callback) => {
      external = callback;
      return () => undefined;
    },
  };
  const store = makeStore({}, { favourites: deps });
  return { store, storage, fireExternal: () => external?.() };
}

describe('favourites storage', () => {
  it('reads only well-formed entries, once each, and at most the limit', () => {
    const raw = JSON.stringify([item(1), { id: 'x' }, item(1), { id: 2 }, null, { id: -3 }, item(4)]);
    expect(readFavourites(memoryStore(raw)).map((f) => f.id)).toEqual([1, 2, 4]);
    expect(readFavourites(memoryStore('{not json'))).toEqual([]);
    expect(readFavourites(memoryStore('{"id":1}'))).toEqual([]);
    expect(readFavourites(null)).toEqual([]);
    const many = JSON.stringify(Array.from({ length: MAX_FAVOURITES + 5 }, (_, i) => item(i + 1)));
    expect(readFavourites(memoryStore(many))).toHaveLength(MAX_FAVOURITES);
  });

  it('reports a browser that refuses to store', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeFavourites(full, [item(1)])).toBe(false);
    expect(writeFavourites(memoryStore(), [item(1)])).toBe(true);
  });
});

describe('favourites effects', () => {
  it('reads the stored list once started, and keeps every change', async () => {
    const { store, storage } = setUp(JSON.stringify([item(120)]));
    expect(selectFavourites(store.getState())).toEqual([]);
    store.dispatch(favouritesStarted());
    await settle();
    expect(selectIsFavourite(store.getState(), 120)).toBe(true);

    store.dispatch(favouriteAdded(item(175)));
    store.dispatch(favouriteAdded(item(175)));
    await settle();
    expect(JSON.parse(storage.data.get(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([item(175), item(120)]);

    store.dispatch(favouriteRemoved(120));
    await settle();
    expect(JSON.parse(storage.data.get(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([item(175)]);
  });

  it('follows a change made in another tab', async () => {
    const { store, storage, fireExternal } = setUp();
    store.dispatch(favouritesStarted());
    await settle();
    storage.data.set(FAVOURITES_STORAGE_KEY, JSON.stringify([item(9)]));
    fireExternal();
    await settle();
    expect(selectFavourites(store.getState()).map((f) => f.id)).toEqual([9]);
  });
});
