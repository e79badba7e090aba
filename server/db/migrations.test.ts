/** @jest-environment node */
/**
 * The schema written once renders, on the engine of the run (SQLite, or PostgreSQL under
 * npm run test:pg), exactly the tables, columns, types, defaults, constraints and indexes that
 * engine's databases have: the fixture beside each engine is what every earlier server made.
 * A new version changes the fixtures on purpose: SCHEMA_FIXTURE=write rewrites the one of the
 * engine of the run (docs/DATABASE.md), and its diff is the review of the new version.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { MIGRATIONS, PG_MIGRATIONS } from './migrations.ts';
import { openSql } from './open.ts';
import { quoteIdentifier } from './postgres.ts';
import { defaultDatabase, type DatabaseSettings } from './settings.ts';
import { dropTestDatabase, testEngine } from '../../test/db/testSql.ts';
import { postgresSchemaLines, sqliteSchemaLines } from '../../test/db/schemaDump.ts';

const fixture = path.join(__dirname, 'schema', `${testEngine}.schema.txt`);

let dataDir: string;
let settings: DatabaseSettings;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'schema-'));
  settings = defaultDatabase(dataDir);
});
afterEach(async () => {
  await dropTestDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `work` on a plain connection to the test's database (SQLite file or PostgreSQL schema). */
async function withConnection<T>(work: {
  sqlite: (db: Database.Database) => T;
  postgres: (client: pg.Client, schema: string) => Promise<T>;
}): Promise<T> {
  if (settings.engine === 'sqlite') {
    const db = new Database(settings.file);
    try {
      return work.sqlite(db);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: settings.url });
  await client.connect();
  try {
    return await work.postgres(client, settings.schema);
  } finally {
    await client.end();
  }
}

it(`makes a new database exactly as every earlier server did (${testEngine})`, async () => {
  await (await openSql(settings)).close();
  const lines = await withConnection({ sqlite: sqliteSchemaLines, postgres: postgresSchemaLines });
  if (process.env.SCHEMA_FIXTURE === 'write') writeFileSync(fixture, `${lines.join('\n')}\n`);
  expect(lines).toEqual(readFileSync(fixture, 'utf8').trimEnd().split('\n'));
});

it(`gives each search saved before version 3 a token of its own and makes it wait for an opt-in (${testEngine})`, async () => {
  const insertDemands = `
    INSERT INTO submissions (id, kind, lng, data, status, created_at) VALUES (1, 'demand-register', 'fr', '{}', 'accepted', 0);
    INSERT INTO demands (submission_id, email, lng, goal, types, zones, parking, terrace, garden, password_hash, created_at)
    VALUES (1, 'a@example.be', 'fr', 'sale', '[1]', '["6900"]', 0, 0, 0, 'h', 0),
           (1, 'b@example.be', 'fr', 'sale', '[1]', '["6900"]', 0, 0, 0, 'h', 0);`;
  // A database an older server left at version 2, with two saved searches.
  await withConnection({
    sqlite: (db) => {
      for (const step of MIGRATIONS.slice(0, 2)) db.exec(step);
      db.pragma('user_version = 2');
      db.exec(insertDemands);
    },
    postgres: async (client, schema) => {
      await client.query(`CREATE SCHEMA ${quoteIdentifier(schema)}; SET search_path = ${quoteIdentifier(schema)}`);
      for (const step of PG_MIGRATIONS.slice(0, 2)) await client.query(step);
      await client.query(
        'CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (2)',
      );
      await client.query(insertDemands);
    },
  });

  const sql = await openSql(settings);
  try {
    const rows = await sql.all<{ token: string; status: string; frequency: string; confirmed_at: number | null }>(
      'SELECT token, status, frequency, confirmed_at FROM demands ORDER BY id',
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.token).toMatch(/^[0-9a-f]{32}$/);
      expect(row).toMatchObject({ status: 'pending', frequency: 'immediately', confirmed_at: null });
    }
    expect(rows[0]!.token).not.toBe(rows[1]!.token);
  } finally {
    await sql.close();
  }
});
