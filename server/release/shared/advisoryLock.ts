/**
 * One sync at a time across every instance on one PostgreSQL database (docs/LIVE_CATALOGUE.md,
 * "Several instances"): a session advisory lock held on a connection of its own for the whole
 * sync. Unlike the file lock (server/crm/sync/lock.ts), which knows the processes of one host,
 * the database frees it when the holder's connection ends, whichever machine it was on and
 * however it died. A second caller gets { status: 'busy' } at once.
 */
import pg from 'pg';
import { quoteIdentifier } from '../../db/postgres.ts';
import type { SyncBusy } from '../../crm/sync/types.ts';

export async function withAdvisoryLock<T>(
  database: { url: string; schema: string },
  name: string,
  fn: () => Promise<T>,
): Promise<T | SyncBusy> {
  const client = new pg.Client({
    connectionString: database.url,
    application_name: `agency-site ${name}`,
    options: `-c search_path=${quoteIdentifier(database.schema)}`,
  });
  // A connection lost while the sync runs: the lock is gone with it, and the sync's own
  // statements report the outage; nothing here may crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const key = `agency-site:${name}:${database.schema}`;
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok', [
      key,
    ]);
    if (!rows[0]?.ok) return { status: 'busy', holder: null };
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
