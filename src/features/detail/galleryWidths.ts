/** Widths of spec section 9 for the gallery; 300 is the list thumbnail and not offered here. */
export const GALLERY_WIDTHS = [100, 400, 600, 1360] as const;

/**
 * The stage's width: two thirds beside the price box on wide screens, the screen on phones.
 * Phones say 80vw, not the true ~100vw: the spec's widths jump from 600 to 1360, and on a
 * typical 412 px phone at 1.75x the truth picks the 1360 photo (69 KB, four times the bytes,
 * LCP 2.0 s on a slow 4G line) for a photo about 10 % sharper. With 80vw it gets the 600 one
 * (17 KB, LCP 1.4 s); phones at 2x and more still get 1360.
 */
export const STAGE_SIZES = '(min-width: 1200px) 760px, (min-width: 768px) 66vw, 80vw';
