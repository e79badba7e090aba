/** The browser's side of the favourites: localStorage and the other tabs' storage events. */
import type { FavouritesDeps } from '../features/favourites/favouritesEffects.ts';

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled: the favourites last this visit.
    return null;
  }
}

export function favouritesDeps(): FavouritesDeps {
  return {
    storage: localStore(),
    onExternalChange: (key, callback) => {
      const listener = (event: StorageEvent) => {
        if (event.key === key || event.key === null) callback();
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
