/**
 * Device flags, whether the top bar shows (spec sections 3 and 4: "two actions update
 * settings") and the language of the page shown. The URL decides the language; the site route's
 * loader stores it here when it changes, before the page renders, so the server's store and the
 * browser's agree. The server cannot know the width, so the initial flags are the desktop ones;
 * the layout is responsive in CSS and only behaviour reads these flags (the header closes its
 * phone drawer on a desktop), so hydration never differs.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeviceFlags } from '../../lib/device.ts';
import type { Lng } from '../../config/languages.ts';

export interface SettingsState extends DeviceFlags {
  topBarShow: boolean;
  /** The language of the page shown; null before the first page's loader ran. */
  lng: Lng | null;
}

export const initialSettings: SettingsState = {
  isMobile: false,
  isTablet: false,
  isDesktop: true,
  topBarShow: true,
  lng: null,
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettings,
  reducers: {
    deviceChanged(state, action: PayloadAction<DeviceFlags>) {
      state.isMobile = action.payload.isMobile;
      state.isTablet = action.payload.isTablet;
      state.isDesktop = action.payload.isDesktop;
    },
    topBarShown(state, action: PayloadAction<boolean>) {
      state.topBarShow = action.payload;
    },
    languageChanged(state, action: PayloadAction<Lng>) {
      state.lng = action.payload;
    },
  },
  selectors: {
    selectIsMobile: (state) => state.isMobile,
    selectIsTablet: (state) => state.isTablet,
    selectIsDesktop: (state) => state.isDesktop,
    selectTopBarShow: (state) => state.topBarShow,
    selectLanguage: (state) => state.lng,
  },
});

export const { deviceChanged, topBarShown, languageChanged } = settingsSlice.actions;
export const { selectIsMobile, selectIsTablet, selectIsDesktop, selectTopBarShow, selectLanguage } =
  settingsSlice.selectors;
