/**
 * A release on disk (docs/LIVE_CATALOGUE.md): a directory of the files a publish wrote, its
 * release.json (which also names the files it serves from earlier releases' directories), and
 * releases/current.json naming the one being served. This
 * module reads the current one and writes a new one; it never changes a release once named.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DetailKind } from '../../src/domain/catalogue/detailTypes.ts';

export interface ReleaseRecord {
  id: string;
  /** The inputs hash of the build it overlays (build/stamp.json). */
  base: string;
  /** The snapshot it was published from (LIVE_DIR/snapshots/{id}/). */
  snapshot: string;
  createdAt: string;
  /** The files in this release's directory. */
  files: string[];
  /** Files served from earlier releases' directories, by release id (the server keeps those). */
  inherited?: Record<string, string[]>;
  hidden: string[];
  gone: Record<string, DetailKind>;
  goneIds: string[];
  manifest: string;
}

export const MANIFEST_FILE = 'canonical.json';
const RECORD_FILE = 'release.json';

export const releasesDir = (liveDir: string) => path.join(liveDir, 'releases');
const pointerFile = (liveDir: string) => path.join(releasesDir(liveDir), 'current.json');

/** The release being served, when there is one made for this base; null otherwise. */
export async function currentRelease(
  liveDir: string,
  base: string,
): Promise<{ record: ReleaseRecord; dir: string } | null> {
  const pointer = await readFile(pointerFile(liveDir), 'utf8').catch(() => null);
  if (!pointer) return null;
  const id = (JSON.parse(pointer) as { release?: unknown }).release;
  if (typeof id !== 'string' || !/^[\w.-]+$/.test(id)) return null;
  const dir = path.join(releasesDir(liveDir), id);
  const text = await readFile(path.join(dir, RECORD_FILE), 'utf8').catch(() => null);
  if (!text) return null;
  const record = JSON.parse(text) as ReleaseRecord;
  // A release of another build (an older deploy) says nothing about this one's files.
  return record.base === base ? { record, dir } : null;
}

/** Sortable and unique: the time, then a counter-like random tail. */
export function releaseId(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${Math.random().toString(16).slice(2, 8)}`;
}

/** Write then rename: a reader sees the old file or the new one, never half of one. */
export async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/**
 * Completes a release: its record last, then the directory renamed into place, then the
 * pointer. Until the pointer moves no visitor sees any of it; after, all of it.
 */
export async function commitRelease(liveDir: string, workDir: string, record: ReleaseRecord): Promise<string> {
  await writeFile(path.join(workDir, RECORD_FILE), JSON.stringify(record));
  const dir = path.join(releasesDir(liveDir), record.id);
  if (existsSync(dir)) await rm(dir, { recursive: true, force: true });
  await rename(workDir, dir);
  await writeAtomic(pointerFile(liveDir), JSON.stringify({ release: record.id }));
  return dir;
}
