import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { settingsSlice } from '../features/settings/settingsSlice.ts';
import { consentSlice } from '../features/consent/consentSlice.ts';
import { catalogueSlice } from '../features/catalogue/catalogueSlice.ts';
import { searchPanelSlice } from '../features/catalogue/search/searchPanelSlice.ts';
import { detailSlice } from '../features/detail/detailSlice.ts';

export const rootReducer = combineSlices(settingsSlice, consentSlice, catalogueSlice, searchPanelSlice, detailSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store for each test, each prerendered page and the browser. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
