/**
 * Moves a site's SQLite file into PostgreSQL (npm run db:copy, docs/DATABASE.md): every table
 * of the schema, in the order of their foreign keys, in ONE PostgreSQL transaction, so a copy
 * that fails leaves the target as it was.
 *
 * Idempotent: a row whose primary key is already in the target is not written again, but it
 * must be the same row. A different row under the same key (the target has been used by a
 * running site meanwhile) stops the copy with the table and the key, and nothing is copied:
 * overwriting it, or skipping ours, would each lose someone's data.
 *
 * After the rows, each identity column continues after the highest id copied, and files of an
 * older version still in DATA_DIR/uploads are carried into upload_files. rate_hits is not
 * copied: it is a ten-minute window, not data.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { Param, Sql, Tx } from './sql.ts';

/** The tables in the order their foreign keys allow. */
export const COPY_ORDER = [
  'submissions',
  'uploads',
  'upload_files',
  'outbox',
  'crm_jobs',
  'idempotency',
  'captcha_used',
  'appointments',
  'newsletter',
  'demands',
  'owners',
  'owner_properties',
  'property_calendar',
  'property_communications',
  'property_media',
  'sessions',
  'login_failures',
  'password_resets',
  'staff',
  'staff_sessions',
  'staff_links',
  'staff_recovery_codes',
  'audit_log',
  'visits_daily',
  'visit_salts',
  'visit_seen',
  'listings_seen',
  'alert_matches',
  'recipient_day',
  'server_keys',
  'job_runs',
  'visit_hours',
  'visit_days',
] as const;

// The shared releases are published again by the first sync on PostgreSQL (SQLite keeps them on disk).
const NOT_COPIED = new Set([
  'rate_hits',
  'release_blobs',
  'releases',
  'release_files',
  'release_variants',
  'release_current',
]);
const BATCH = 200;

export interface TableReport {
  table: string;
  rows: number;
  written: number;
}

export class CopyConflict extends Error {}

type Row = Record<string, unknown>;

const same = (a: unknown, b: unknown): boolean => {
  if (Buffer.isBuffer(a) || Buffer.isBuffer(b)) {
    return Buffer.isBuffer(a) && Buffer.isBuffer(b) && a.equals(b);
  }
  if (typeof a === 'bigint' || typeof b === 'bigint') return String(a) === String(b);
  return a === b;
};

function columnsOf(source: Database.Database, table: string) {
  const info = source.prepare('SELECT name, pk FROM pragma_table_info(?) ORDER BY cid').all(table) as {
    name: string;
    pk: number;
  }[];
  return {
    columns: info.map((column) => column.name),
    keys: info
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name),
  };
}

async function copyTable(source: Database.Database, tx: Tx, table: string): Promise<TableReport> {
  const { columns, keys } = columnsOf(source, table);
  const list = columns.map((name) => `"${name}"`).join(', ');
  const match = keys.map((name) => `"${name}" = ?`).join(' AND ');
  const rows = source.prepare(`SELECT ${list} FROM "${table}" ORDER BY ${keys.join(', ')}`).all() as Row[];
  let written = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const values = batch.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    const params = batch.flatMap((row) => columns.map((name) => row[name] as Param));
    const result = await tx.run(`INSERT INTO "${table}" (${list}) VALUES ${values} ON CONFLICT DO NOTHING`, params);
    written += result.changes;
    if (result.changes === batch.length) continue;
    // Some keys were there already: each must be the very row we hold.
    for (const row of batch) {
      const there = await tx.get<Row>(
        `SELECT ${list} FROM "${table}" WHERE ${match}`,
        keys.map((name) => row[name] as Param),
      );
      const differs = !there || columns.some((name) => !same(row[name], there[name]));
      if (differs) {
        const key = keys.map((name) => `${name}=${String(row[name])}`).join(', ');
        throw new CopyConflict(
          `${table} (${key}): the target holds a different row under this key. Nothing was copied. ` +
            'Copy into an empty database (or schema), before the site runs on it.',
        );
      }
    }
  }
  return { table, rows: rows.length, written };
}

/** Identity columns continue after the highest id copied. */
async function continueIdentities(tx: Tx, tables: readonly string[]): Promise<void> {
  const identities = await tx.all<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of identities) {
    if (!tables.includes(table)) continue;
    await tx.run(
      `SELECT setval(pg_get_serial_sequence(?, ?), GREATEST((SELECT MAX("${column}") FROM "${table}"), 1))`,
      [table, column],
    );
  }
}

/** Files of an older version's DATA_DIR/uploads, for uploads rows that have no upload_files row yet. */
async function carryUploadFiles(source: Database.Database, tx: Tx, uploadDir: string): Promise<number> {
  const names = source.prepare('SELECT stored_name FROM uploads ORDER BY id').all() as { stored_name: string }[];
  let carried = 0;
  for (const { stored_name: name } of names) {
    const file = path.join(uploadDir, path.basename(name));
    if (!existsSync(file)) continue;
    const result = await tx.run(
      'INSERT INTO upload_files (stored_name, content) VALUES (?, ?) ON CONFLICT (stored_name) DO NOTHING',
      [name, readFileSync(file)],
    );
    carried += result.changes;
  }
  return carried;
}

export async function copyDatabase(
  source: Database.Database,
  target: Sql,
  options: { uploadDir?: string } = {},
): Promise<{ tables: TableReport[]; uploadFiles: number }> {
  if (target.engine !== 'postgres') throw new Error('db:copy writes to PostgreSQL: set DATABASE_URL');
  const present = new Set(
    (source.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map(
      (row) => row.name,
    ),
  );
  const unknown = [...present].filter(
    (name) => !name.startsWith('sqlite_') && !NOT_COPIED.has(name) && !(COPY_ORDER as readonly string[]).includes(name),
  );
  if (unknown.length > 0) throw new Error(`db:copy does not know the table(s) ${unknown.join(', ')}`);
  return target.tx(async (tx) => {
    const tables: TableReport[] = [];
    for (const table of COPY_ORDER) if (present.has(table)) tables.push(await copyTable(source, tx, table));
    await continueIdentities(tx, COPY_ORDER);
    const uploadFiles = options.uploadDir ? await carryUploadFiles(source, tx, options.uploadDir) : 0;
    return { tables, uploadFiles };
  });
}
