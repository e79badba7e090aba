/**
 * LIVE_DIR/snapshots/good.json: the last snapshot that was published. The sync reads it to
 * merge an incremental read into that snapshot; the caller writes it, with markGood, only
 * after a successful publish, so a publish that fails makes the next sync read the same window
 * again instead of skipping it.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lng } from '../../../src/config/languages.ts';
import type { CatalogueFiles } from '../../../publisher/snapshot/catalogueCheck.ts';
import { formatJson, liveLayout, readJsonIfExists, writeAtomic } from './layout.ts';
import type { GoodSnapshot, SyncOk, SyncUnchanged } from './types.ts';

export const CATALOGUE_NAMES = ['properties', 'projects', 'types', 'cities'] as const;
export type CatalogueName = (typeof CATALOGUE_NAMES)[number];

/** One language's four files: parsed, and as the text they were written with (compared for "unchanged"). */
export interface LanguageSnapshot {
  files: CatalogueFiles;
  texts: Record<CatalogueName, string>;
}

export async function readGood(liveDir: string): Promise<GoodSnapshot | undefined> {
  return readJsonIfExists<GoodSnapshot>(liveLayout(liveDir).good);
}

/** The good snapshot's catalogue, or undefined when a file of it is missing (then the sync reads everything). */
export async function readGoodCatalogue(
  liveDir: string,
  id: string,
  languages: readonly Lng[],
): Promise<Map<Lng, LanguageSnapshot> | undefined> {
  const result = new Map<Lng, LanguageSnapshot>();
  for (const lng of languages) {
    const texts = {} as Record<CatalogueName, string>;
    for (const name of CATALOGUE_NAMES) {
      const file = path.join(liveLayout(liveDir).snapshot(id), 'snapshot', lng, `${name}.json`);
      try {
        texts[name] = await readFile(file, 'utf8');
      } catch {
        return undefined;
      }
    }
    const parse = (name: CatalogueName) => JSON.parse(texts[name]) as unknown;
    const files = Object.fromEntries(CATALOGUE_NAMES.map((name) => [name, parse(name)])) as unknown as CatalogueFiles;
    result.set(lng, { files, texts });
  }
  return result;
}

function retryOf(outcome: SyncOk | SyncUnchanged): { retry?: number[] } {
  const ids = outcome.rejected.flatMap((r) => (r.kind === 'listing' && r.id !== null ? [r.id] : []));
  return ids.length > 0 ? { retry: ids } : {};
}

/**
 * Records `outcome` as the good snapshot, after it was published (or found unchanged). The
 * next incremental sync asks for the changes since the sync's start (`startedAt`, its clock:
 * the CRM's may differ a little, which the minute of overlap covers).
 */
export async function markGood(
  liveDir: string,
  outcome: SyncOk | SyncUnchanged,
  startedAt: Date = new Date(outcome.startedAt),
): Promise<GoodSnapshot> {
  const layout = liveLayout(liveDir);
  const previous = await readGood(liveDir).catch(() => undefined);
  const since = startedAt.toISOString();
  const good: GoodSnapshot = {
    id: outcome.snapshotId,
    syncedAt: new Date().toISOString(),
    since,
    fullAt: outcome.full ? since : (previous?.fullAt ?? null),
    ...retryOf(outcome),
  };
  await mkdir(layout.snapshots, { recursive: true });
  await writeAtomic(layout.good, formatJson(good));
  return good;
}
