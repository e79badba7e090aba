/**
 * The comparison lives in the URL (`?ids=120,175,236`), so it can be shared and bookmarked.
 * Parsing never throws: whatever a hand-edited or truncated link holds, the first few valid,
 * distinct references are kept and the rest is named, so the page can say what it left out.
 */
import { hrefFor } from '../../domain/routes/routeTable.ts';
import type { Lng } from '../../config/languages.ts';

/** More columns would not fit a phone, nor be a comparison anyone can read. */
export const MAX_COMPARED = 4;

/** A reference is a CRM id: a positive integer; nine digits is far beyond any real one. */
const ID = /^[1-9]\d{0,8}$/;

export interface CompareSelection {
  /** The references to compare, in the URL's order, at most MAX_COMPARED. */
  ids: number[];
  /** Parts that are not a reference ("abc", "-3", "1.5"), as written. */
  invalid: string[];
  /** References given more than once (kept once). */
  duplicates: number[];
  /** Valid references left out because MAX_COMPARED were already kept. */
  beyond: number[];
}

export function parseCompareIds(search: string | URLSearchParams): CompareSelection {
  const params = new URLSearchParams(search);
  // `?ids=1&ids=2` is read like `?ids=1,2`: someone may build the link by hand.
  const parts = params
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    // An empty part (a trailing or doubled comma) is a slip, not something to report.
    .filter((part) => part !== '');
  const selection: CompareSelection = { ids: [], invalid: [], duplicates: [], beyond: [] };
  const seen = new Set<number>();
  for (const part of parts) {
    if (!ID.test(part)) {
      selection.invalid.push(part.slice(0, 20));
      continue;
    }
    const id = Number(part);
    if (seen.has(id)) {
      selection.duplicates.push(id);
      continue;
    }
    seen.add(id);
    if (selection.ids.length < MAX_COMPARED) selection.ids.push(id);
    else selection.beyond.push(id);
  }
  return selection;
}

/** The query string with "?", or "" for no listing (the page then explains how to pick some). */
export function compareSearch(ids: readonly number[]): string {
  const kept = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, MAX_COMPARED);
  // Commas are allowed in a query as they are; encoding them would make the link unreadable.
  return kept.length === 0 ? '' : `?ids=${kept.join(',')}`;
}

export function compareHref(lng: Lng, ids: readonly number[]): string {
  return hrefFor('compare', lng) + compareSearch(ids);
}
