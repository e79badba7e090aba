/** Text helpers of spec sections 5 and 9: the empty check and the description cut. */

/** Empty: null, undefined, or text with nothing but white space. */
export function isEmpty(value: string | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value.trim() === '';
}

/** The default description limit (spec section 9). */
export const DESCRIPTION_LIMIT = 250;
/** The card and search-panel limit for a type description. */
export const TYPE_DESCRIPTION_LIMIT = 100;

const ELLIPSIS = '…';

/**
 * Cuts `text` to at most `limit` characters plus an ellipsis. The cut moves back to the last
 * space when that space lies beyond 80 % of the limit, so a word is not broken; an earlier
 * space would throw away too much text, and then the word is cut. Trailing punctuation that
 * would sit oddly before the ellipsis (", ; :") is dropped.
 */
export function truncate(text: string, limit: number = DESCRIPTION_LIMIT): string {
  const clean = text.trim();
  if (clean.length <= limit) return clean;
  let cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace > limit * 0.8) cut = cut.slice(0, lastSpace);
  return cut.replace(/[\s,;:.\-–]+$/u, '') + ELLIPSIS;
}
