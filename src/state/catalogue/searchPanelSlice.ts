/**
 * The home search panel's state (spec section 4): focus opens it, typing updates the text
 * (the filtered cities and properties are derived from it by a selector, never stored),
 * clearing empties them, the search button toggles the panel.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SearchPanelState {
  open: boolean;
  text: string;
}

const initialState: SearchPanelState = { open: false, text: '' };

export const searchPanelSlice = createSlice({
  name: 'searchPanel',
  initialState,
  reducers: {
    panelOpened: (state) => {
      state.open = true;
    },
    panelClosed: (state) => {
      state.open = false;
    },
    panelToggled: (state) => {
      state.open = !state.open;
    },
    textChanged: (state, action: PayloadAction<string>) => {
      state.text = action.payload.slice(0, 100);
      state.open = true;
    },
    textCleared: (state) => {
      state.text = '';
    },
  },
  selectors: {
    selectPanelOpen: (state) => state.open,
    selectPanelText: (state) => state.text,
  },
});

export const { panelOpened, panelClosed, panelToggled, textChanged, textCleared } = searchPanelSlice.actions;
export const { selectPanelOpen, selectPanelText } = searchPanelSlice.selectors;
