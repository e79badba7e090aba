/**
 * Hands a published release to every instance through the database (docs/LIVE_CATALOGUE.md,
 * "Several instances"): the sync that published it, under the sync lock, stores each file of
 * the release's folder (and of the folders it inherits from, if an earlier release never
 * reached the database) by its sha256, the photo variants not stored yet, then in one
 * transaction the release's record and file list and the pointer for its build, with a
 * notification the other instances listen for. Files go first, the pointer last: an instance
 * that sees the pointer finds everything it names. A kill before the pointer leaves the last
 * shared release the one every instance serves.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inList, type Sql } from '../../db/sql.ts';
import { releaseSchema } from '../read.ts';
import { inSlices, listFiles, readBody, sha256 } from './files.ts';

/** The channel of PostgreSQL's NOTIFY; its payload is the schema, so sites sharing a database tell theirs apart. */
export const RELEASE_CHANNEL = 'agency_site_release';

export interface ShareOptions {
  sql: Sql;
  liveDir: string;
  /** The schema the tables are in (PostgreSQL), sent with the notification. */
  schema?: string;
  now?: () => number;
  /** RELEASE_GRACE_MINUTES: a release no longer served stays in the database this long. */
  graceMinutes?: number;
  log?: (line: string) => void;
}

export interface ShareResult {
  release: string;
  /** Files whose bodies were not in the database yet. */
  stored: number;
  files: number;
  variants: number;
}

const SLICE = 200;

/** Bodies not stored yet, stored; answers how many. */
async function storeBodies(sql: Sql, bodies: Map<string, () => Promise<Buffer>>): Promise<number> {
  const hashes = [...bodies.keys()];
  const known = new Set<string>();
  await inSlices(hashes, SLICE, async (slice) => {
    const rows = await sql.all<{ hash: string }>(
      `SELECT hash FROM release_blobs WHERE hash IN ${inList(slice)}`,
      slice,
    );
    for (const row of rows) known.add(row.hash);
  });
  let stored = 0;
  for (const hash of hashes) {
    if (known.has(hash)) continue;
    const body = await (bodies.get(hash) as () => Promise<Buffer>)();
    await sql.run('INSERT INTO release_blobs (hash, body, size) VALUES (?, ?, ?) ON CONFLICT (hash) DO NOTHING', [
      hash,
      body,
      body.length,
    ]);
    stored++;
  }
  return stored;
}

/** One release folder's files and hashes (read once: a page's body is hashed, then stored if new). */
async function folderFiles(dir: string): Promise<{ name: string; hash: string; read: () => Promise<Buffer> }[]> {
  const names = await listFiles(dir);
  const files = [];
  for (const name of names) {
    const hash = sha256(await readBody(dir, name));
    files.push({ name, hash, read: () => readBody(dir, name) });
  }
  return files;
}

async function shareFolder(
  sql: Sql,
  releasesDir: string,
  id: string,
  now: number,
): Promise<{ stored: number; files: number }> {
  const dir = path.join(releasesDir, id);
  const text = await readFile(path.join(dir, 'release.json'), 'utf8');
  const record = releaseSchema.parse(JSON.parse(text));
  // An earlier release this one serves files from: shared first (a folder written before the
  // database shared releases, or whose share was cut short).
  let stored = 0;
  for (const layer of Object.keys(record.inherited ?? {})) {
    if (layer === id) continue;
    if (await sql.get('SELECT id FROM releases WHERE id = ?', [layer])) continue;
    if (!existsSync(path.join(releasesDir, layer, 'release.json'))) {
      throw new Error(`release ${id} inherits from ${layer}, which is neither on disk nor in the database`);
    }
    stored += (await shareFolder(sql, releasesDir, layer, now)).stored;
  }
  if (await sql.get('SELECT id FROM releases WHERE id = ?', [id])) return { stored, files: 0 };
  const files = (await folderFiles(dir)).filter((file) => file.name !== 'release.json');
  stored += await storeBodies(sql, new Map(files.map((file) => [file.hash, file.read])));
  await sql.tx(async (tx) => {
    await tx.run(
      'INSERT INTO releases (id, base, record, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
      [id, record.base, text, now],
    );
    await inSlices(files, SLICE, async (slice) => {
      await tx.run(
        `INSERT INTO release_files (release_id, name, hash) VALUES ${slice.map(() => '(?, ?, ?)').join(', ')}
         ON CONFLICT (release_id, name) DO NOTHING`,
        slice.flatMap((file) => [id, file.name, file.hash]),
      );
    });
  });
  return { stored, files: files.length };
}

/** The photo variants (LIVE_DIR/variants/, named by content) not in the database yet. */
async function shareVariants(sql: Sql, variantsDir: string, now: number): Promise<number> {
  const names = await listFiles(variantsDir);
  const known = new Set((await sql.all<{ name: string }>('SELECT name FROM release_variants')).map((row) => row.name));
  const fresh = names.filter((name) => !known.has(name));
  const hashes = new Map<string, string>();
  const bodies = new Map<string, () => Promise<Buffer>>();
  for (const name of fresh) {
    const hash = sha256(await readBody(variantsDir, name));
    hashes.set(name, hash);
    bodies.set(hash, () => readBody(variantsDir, name));
  }
  await storeBodies(sql, bodies);
  await inSlices(fresh, SLICE, async (slice) => {
    await sql.run(
      `INSERT INTO release_variants (name, hash, created_at) VALUES ${slice.map(() => '(?, ?, ?)').join(', ')}
       ON CONFLICT (name) DO NOTHING`,
      slice.flatMap((name) => [name, hashes.get(name) as string, now]),
    );
  });
  return fresh.length;
}

/** Shares release `id` (published in `liveDir`) and makes it the one its build serves everywhere. */
export async function shareRelease(options: ShareOptions, id: string): Promise<ShareResult> {
  const now = options.now ?? Date.now;
  const { sql } = options;
  const releasesDir = path.join(options.liveDir, 'releases');
  // Variants first: a page must never name a picture an instance cannot have yet.
  const variants = await shareVariants(sql, path.join(options.liveDir, 'variants'), now());
  const { stored, files } = await shareFolder(sql, releasesDir, id, now());
  const base = (await sql.get<{ base: string }>('SELECT base FROM releases WHERE id = ?', [id]))?.base;
  if (!base) throw new Error(`release ${id} was not stored`);
  await sql.tx(async (tx) => {
    await tx.run(
      `INSERT INTO release_current (base, release_id, published_at) VALUES (?, ?, ?)
       ON CONFLICT (base) DO UPDATE SET release_id = excluded.release_id, published_at = excluded.published_at`,
      [base, id, now()],
    );
    // Delivered when the transaction commits, to every instance listening (PostgreSQL only:
    // on SQLite there is one machine, and its own release is already on its disk).
    if (sql.engine === 'postgres') await tx.run('SELECT pg_notify(?, ?)', [RELEASE_CHANNEL, options.schema ?? '']);
  });
  await pruneShared(sql, now() - (options.graceMinutes ?? 60) * 60_000);
  options.log?.(`release: ${id} shared through the database (${files} files, ${stored} new, ${variants} variants)`);
  return { release: id, stored, files, variants };
}

/**
 * Deletes the releases no instance needs any more: older than the grace period and neither a
 * build's current release nor one of the folders those inherit from; then the bodies no
 * release or variant names. Run by the sync lock's holder only (it alone stores bodies).
 */
export async function pruneShared(sql: Sql, before: number): Promise<number> {
  const keep = new Set<string>();
  for (const { record } of await sql.all<{ record: string }>(
    'SELECT r.record FROM release_current c JOIN releases r ON r.id = c.release_id',
  )) {
    const parsed = releaseSchema.safeParse(JSON.parse(record));
    if (!parsed.success) continue;
    keep.add(parsed.data.id);
    for (const layer of Object.keys(parsed.data.inherited ?? {})) keep.add(layer);
  }
  const old = (await sql.all<{ id: string }>('SELECT id FROM releases WHERE created_at < ?', [before]))
    .map((row) => row.id)
    .filter((id) => !keep.has(id));
  await inSlices(old, SLICE, async (slice) => {
    await sql.tx(async (tx) => {
      await tx.run(`DELETE FROM release_files WHERE release_id IN ${inList(slice)}`, slice);
      await tx.run(`DELETE FROM releases WHERE id IN ${inList(slice)}`, slice);
    });
  });
  if (old.length > 0) {
    await sql.run(
      `DELETE FROM release_blobs WHERE NOT EXISTS (SELECT 1 FROM release_files f WHERE f.hash = release_blobs.hash)
       AND NOT EXISTS (SELECT 1 FROM release_variants v WHERE v.hash = release_blobs.hash)`,
    );
  }
  return old.length;
}
