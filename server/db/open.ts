/**
 * Opens the storage interface on the configured engine and brings its schema to this
 * server's version. On PostgreSQL the migration runs under a session advisory lock, so of
 * several instances starting together one migrates and the others wait, then find it done;
 * a database already at a newer version than this server, an unreachable server or a refused
 * login stop the start with one plain message (DatabaseConfigError) instead of a half-started site.
 */
import { openDatabase, type OpenOptions } from './database.ts';
import { MIGRATIONS, PG_MIGRATIONS } from './migrations.ts';
import { poolFor, postgresSql, quoteIdentifier } from './postgres.ts';
import { DatabaseConfigError, redactUrl, type DatabaseSettings } from './settings.ts';
import type { Sql } from './sql.ts';
import { sqliteSql } from './sqlite.ts';

export interface OpenSqlOptions {
  /** SQLite only: the relay's connection commits with synchronous=NORMAL (database.ts). */
  synchronous?: OpenOptions['synchronous'];
  /** Who holds the connections (pg_stat_activity): server, intake, relay, sync… */
  role?: string;
  /** PostgreSQL only: connections of this pool (the settings' size by default). */
  poolSize?: number;
}

export async function openSql(settings: DatabaseSettings, options: OpenSqlOptions = {}): Promise<Sql> {
  if (settings.engine === 'sqlite') {
    try {
      return sqliteSql(openDatabase(settings.file, options.synchronous ? { synchronous: options.synchronous } : {}));
    } catch (error) {
      if (error instanceof Error && /newer than this server/.test(error.message)) {
        throw new DatabaseConfigError(`${settings.file}: ${error.message}`);
      }
      throw error;
    }
  }
  const pool = poolFor({
    url: settings.url,
    schema: settings.schema,
    max: options.poolSize ?? settings.poolSize,
    applicationName: `agency-site ${options.role ?? 'server'}`,
  });
  try {
    await migratePostgres(pool, settings);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error instanceof DatabaseConfigError ? error : new DatabaseConfigError(describePgError(error, settings));
  }
  return postgresSql(pool);
}

/** What went wrong, in the operator's words: which setting, what the server said, what to check. */
export function describePgError(error: unknown, settings: { url: string; schema: string }): string {
  const where = `DATABASE_URL=${redactUrl(settings.url)}`;
  const code = (error as { code?: string }).code ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (
    ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ETIMEDOUT', 'ECONNRESET'].includes(code) ||
    /timeout|terminated unexpectedly/i.test(message)
  ) {
    return `${where}: PostgreSQL does not answer (${code || message}). Is the server running, and are the host and port right?`;
  }
  if (code === '28P01' || code === '28000') {
    return `${where}: PostgreSQL refused the login (${message}). Check the user name and password.`;
  }
  if (code === '3D000') return `${where}: ${message}. Create the database first (createdb), or name an existing one.`;
  if (code === '42501') {
    return `${where}: the user may not create the tables in schema "${settings.schema}" (${message}). Grant CREATE on the database or the schema.`;
  }
  return `${where}: the database could not be prepared: ${message}`;
}

async function migratePostgres(pool: ReturnType<typeof poolFor>, settings: { url: string; schema: string }) {
  const client = await pool.connect();
  const lock = `agency-site:migrate:${settings.schema}`;
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lock]);
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(settings.schema)}`);
      await client.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
      const row = (await client.query<{ version: number }>('SELECT version FROM schema_version')).rows[0];
      if (!row) await client.query('INSERT INTO schema_version (version) VALUES (0)');
      let current = row?.version ?? 0;
      if (current > PG_MIGRATIONS.length) {
        throw new DatabaseConfigError(
          `DATABASE_URL=${redactUrl(settings.url)}: the database (schema "${settings.schema}") is at version ${current}, newer than this server (${PG_MIGRATIONS.length}). Start the newer server, or restore a backup made for this one.`,
        );
      }
      for (; current < PG_MIGRATIONS.length; current++) {
        await client.query('BEGIN');
        try {
          await client.query(PG_MIGRATIONS[current] ?? '');
          await client.query('UPDATE schema_version SET version = $1', [current + 1]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lock]);
    }
  } finally {
    client.release();
  }
}

/** The version each engine's schema list ends at (the same number: a test holds them together). */
export const SCHEMA_VERSION = MIGRATIONS.length;
