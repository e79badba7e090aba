/** @jest-environment node */
/**
 * A database the server cannot use stops the start with one message naming the setting and
 * the cause, and exit code 1, before anything listens: never a half-started site. The
 * PostgreSQL cases need a server (npm run test:pg, which CI runs); the others run everywhere.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { MIGRATIONS } from './migrations.ts';
import { testEngine } from '../../test/db/testSql.ts';

const temp = () => mkdtempSync(path.join(tmpdir(), 'bad-db-'));

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      DATA_DIR: temp(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG: '0',
      DIST_DIR: temp(),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => server.on('exit', (code) => resolve({ code, stderr })));
}

const noStack = (stderr: string) => expect(stderr).not.toMatch(/^\s+at /m);

describe('a database the server cannot use', () => {
  it('refuses a DATABASE_URL that is not PostgreSQL', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'mysql://site:secret@db.example/site' });
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL=mysql://site:***@db.example/site: only postgres:// is supported');
    expect(stderr).not.toContain('secret');
    noStack(stderr);
  }, 60_000);

  it('names an unreachable PostgreSQL, without its password', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'postgres://site:secret@127.0.0.1:1/site' });
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL=postgres://site:***@127.0.0.1:1/site: PostgreSQL does not answer');
    expect(stderr).toContain('Is the server running');
    expect(stderr).not.toContain('secret');
    noStack(stderr);
  }, 60_000);

  it('stops on a SQLite file at a newer version than the server', async () => {
    const dataDir = temp();
    const db = new Database(path.join(dataDir, 'site.db'));
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    const { code, stderr } = await start({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `site.db: The database is at version ${MIGRATIONS.length + 1}, newer than this server (${MIGRATIONS.length})`,
    );
    noStack(stderr);
  }, 60_000);
});

(testEngine === 'postgres' ? describe : describe.skip)('a PostgreSQL server that says no', () => {
  const admin = process.env.TEST_DATABASE_URL ?? '';

  it('names a refused login (wrong password), without the password', async () => {
    const url = new URL(admin);
    url.password = 'not-the-password';
    const { code, stderr } = await start({ DATABASE_URL: url.href });
    expect(code).toBe(1);
    expect(stderr).toContain('PostgreSQL refused the login');
    expect(stderr).toContain('Check the user name and password');
    expect(stderr).not.toContain('not-the-password');
    noStack(stderr);
  }, 60_000);

  it('stops on a database at a newer version than the server, and changes nothing in it', async () => {
    const schema = `newer_${process.pid}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.query(`CREATE TABLE ${schema}.schema_version (version INTEGER NOT NULL)`);
      await client.query(`INSERT INTO ${schema}.schema_version VALUES (${MIGRATIONS.length + 1})`);
      const { code, stderr } = await start({ DATABASE_URL: admin, DATABASE_SCHEMA: schema });
      expect(code).toBe(1);
      expect(stderr).toContain(
        `the database (schema "${schema}") is at version ${MIGRATIONS.length + 1}, newer than this server (${MIGRATIONS.length})`,
      );
      noStack(stderr);
      const tables = await client.query('SELECT table_name FROM information_schema.tables WHERE table_schema = $1', [
        schema,
      ]);
      expect(tables.rows).toEqual([{ table_name: 'schema_version' }]);
    } finally {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    }
  }, 60_000);
});
