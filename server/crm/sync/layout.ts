/**
 * Where the sync keeps things under LIVE_DIR (docs/LIVE_CATALOGUE.md, "Where things live"),
 * and the two ways it writes: JSON formatted as the committed snapshot is (two spaces, a final
 * newline, so a candidate diffs cleanly against it), and atomically (tmp + rename), so a reader
 * never sees half a file, whatever moment the process dies at.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const liveLayout = (liveDir: string) => ({
  media: path.join(liveDir, 'media'),
  mediaIndex: path.join(liveDir, 'media', 'index.json'),
  snapshots: path.join(liveDir, 'snapshots'),
  good: path.join(liveDir, 'snapshots', 'good.json'),
  lock: path.join(liveDir, 'sync.lock'),
  snapshot: (id: string) => path.join(liveDir, 'snapshots', id),
});

/** A candidate is built under this name and renamed to its id once it passed the check. */
export const PARTIAL = '.partial';

/** Sortable by time, unique without coordination: 20261124T101500Z-3f9a0c. */
export function snapshotId(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '');
  return `${stamp}Z-${randomBytes(3).toString('hex')}`;
}

export const SNAPSHOT_ID = /^\d{8}T\d{6}Z-[0-9a-f]{6}$/;

export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** The parsed file, or undefined when it does not exist. Other errors (a corrupt file) throw. */
export async function readJsonIfExists<T>(file: string): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return JSON.parse(text) as T;
}
