import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { deviceFlags } from '../../lib/device.ts';
import { throttle } from '../../lib/throttle.ts';
import { SCROLL_THROTTLE_MS } from '../../lib/scroll.ts';
import { deviceChanged } from './settingsSlice.ts';

/** Measures the window after hydration and on resize, and tells the store when the class changes. */
export function useDeviceTracking(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let last = '';
    const measure = () => {
      const flags = deviceFlags(window.innerWidth);
      const key = `${flags.isMobile}${flags.isTablet}${flags.isDesktop}`;
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
  }, [dispatch]);
}
