import { makeStore } from '../store.ts';
import { deviceFlags } from '../../lib/device.ts';
import {
  deviceChanged,
  languageChanged,
  selectIsDesktop,
  selectIsMobile,
  selectIsTablet,
  selectLanguage,
  selectTopBarShow,
  settingsSlice,
  topBarShown,
} from './settingsSlice.ts';

describe('settings slice', () => {
  it('starts as desktop with the top bar shown, so the server and the first client render agree', () => {
    const store = makeStore();
    expect(store.getState().settings).toEqual({
      isMobile: false,
      isTablet: false,
      isDesktop: true,
      topBarShow: true,
      lng: null,
    });
  });

  it('takes device flags from the window width', () => {
    const store = makeStore();
    store.dispatch(deviceChanged(deviceFlags(390)));
    expect(selectIsMobile(store.getState())).toBe(true);
    expect(store.getState().settings.isDesktop).toBe(false);
    store.dispatch(deviceChanged(deviceFlags(1000)));
    expect(store.getState().settings).toMatchObject({ isMobile: false, isTablet: true, isDesktop: false });
    expect([selectIsTablet(store.getState()), selectIsDesktop(store.getState())]).toEqual([true, false]);
  });

  it('keeps the language of the page shown', () => {
    const store = makeStore();
    expect(selectLanguage(store.getState())).toBeNull();
    store.dispatch(languageChanged('fr'));
    expect(selectLanguage(store.getState())).toBe('fr');
  });

  it('shows and hides the top bar', () => {
    const state = settingsSlice.reducer(undefined, topBarShown(false));
    expect(state.topBarShow).toBe(false);
    expect(selectTopBarShow({ settings: settingsSlice.reducer(state, topBarShown(true)) })).toBe(true);
  });
});
