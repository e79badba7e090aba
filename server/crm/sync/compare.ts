/**
 * The candidate against the last good snapshot: an incremental read merged into it, and what
 * differs (the listings changed or gone, for the log and the stats).
 */
import type { Lng } from '../../../src/config/languages.ts';
import type { CatalogueFiles } from '../../../publisher/snapshot/catalogueCheck.ts';
import type { Property } from '../../../src/domain/catalogue/schema.ts';
import { CATALOGUE_NAMES, type CatalogueName, type LanguageSnapshot } from './good.ts';
import { byId } from './records.ts';

/**
 * The good listings with the deleted ones dropped and the changed or new ones put in. A
 * listing both deleted and changed within the window exists now (the CRM lists it): it stays.
 */
export function mergeListings(
  good: readonly Property[],
  changed: readonly Property[],
  deleted: readonly number[],
): Property[] {
  const listings = new Map(good.map((p) => [p.ID, p]));
  for (const id of deleted) listings.delete(id);
  for (const p of changed) listings.set(p.ID, p);
  return byId(listings.values());
}

export function sameAsGood(
  texts: ReadonlyMap<Lng, Record<CatalogueName, string>>,
  good: ReadonlyMap<Lng, LanguageSnapshot>,
): boolean {
  return [...texts].every(([lng, files]) =>
    CATALOGUE_NAMES.every((name) => good.get(lng)?.texts[name] === files[name]),
  );
}

/** Listings new or different in any language, and those gone, against the good snapshot (all new without one). */
export function listingChanges(
  catalogues: ReadonlyMap<Lng, CatalogueFiles>,
  good: ReadonlyMap<Lng, LanguageSnapshot> | undefined,
): { changed: number; deleted: number } {
  const changed = new Set<number>();
  const gone = new Set<number>();
  for (const [lng, files] of catalogues) {
    const before = new Map((good?.get(lng)?.files.properties ?? []).map((p) => [p.ID, JSON.stringify(p)]));
    const now = new Set<number>();
    for (const p of files.properties) {
      now.add(p.ID);
      if (before.get(p.ID) !== JSON.stringify(p)) changed.add(p.ID);
    }
    for (const id of before.keys()) if (!now.has(id)) gone.add(id);
  }
  return { changed: changed.size, deleted: gone.size };
}
