/** Device classes from the window width (spec section 4). */
export interface DeviceFlags {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
}

export const MOBILE_BELOW = 767;
export const DESKTOP_FROM = 1280;
/** The second helper of the spec: above this width counts as desktop. */
export const COMPACT_DESKTOP_ABOVE = 960;

/** Mobile below 767, tablet from 767 up to 1280, desktop from 1280. */
export function deviceFlags(width: number): DeviceFlags {
  return {
    isMobile: width < MOBILE_BELOW,
    isTablet: width >= MOBILE_BELOW && width < DESKTOP_FROM,
    isDesktop: width >= DESKTOP_FROM,
  };
}

/** The separate helper: above 960 is desktop, 767 to 960 tablet, below 767 mobile. */
export function compactDeviceFlags(width: number): DeviceFlags {
  return {
    isMobile: width < MOBILE_BELOW,
    isTablet: width >= MOBILE_BELOW && width <= COMPACT_DESKTOP_ABOVE,
    isDesktop: width > COMPACT_DESKTOP_ABOVE,
  };
}
