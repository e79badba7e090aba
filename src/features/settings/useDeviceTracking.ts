import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '../../state/hooks.ts';
import { deviceFlags, type DeviceFlags } from '../../lib/device.ts';
import { throttle } from '../../lib/throttle.ts';
import { SCROLL_THROTTLE_MS } from '../../lib/scroll.ts';
import { deviceChanged } from '../../state/settings/settingsSlice.ts';

/** Measures the window after hydration and on resize, and tells the store when the class changes. */
export function useDeviceTracking(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const keyOf = (flags: DeviceFlags) => `${flags.isMobile}${flags.isTablet}${flags.isDesktop}`;
    // The browser's store starts with the flags (main.tsx): unchanged, nothing is dispatched.
    let last = keyOf(store.getState().settings);
    const measure = () => {
      const flags = deviceFlags(window.innerWidth);
      const key = keyOf(flags);
      if (key === last) return;
      last = key;
      dispatch(deviceChanged(flags));
    };
    measure();
    const onResize = throttle(measure, SCROLL_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [dispatch, store]);
}
