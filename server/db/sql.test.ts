/** @jest-environment node */
/**
 * The storage interface on the engine of the run (SQLite, or PostgreSQL under npm run test:pg):
 * placeholders, transactions, savepoints, and the schema both engines must share.
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import Database from 'better-sqlite3';
import { MIGRATIONS, PG_MIGRATIONS } from './migrations.ts';
import { inList, toNumberedParams, type Sql } from './sql.ts';
import { dropTestDatabase, freshTestSql, testEngine } from '../../test/db/testSql.ts';

let sql: Sql;
let dataDir: string;

beforeAll(async () => {
  ({ sql, dataDir } = await freshTestSql());
});
afterAll(async () => {
  await sql.close();
  await dropTestDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('placeholders', () => {
  it('numbers ? for PostgreSQL and leaves quoted text alone', () => {
    expect(toNumberedParams(`SELECT '?' AS "a?", x FROM t WHERE a = ? AND b IN (?, ?)`)).toBe(
      `SELECT '?' AS "a?", x FROM t WHERE a = $1 AND b IN ($2, $3)`,
    );
    expect(inList([])).toBe('(NULL)');
    expect(inList([1, 2])).toBe('(?, ?)');
  });
});

describe(`the storage interface on ${testEngine}`, () => {
  it('inserts, returns ids and counts changes as numbers', async () => {
    const first = await sql.get<{ id: number }>(
      `INSERT INTO newsletter (email, lng, first_name, subscribed_at) VALUES (?, ?, ?, ?) RETURNING email AS "id"`,
      ['a@example.be', 'fr', null, 1_700_000_000_123],
    );
    expect(first).toEqual({ id: 'a@example.be' });
    const again = await sql.run(
      'INSERT INTO newsletter (email, lng, subscribed_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
      ['a@example.be', 'nl', 1],
    );
    expect(again.changes).toBe(0);
    const row = await sql.get<{ at: number; n: number }>(
      'SELECT subscribed_at AS "at", (SELECT COUNT(*) FROM newsletter) AS "n" FROM newsletter WHERE email = ?',
      ['a@example.be'],
    );
    expect(row).toEqual({ at: 1_700_000_000_123, n: 1 });
  });

  it('commits a transaction that resolves and undoes one that throws', async () => {
    await sql.tx(async (tx) => {
      await tx.run('INSERT INTO server_keys (name, value) VALUES (?, ?)', ['kept', '1']);
    });
    await expect(
      sql.tx(async (tx) => {
        await tx.run('INSERT INTO server_keys (name, value) VALUES (?, ?)', ['undone', '1']);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const names = await sql.all<{ name: string }>('SELECT name FROM server_keys ORDER BY name');
    expect(names.map((row) => row.name)).toEqual(['kept']);
  });

  it('undoes only the savepoint that failed', async () => {
    await sql.tx(async (tx) => {
      await tx.savepoint((inner) => inner.run('INSERT INTO server_keys (name, value) VALUES (?, ?)', ['sp-ok', '1']));
      await expect(
        tx.savepoint(async (inner) => {
          await inner.run('INSERT INTO server_keys (name, value) VALUES (?, ?)', ['sp-bad', '1']);
          throw new Error('conflict');
        }),
      ).rejects.toThrow('conflict');
    });
    const names = await sql.all<{ name: string }>(`SELECT name FROM server_keys WHERE name LIKE 'sp-%'`);
    expect(names.map((row) => row.name)).toEqual(['sp-ok']);
  });

  it('keeps statements from outside out of an open transaction', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const open = sql.tx(async (tx) => {
      await tx.run('INSERT INTO server_keys (name, value) VALUES (?, ?)', ['in-tx', '1']);
      await gate;
      throw new Error('rolled back');
    });
    // Outside the transaction: it neither sees nor joins the uncommitted row.
    const outside = sql.all<{ name: string }>(`SELECT name FROM server_keys WHERE name = 'in-tx'`);
    const write = sql.run('INSERT INTO server_keys (name, value) VALUES (?, ?)', ['outside', '1']);
    release();
    await expect(open).rejects.toThrow('rolled back');
    expect(await outside).toEqual([]);
    await write;
    expect(await sql.get(`SELECT name FROM server_keys WHERE name = 'outside'`)).toEqual({ name: 'outside' });
  });

  it('serialises transactions that name the same lock', async () => {
    await sql.run('INSERT INTO server_keys (name, value) VALUES (?, ?)', ['counter', '0']);
    const bump = () =>
      sql.tx(
        async (tx) => {
          const row = await tx.get<{ value: string }>(`SELECT value FROM server_keys WHERE name = 'counter'`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          await tx.run(`UPDATE server_keys SET value = ? WHERE name = 'counter'`, [String(Number(row?.value) + 1)]);
        },
        { lock: 'counter' },
      );
    await Promise.all(Array.from({ length: 8 }, bump));
    expect(await sql.get(`SELECT value FROM server_keys WHERE name = 'counter'`)).toEqual({ value: '8' });
  });
});

describe('the two schemas', () => {
  it('have the same number of versions', () => {
    expect(PG_MIGRATIONS).toHaveLength(MIGRATIONS.length);
  });

  it('have the same tables and columns (when a PostgreSQL server is at hand)', async () => {
    const lite = new Database(':memory:');
    for (const step of MIGRATIONS) lite.exec(step);
    const tables = (
      lite.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    const liteColumns = Object.fromEntries(
      tables.map((table) => [
        table,
        (lite.prepare(`SELECT name FROM pragma_table_info(?) ORDER BY name`).all(table) as { name: string }[]).map(
          (row) => row.name,
        ),
      ]),
    );
    lite.close();
    if (testEngine !== 'postgres') return;
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    const schema = `schema_compare_${process.pid}`;
    try {
      await client.query(`CREATE SCHEMA ${schema}; SET search_path = ${schema}`);
      for (const step of PG_MIGRATIONS) await client.query(step);
      const rows = (
        await client.query<{ table_name: string; column_name: string }>(
          'SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = $1 ORDER BY table_name, column_name',
          [schema],
        )
      ).rows;
      const pgColumns: Record<string, string[]> = {};
      for (const row of rows) (pgColumns[row.table_name] ??= []).push(row.column_name);
      expect(pgColumns).toEqual(liteColumns);
    } finally {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    }
  });
});
