/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../db/database.ts';
import { MIGRATIONS } from '../db/migrations.ts';

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
