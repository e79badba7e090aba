/**
 * The database part of a backup: a consistent copy of DATA_DIR/site.db taken while the server
 * writes to it, and what the backup and the restore read from such a copy.
 *
 * The copy is SQLite's online backup API on a connection of its own. It runs as ONE step: the
 * step reads every page inside one read transaction, so the copy is the database as of one
 * commit, and in WAL mode the server's writers go on meanwhile. (Copied in several steps, a
 * commit by the server between two steps would restart the copy, again and again on a busy site.)
 */
import Database from 'better-sqlite3';

/** Pages per step: all of them (better-sqlite3 takes the step size from the progress callback). */
const ALL_PAGES = 0x7fffffff;

export interface CopyFacts {
  schemaVersion: number;
  /** The names of the generated keys stored in server_keys. */
  keysInDatabase: string[];
  /** Uploads rows whose bytes are not in upload_files (files of an older version, in DATA_DIR/uploads). */
  uploadsOnDisk: string[];
  submissions: number;
}

/** Copies the live database `source` into the new file `target`, as of one moment. */
export async function copyLiveDatabase(source: string, target: string): Promise<void> {
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
}

/**
 * A copy made stand-alone: a rollback journal instead of WAL, so the one file is the whole
 * database and opening it read-only leaves nothing beside it (the server switches it back to
 * WAL when it opens it).
 */
export function detachCopy(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/**
 * What a copy holds, read-only; throws when SQLite finds it damaged (quick_check), or it is
 * not a database at all (SQLITE_NOTADB).
 */
export function readCopy(file: string): CopyFacts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`SQLite finds the database damaged: ${String(check)}`);
    const tables = new Set(
      (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const names = (text: string) => (db.prepare(text).all() as { name: string }[]).map((row) => row.name);
    return {
      schemaVersion: db.pragma('user_version', { simple: true }) as number,
      keysInDatabase: tables.has('server_keys') ? names('SELECT name FROM server_keys ORDER BY name') : [],
      uploadsOnDisk: tables.has('uploads')
        ? names(
            tables.has('upload_files')
              ? `SELECT stored_name AS name FROM uploads
                 WHERE stored_name NOT IN (SELECT stored_name FROM upload_files) ORDER BY stored_name`
              : 'SELECT stored_name AS name FROM uploads ORDER BY stored_name',
          )
        : [],
      submissions: tables.has('submissions')
        ? (db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n
        : 0,
    };
  } finally {
    db.close();
  }
}
