/** Widths of spec section 9 for the gallery; 300 is the list thumbnail and not offered here. */
export const GALLERY_WIDTHS = [100, 400, 600, 1360] as const;
