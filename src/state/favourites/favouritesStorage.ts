/**
 * Where the favourites are kept: one localStorage key, a list the visitor asked for (so it is
 * strictly necessary storage, listed in the cookie policy). Whatever is found there is checked
 * item by item: a damaged entry is dropped, never trusted.
 */
import { MAX_FAVOURITES, type FavouriteItem } from './favouritesSlice.ts';

export const FAVOURITES_STORAGE_KEY = 'favourites';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function itemOf(value: unknown): FavouriteItem | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  if (typeof entry.id !== 'number' || !Number.isSafeInteger(entry.id) || entry.id <= 0) return null;
  const addedAt = typeof entry.addedAt === 'string' && !Number.isNaN(Date.parse(entry.addedAt)) ? entry.addedAt : '';
  return { id: entry.id, addedAt, title: text(entry.title, 200), place: text(entry.place, 100) };
}

export function readFavourites(store: KeyValueStore | null): FavouriteItem[] {
  let raw: string | null = null;
  try {
    raw = store?.getItem(FAVOURITES_STORAGE_KEY) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    const items: FavouriteItem[] = [];
    for (const value of parsed) {
      const item = itemOf(value);
      if (!item || seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
      if (items.length === MAX_FAVOURITES) break;
    }
    return items;
  } catch {
    return [];
  }
}

/** False when the browser refuses (full or forbidden storage): the list then lasts this visit. */
export function writeFavourites(store: KeyValueStore | null, items: FavouriteItem[]): boolean {
  try {
    store?.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(items));
    return store !== null;
  } catch {
    return false;
  }
}
