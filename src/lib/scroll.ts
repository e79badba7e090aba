/** Scroll constants of spec section 9. */
export const HEADER_FIXED_AFTER = 30;
export const SCROLL_TOP_VISIBLE_FROM = 10;
export const SCROLL_THROTTLE_MS = 100;
export const SCROLL_TOP_ANIMATION_MS = 500;

/** Ease-in-out over [0, 1]. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * Scrolls the window to the top in `duration` ms. Visitors who ask for reduced motion get
 * there at once.
 */
export function animateScrollToTop(duration = SCROLL_TOP_ANIMATION_MS): void {
  const start = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || start <= 0 || typeof requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOut(t))));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
