import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { settingsSlice } from '../features/settings/settingsSlice.ts';
import { consentSlice } from '../features/consent/consentSlice.ts';
import { consentListeners, type ConsentDeps } from '../features/consent/consentListener.ts';
import { effectsMiddleware, type Effect } from './effectsMiddleware.ts';
import { catalogueSlice } from '../features/catalogue/catalogueSlice.ts';
import { searchPanelSlice } from '../features/catalogue/search/searchPanelSlice.ts';
import { detailSlice } from '../features/detail/detailSlice.ts';
import { contentSlice } from '../features/content/contentSlice.ts';
import { favouritesSlice } from '../features/favourites/favouritesSlice.ts';
import { favouritesEffects, type FavouritesDeps } from '../features/favourites/favouritesEffects.ts';

export const rootReducer = combineSlices(
  settingsSlice,
  consentSlice,
  catalogueSlice,
  searchPanelSlice,
  detailSlice,
  contentSlice,
  favouritesSlice,
);
export type RootState = ReturnType<typeof rootReducer>;

/** The side effects a store runs: the browser gives the real ones, tests fakes, the prerender none. */
export interface StoreEffects {
  consent?: ConsentDeps;
  favourites?: FavouritesDeps;
}

/** A fresh store for each test, each prerendered page and the browser. */
export function makeStore(preloadedState?: Partial<RootState>, effects: StoreEffects = {}) {
  const all: Effect<RootState>[] = [
    ...(effects.consent ? consentListeners(effects.consent) : []),
    ...(effects.favourites ? favouritesEffects(effects.favourites) : []),
  ];
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(effectsMiddleware(all)),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
