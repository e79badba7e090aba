/**
 * Old snapshots go once nothing needs them: the caller names the ones it still needs (those
 * releases were published from), the good one stays (the next sync merges into it), and so do
 * the newest two whatever they are (a snapshot just made and about to be published). A
 * candidate left half built by a process that died (`{id}.partial`) goes once it is older than
 * a lock can be held, so a sync running beside the pruning is never pulled from under it.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { readGood } from './good.ts';
import { liveLayout, PARTIAL, SNAPSHOT_ID } from './layout.ts';
import { STALE_MS } from './lock.ts';

export const KEEP_NEWEST = 2;

/** Removes the snapshots not kept; answers the ids removed. */
export async function pruneSnapshots(
  liveDir: string,
  keep: readonly string[],
  now: () => number = Date.now,
): Promise<string[]> {
  const dir = liveLayout(liveDir).snapshots;
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const good = await readGood(liveDir).catch(() => undefined);
  const ids = entries.filter((name) => SNAPSHOT_ID.test(name)).sort();
  const kept = new Set([...keep, ...(good ? [good.id] : []), ...ids.slice(-KEEP_NEWEST)]);
  const removed: string[] = [];
  for (const id of ids) {
    if (kept.has(id)) continue;
    await rm(path.join(dir, id), { recursive: true, force: true });
    removed.push(id);
  }
  for (const name of entries.filter((entry) => entry.endsWith(PARTIAL))) {
    const full = path.join(dir, name);
    const modified = (await stat(full).catch(() => null))?.mtimeMs ?? now();
    if (now() - modified > STALE_MS) {
      await rm(full, { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}
