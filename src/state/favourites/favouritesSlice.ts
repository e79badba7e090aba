/**
 * The visitor's favourite listings, kept in this browser only (no account): the list as it was
 * stored, and whether it has been read yet. The prerendered page and the first render in the
 * browser know no favourites; the list is read once the page is hydrated (favouritesEffects.ts).
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface FavouriteItem {
  id: number;
  /** ISO date and time it was added. */
  addedAt: string;
  /** What the card said when it was added, to name a listing that has since gone offline. */
  title: string;
  place: string;
}

export interface FavouritesState {
  items: FavouriteItem[];
  restored: boolean;
}

/** More would no longer be a short list, and localStorage is small. */
export const MAX_FAVOURITES = 100;

const initialState: FavouritesState = { items: [], restored: false };

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    favouritesRestored(state, action: PayloadAction<FavouriteItem[]>) {
      state.items = action.payload.slice(0, MAX_FAVOURITES);
      state.restored = true;
    },
    favouriteAdded(state, action: PayloadAction<FavouriteItem>) {
      if (state.items.some((item) => item.id === action.payload.id)) return;
      // The newest first; past the limit the oldest goes.
      state.items = [action.payload, ...state.items].slice(0, MAX_FAVOURITES);
    },
    favouriteRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectFavourites: (state) => state.items,
    selectFavouritesRestored: (state) => state.restored,
  },
});

export const { favouritesRestored, favouriteAdded, favouriteRemoved } = favouritesSlice.actions;
export const { selectFavourites, selectFavouritesRestored } = favouritesSlice.selectors;

export const selectFavouriteIds = createSelector([selectFavourites], (items) => new Set(items.map((item) => item.id)));
export const selectIsFavourite = (state: { favourites: FavouritesState }, id: number) =>
  selectFavouriteIds(state).has(id);
