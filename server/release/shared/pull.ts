/**
 * Brings the release the database names for this build onto this instance's disk
 * (docs/LIVE_CATALOGUE.md, "Several instances"): the photo variants it lacks, the folders of
 * the earlier releases it inherits from, its own folder, then `releases/current.json`, the one
 * file the release view watches. Each folder is written under a work name and renamed whole,
 * so the view never meets half a release; a folder already on disk is never written again.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { inList, type Sql } from '../../db/sql.ts';
import { readCurrent, releaseSchema } from '../read.ts';
import { writeAtomic } from '../../crm/sync/layout.ts';
import { inSlices, safeName, sha256 } from './files.ts';

const SLICE = 100;
/** A folder being pulled; a kill leaves it behind, and the next start removes it. */
const PULLING = /^\.[\w.-]+\.pull$/;

export interface PullOptions {
  sql: Sql;
  liveDir: string;
  /** The running build's stamp: only a release made for it is served. */
  base: string;
}

/** Writes each named file from its stored body, checked against its hash. */
async function writeBodies(sql: Sql, dir: string, files: { name: string; hash: string }[]): Promise<void> {
  await inSlices(files, SLICE, async (slice) => {
    const hashes = [...new Set(slice.map((file) => file.hash))];
    const rows = await sql.all<{ hash: string; body: Buffer }>(
      `SELECT hash, body FROM release_blobs WHERE hash IN ${inList(hashes)}`,
      hashes,
    );
    const bodies = new Map(rows.map((row) => [row.hash, Buffer.from(row.body)]));
    for (const file of slice) {
      if (!safeName(file.name)) throw new Error(`a shared file has a name outside its folder: ${file.name}`);
      const body = bodies.get(file.hash);
      if (!body || sha256(body) !== file.hash) throw new Error(`the shared body of ${file.name} is missing or damaged`);
      const target = path.join(dir, ...file.name.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    }
  });
}

async function pullFolder(sql: Sql, releasesDir: string, id: string, seen: Set<string>): Promise<void> {
  if (seen.has(id)) return;
  seen.add(id);
  const dir = path.join(releasesDir, id);
  if (existsSync(path.join(dir, 'release.json'))) return;
  const row = await sql.get<{ record: string }>('SELECT record FROM releases WHERE id = ?', [id]);
  if (!row) throw new Error(`release ${id} is not in the database`);
  const record = releaseSchema.parse(JSON.parse(row.record));
  if (record.id !== id) throw new Error(`the record stored as ${id} names ${record.id}`);
  for (const layer of Object.keys(record.inherited ?? {})) await pullFolder(sql, releasesDir, layer, seen);
  const files = await sql.all<{ name: string; hash: string }>(
    'SELECT name, hash FROM release_files WHERE release_id = ? ORDER BY name',
    [id],
  );
  const work = path.join(releasesDir, `.${id}.pull`);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    await writeBodies(sql, work, files);
    // The record last: a folder with a release.json is a complete one (server/release/sweep.ts).
    await writeFile(path.join(work, 'release.json'), row.record);
    await rm(dir, { recursive: true, force: true });
    await rename(work, dir);
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/** The variants this disk lacks (content-named: one on disk is the right one). */
async function pullVariants(sql: Sql, variantsDir: string): Promise<number> {
  const rows = await sql.all<{ name: string; hash: string }>('SELECT name, hash FROM release_variants ORDER BY name');
  const missing = rows.filter((row) => !existsSync(path.join(variantsDir, ...row.name.split('/'))));
  // Written in place: a variant is only named by a page once its release is current, and that comes after.
  await writeBodies(sql, variantsDir, missing);
  return missing.length;
}

/** The release the database names for `base`, or null when it names none. */
export async function sharedCurrent(sql: Sql, base: string): Promise<string | null> {
  const row = await sql.get<{ releaseId: string }>(
    'SELECT release_id AS "releaseId" FROM release_current WHERE base = ?',
    [base],
  );
  return row?.releaseId ?? null;
}

/**
 * Makes this disk serve what the database names: answers the release id when current.json was
 * changed, null when there was nothing to do (no shared release, or it is served already).
 */
export async function pullCurrent(options: PullOptions): Promise<string | null> {
  const id = await sharedCurrent(options.sql, options.base);
  if (!id) return null;
  const releasesDir = path.join(options.liveDir, 'releases');
  const local = await readCurrent(releasesDir);
  if (local.ok && local.value === id && existsSync(path.join(releasesDir, id, 'release.json'))) return null;
  await mkdir(releasesDir, { recursive: true });
  await pullVariants(options.sql, path.join(options.liveDir, 'variants'));
  await pullFolder(options.sql, releasesDir, id, new Set());
  await writeAtomic(path.join(releasesDir, 'current.json'), JSON.stringify({ release: id }));
  return id;
}

/** Removes the work folders of pulls a killed process left (at start, before the first pull). */
export async function sweepPulls(liveDir: string): Promise<void> {
  const releasesDir = path.join(liveDir, 'releases');
  const names = await readdir(releasesDir).catch(() => [] as string[]);
  for (const name of names.filter((entry) => PULLING.test(entry))) {
    await rm(path.join(releasesDir, name), { recursive: true, force: true });
  }
}
