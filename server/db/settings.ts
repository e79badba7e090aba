/**
 * Which database the server uses (docs/DATABASE.md): without DATABASE_URL the embedded SQLite
 * file DATA_DIR/site.db, as ever; with `DATABASE_URL=postgres://…` PostgreSQL, where every
 * instance of the site shares all its state. DATABASE_SCHEMA puts the tables in a schema of
 * their own (several sites in one database), DATABASE_POOL sizes each process's pool.
 *
 * TEST_DATABASE_URL is the tests' switch: every app a test builds without naming its database
 * goes to PostgreSQL, in a schema of its own named after its data folder, so the same server
 * tests run on both engines (npm run test:pg).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

export type DatabaseSettings =
  { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; schema: string; poolSize: number };

/** A database the server cannot use; `problems` names each bad setting, one line each. */
export class DatabaseConfigError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [message],
  ) {
    super(message);
  }
}

const SCHEMA = /^[a-z_][a-z0-9_]{0,62}$/;

/** The URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return '(not a URL)';
  }
}

/** The settings, or a DatabaseConfigError naming every bad one (DATABASE_SCHEMA and _POOL count only with a URL). */
export function databaseSettings(env: Partial<Record<string, string>>, dataDir: string): DatabaseSettings {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { engine: 'sqlite', file: path.join(dataDir, 'site.db') };
  const problems: string[] = [];
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    problems.push(
      'DATABASE_URL is not a URL: expected postgres://USER:PASSWORD@HOST:PORT/DATABASE, or leave it unset for the embedded SQLite file',
    );
  }
  if (parsed && parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    problems.push(
      `DATABASE_URL=${redactUrl(url)}: only postgres:// is supported; leave it unset for the embedded SQLite file`,
    );
  }
  const schema = env.DATABASE_SCHEMA?.trim() || 'public';
  if (!SCHEMA.test(schema)) {
    problems.push(`DATABASE_SCHEMA="${schema}" is no schema name (lower-case letters, digits and _, at most 63)`);
  }
  // Blank is unset, as everywhere in the environment (server/settings/fields.ts).
  const pool = env.DATABASE_POOL?.trim() ? Number(env.DATABASE_POOL) : 10;
  if (!Number.isInteger(pool) || pool < 2 || pool > 100) {
    problems.push(`DATABASE_POOL="${env.DATABASE_POOL}" must be a whole number from 2 to 100`);
  }
  if (problems.length > 0) throw new DatabaseConfigError(problems.join('\n'), problems);
  return { engine: 'postgres', url, schema, poolSize: pool };
}

/** What an app uses when its builder names no database: the data folder's file, or the tests' PostgreSQL. */
export function defaultDatabase(dataDir: string, env: Partial<Record<string, string>> = process.env): DatabaseSettings {
  const testUrl = env.TEST_DATABASE_URL?.trim();
  if (!testUrl) return { engine: 'sqlite', file: path.join(dataDir, 'site.db') };
  const schema = `test_${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}`;
  return { engine: 'postgres', url: testUrl, schema, poolSize: 4 };
}
