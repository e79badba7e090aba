/**
 * The embedded database: one SQLite file (better-sqlite3) in the data folder. WAL with
 * synchronous=FULL, so a transaction that has returned is on disk ("accepted means stored")
 * while readers never wait for the writer. The schema is migrated forward by user_version.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations.ts';

export type Db = Database.Database;

export interface OpenOptions {
  /**
   * FULL (the default): a commit that returned is on disk. NORMAL: a commit survives a crash
   * of the process but may be lost with power; only the mail relay's connection uses it, for
   * its leases and "sent" marks (see server/mail/relayWorker.ts).
   */
  synchronous?: 'FULL' | 'NORMAL';
}

export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(`The database is at version ${current}, newer than this server (${MIGRATIONS.length})`);
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version] ?? '');
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
