/**
 * The database of a test: the data folder's SQLite file, or, when TEST_DATABASE_URL is set
 * (npm run test:pg), a schema of its own on that PostgreSQL server (server/db/settings.ts).
 * The same test runs with the same assertions on both engines.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openSql } from '../../server/db/open.ts';
import { quoteIdentifier } from '../../server/db/postgres.ts';
import { defaultDatabase } from '../../server/db/settings.ts';
import type { Sql } from '../../server/db/sql.ts';

export const testEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** A new data folder and the database that goes with it, migrated. */
export async function freshTestSql(prefix = 'sql-'): Promise<{ sql: Sql; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  return { sql: await openSql(defaultDatabase(dataDir)), dataDir };
}

/** The database of an existing data folder (an app's), migrated. */
export function testSqlFor(dataDir: string): Promise<Sql> {
  return openSql(defaultDatabase(dataDir));
}

/** PostgreSQL: drops the data folder's schema (SQLite: the folder's file goes with the folder). */
export async function dropTestDatabase(dataDir: string): Promise<void> {
  const settings = defaultDatabase(dataDir);
  if (settings.engine !== 'postgres') return;
  const client = new pg.Client({ connectionString: settings.url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(settings.schema)} CASCADE`);
  } finally {
    await client.end();
  }
}
