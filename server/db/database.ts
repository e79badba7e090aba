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
  // First, so that every step below waits for another process's lock instead of failing.
  db.pragma('busy_timeout = 5000');
  untilFree(() => db.pragma('journal_mode = WAL'));
  db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
  db.pragma('foreign_keys = ON');
  untilFree(() => migrate(db));
  return db;
}

/**
 * Another process starting on the same new file may hold it at the moment we change the
 * journal mode or migrate (SQLite does not always wait out busy_timeout there, e.g. when the
 * file is still in rollback mode): try again for a while rather than crash.
 */
function untilFree<T>(step: () => T, attempts = 50): T {
  for (let attempt = 1; ; attempt++) {
    try {
      return step();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const busy = code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
      if (!busy || attempt >= attempts) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20 + Math.random() * 80);
    }
  }
}

/**
 * Each step in an immediate (write) transaction that reads user_version inside it: of two
 * processes opening a new file together, the second waits for the first's write lock and then
 * finds the step already done, instead of running it again ("table … already exists").
 */
function migrate(db: Db): void {
  for (;;) {
    const done = db
      .transaction(() => {
        const current = db.pragma('user_version', { simple: true }) as number;
        if (current > MIGRATIONS.length) {
          throw new Error(`The database is at version ${current}, newer than this server (${MIGRATIONS.length})`);
        }
        if (current === MIGRATIONS.length) return true;
        db.exec(MIGRATIONS[current] ?? '');
        db.pragma(`user_version = ${current + 1}`);
        return false;
      })
      .immediate();
    if (done) return;
  }
}
