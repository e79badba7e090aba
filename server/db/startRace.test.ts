/** @jest-environment node */
/**
 * Two or three servers started at the same moment on a new data folder (a restart that
 * overlaps the old process, two instances behind a proxy), on the engine of the run (a new
 * SQLite file, or a new PostgreSQL schema under npm run test:pg): none crashes, the schema is
 * migrated once, each demo owner exists exactly once and they share one key of each kind.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations.ts';
import { dropTestDatabase, testEngine, testSqlFor } from '../../test/db/testSql.ts';

const CHILD = path.resolve('test/startup/startChild.ts');
const DEMO_EMAILS = (
  JSON.parse(readFileSync('snapshot/owners.json', 'utf8')) as { owners: { email: string }[] }
).owners.map((owner) => owner.email.toLowerCase());

interface Started {
  code: number | null;
  stderr: string;
}

/** Starts `count` children, waits until each has loaded, then lets them all go at once. */
async function startTogether(count: number, distDir: string, dataDir: string): Promise<Started[]> {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--import', 'tsx', CHILD, distDir, dataDir], { stdio: ['pipe', 'pipe', 'pipe'] }),
  );
  const results = children.map(
    (child) =>
      new Promise<Started>((resolve) => {
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('exit', (code) => resolve({ code, stderr }));
      }),
  );
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
          child.on('exit', () => resolve());
        }),
    ),
  );
  for (const child of children) child.stdin.end('go\n');
  return Promise.all(results);
}

describe('servers starting together on a new data folder', () => {
  it('never crash, migrate once and seed each demo owner once (5 trials of 3)', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const dir = mkdtempSync(path.join(tmpdir(), 'start-race-'));
      const dataDir = path.join(dir, 'data');
      mkdirSync(path.join(dir, 'dist'));
      const started = await startTogether(3, path.join(dir, 'dist'), dataDir);
      expect(started).toEqual(Array.from({ length: 3 }, () => ({ code: 0, stderr: '' })));
      if (testEngine === 'sqlite') {
        const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
        expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
        expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
        db.close();
      }
      const sql = await testSqlFor(dataDir);
      if (testEngine === 'postgres') {
        expect(await sql.all('SELECT version FROM schema_version')).toEqual([{ version: MIGRATIONS.length }]);
      }
      const emails = (await sql.all<{ email: string }>('SELECT email FROM owners ORDER BY id')).map((row) => row.email);
      expect([...emails].sort()).toEqual([...DEMO_EMAILS].sort());
      // One key of each kind for all of them (a challenge given by one is answered to another).
      const keys = await sql.all<{ name: string }>('SELECT name FROM server_keys ORDER BY name');
      expect(keys.map((row) => row.name)).toEqual(['auth', 'captcha']);
      await sql.close();
      await dropTestDatabase(dataDir);
    }
  }, 180_000);
});
