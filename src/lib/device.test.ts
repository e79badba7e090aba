import { compactDeviceFlags, deviceFlags } from './device.ts';

const name = (f: { isMobile: boolean; isTablet: boolean; isDesktop: boolean }) =>
  [f.isMobile && 'mobile', f.isTablet && 'tablet', f.isDesktop && 'desktop'].filter(Boolean).join('+');

describe('deviceFlags: mobile below 767, tablet 767 up to 1280, desktop from 1280', () => {
  it.each([
    [0, 'mobile'],
    [390, 'mobile'],
    [766, 'mobile'],
    [767, 'tablet'],
    [1024, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [2560, 'desktop'],
  ])('%i px is %s', (width, expected) => {
    expect(name(deviceFlags(width))).toBe(expected);
  });
});

describe('compactDeviceFlags: above 960 desktop, 767 to 960 tablet', () => {
  it.each([
    [766, 'mobile'],
    [767, 'tablet'],
    [960, 'tablet'],
    [961, 'desktop'],
    [1279, 'desktop'],
  ])('%i px is %s', (width, expected) => {
    expect(name(compactDeviceFlags(width))).toBe(expected);
  });
});
