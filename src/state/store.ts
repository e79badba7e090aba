import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { settingsSlice } from './settings/settingsSlice.ts';
import { consentSlice } from './consent/consentSlice.ts';
import { startConsentListeners, type ConsentDeps } from './consent/consentListener.ts';
import { catalogueSlices } from './catalogue/catalogueSlices.ts';
import { searchPanelSlice } from './catalogue/searchPanelSlice.ts';
import { detailSlice } from './detail/detailSlice.ts';
import { contentSlice } from './content/contentSlice.ts';
import { favouritesSlice } from './favourites/favouritesSlice.ts';
import { startFavouritesListeners, type FavouritesDeps } from './favourites/favouritesEffects.ts';

/**
 * Made when the first store is (combining runs every slice's reducer once): a phone then spends
 * that time in the task that makes the store (main.tsx yields around it), not in the one that
 * evaluates the app's modules.
 */
const combine = () =>
  combineSlices(
    settingsSlice,
    consentSlice,
    ...catalogueSlices,
    searchPanelSlice,
    detailSlice,
    contentSlice,
    favouritesSlice,
  );
let rootReducer: ReturnType<typeof combine> | null = null;
export type RootState = ReturnType<ReturnType<typeof combine>>;

/** The side effects a store runs: the browser gives the real ones, tests fakes, the prerender none. */
export interface StoreEffects {
  consent?: ConsentDeps;
  favourites?: FavouritesDeps;
}

/** A fresh store for each test, each prerendered page and the browser. */
export function makeStore(preloadedState?: Partial<RootState>, effects: StoreEffects = {}) {
  // An effect that fails must not break the dispatch that started it; it is reported.
  const listener = createListenerMiddleware({ onError: (error) => console.error('Effect failed:', error) });
  if (effects.consent) startConsentListeners(listener.startListening.withTypes<RootState>(), effects.consent);
  if (effects.favourites) startFavouritesListeners(listener.startListening.withTypes<RootState>(), effects.favourites);
  return configureStore({
    reducer: (rootReducer ??= combine()),
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
