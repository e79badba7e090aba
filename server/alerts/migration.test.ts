/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../db/database.ts';
import { MIGRATIONS } from '../db/migrations.ts';
import { sqliteSql } from '../db/sqlite.ts';
import { demandStore } from './demands.ts';
import { matches } from '../../src/domain/criteria/savedSearch.ts';

describe('migration 3 (saved-search alerts)', () => {
  it('gives every demand saved before it a token of its own and makes it wait for an opt-in', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-')), 'site.db');
    const old = new Database(file);
    old.exec(MIGRATIONS[0]!);
    old.exec(MIGRATIONS[1]!);
    old.pragma('user_version = 2');
    old.exec(
      `INSERT INTO submissions (id, kind, lng, data, status, created_at) VALUES (1, 'demand-register', 'fr', '{}', 'accepted', 0)`,
    );
    const insert = old.prepare(
      `INSERT INTO demands (submission_id, email, lng, goal, types, zones, parking, terrace, garden, password_hash, created_at)
       VALUES (1, ?, 'fr', 'sale', '[1]', '["6900"]', 0, 0, 0, 'h', 0)`,
    );
    insert.run('a@example.be');
    insert.run('b@example.be');
    old.close();

    const db = openDatabase(file);
    const rows = db.prepare('SELECT token, status, frequency, confirmed_at FROM demands ORDER BY id').all() as {
      token: string;
      status: string;
      frequency: string;
      confirmed_at: number | null;
    }[];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.token).toMatch(/^[0-9a-f]{32}$/);
      expect(row).toMatchObject({ status: 'pending', frequency: 'immediately', confirmed_at: null });
    }
    expect(rows[0]!.token).not.toBe(rows[1]!.token);
    expect(() => db.prepare('UPDATE demands SET token = ? WHERE rowid = 2').run(rows[0]!.token)).toThrow(/UNIQUE/);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });
});

describe('migration 6 (every criterion of a list)', () => {
  it('keeps a search saved before it working: the new criteria read as not asked', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-')), 'site.db');
    const old = new Database(file);
    for (const step of MIGRATIONS.slice(0, 5)) old.exec(step);
    old.pragma('user_version = 5');
    old.exec(
      `INSERT INTO submissions (id, kind, lng, data, status, created_at)
       VALUES (1, 'demand-register', 'fr', '{"firstName":"Jan","lastName":"Claes"}', 'accepted', 0)`,
    );
    old.exec(
      `INSERT INTO demands (submission_id, email, lng, goal, types, zones, min_price, bedrooms, parking, terrace, garden,
         password_hash, created_at, token, status)
       VALUES (1, 'a@example.be', 'fr', 'sale', '[1]', '["6900"]', 200000, 2, 0, 0, 1, 'h', 0, '${'b'.repeat(32)}', 'active')`,
    );
    old.close();

    const db = openDatabase(file);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const sql = sqliteSql(db);
    const [demand] = await demandStore(sql).active();
    expect(demand?.criteria).toEqual({
      goal: 'sale',
      types: [1],
      zones: ['6900'],
      minPrice: 200000,
      maxPrice: null,
      bedrooms: 2,
      bathrooms: null,
      garages: null,
      minLiving: null,
      minPlot: null,
      epc: null,
      parking: false,
      terrace: false,
      garden: true,
      lift: false,
      newBuild: false,
    });
    // A listing without any of the new facts still answers it, as before.
    const listing = {
      id: 9,
      goal: 0 as const,
      typeIds: [1],
      zone: '6900',
      price: 250000,
      bedrooms: 3,
      bathrooms: null,
      garages: null,
      livingArea: null,
      plotArea: null,
      epc: null,
      parking: false,
      terrace: false,
      garden: true,
      lift: false,
      newBuild: false,
      closed: false,
    };
    expect(matches(listing, demand!.criteria)).toBe(true);
    expect(demand?.name).toBe('Jan Claes');
    await sql.close();
  });
});
