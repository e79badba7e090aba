/**
 * Device flags and whether the top bar shows (spec sections 3 and 4: "two actions update
 * settings"). The language is not kept here: the URL holds it (see docs/ARCHITECTURE.md, "State").
 * The server cannot know the width, so the initial flags are the desktop ones; the layout
 * is responsive in CSS and only behaviour reads these flags, so hydration never differs.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeviceFlags } from '../../lib/device.ts';

export interface SettingsState extends DeviceFlags {
  topBarShow: boolean;
}

export const initialSettings: SettingsState = {
  isMobile: false,
  isTablet: false,
  isDesktop: true,
  topBarShow: true,
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
  },
  selectors: {
    selectIsMobile: (state) => state.isMobile,
    selectTopBarShow: (state) => state.topBarShow,
  },
});

export const { deviceChanged, topBarShown } = settingsSlice.actions;
export const { selectIsMobile, selectTopBarShow } = settingsSlice.selectors;
