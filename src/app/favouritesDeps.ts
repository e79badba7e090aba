/** The browser's side of the favourites: localStorage and the other tabs' storage events. */
import type { FavouritesDeps } from '../state/favourites/favouritesEffects.ts';
import { browserStorage } from '../lib/browserStorage.ts';

export function favouritesDeps(): FavouritesDeps {
  return {
    storage: browserStorage('localStorage'),
    onExternalChange: (key, callback) => {
      const listener = (event: StorageEvent) => {
        if (event.key === key || event.key === null) callback();
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
