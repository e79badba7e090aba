/**
 * The favourites' side effects, run by the store's listener middleware: read the stored list once the
 * page is hydrated, write it after each change, and follow changes made in another tab.
 */
import { createAction, isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { favouriteAdded, favouriteRemoved, favouritesRestored, type FavouritesState } from './favouritesSlice.ts';
import { FAVOURITES_STORAGE_KEY, readFavourites, writeFavourites, type KeyValueStore } from './favouritesStorage.ts';

/** The app is hydrated (App.tsx): the stored list may be read now without a mismatch. */
export const favouritesStarted = createAction('favourites/started');

export interface FavouritesDeps {
  storage: KeyValueStore | null;
  /** Calls back when another tab changes the key; returns how to stop listening. */
  onExternalChange: (key: string, callback: () => void) => () => void;
}

type State = { favourites: FavouritesState };

export type FavouritesStartListening = TypedStartListening<State>;

/** Registers the favourites' listeners on the store's listener middleware. */
export function startFavouritesListeners(startListening: FavouritesStartListening, deps: FavouritesDeps): void {
  let listening = false;
  startListening({
    actionCreator: favouritesStarted,
    effect: (_action, api) => {
      api.dispatch(favouritesRestored(readFavourites(deps.storage)));
      if (listening) return;
      listening = true;
      deps.onExternalChange(FAVOURITES_STORAGE_KEY, () =>
        api.dispatch(favouritesRestored(readFavourites(deps.storage))),
      );
    },
  });
  startListening({
    matcher: isAnyOf(favouriteAdded, favouriteRemoved),
    effect: (_action, api) => {
      writeFavourites(deps.storage, api.getState().favourites.items);
    },
  });
}
