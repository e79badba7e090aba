/** @jest-environment node */
/** The alerts API's brake on the engine of the run (SQLite, or PostgreSQL under npm run test:pg). */
import { rmSync } from 'node:fs';
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase, freshTestSql, testEngine, testSqlFor } from '../../test/db/testSql.ts';
import { failureThrottle } from './failures.ts';

let sql: Sql;
let dataDir: string;
let now = Date.parse('2026-11-17T09:00:00Z');
const clock = () => new Date(now);

beforeAll(async () => {
  ({ sql, dataDir } = await freshTestSql('alert-failures-'));
});
afterAll(async () => {
  await sql.close();
  await dropTestDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

it(`brakes an address after its failures on any instance (${
  testEngine === 'postgres' ? 'two pools on one database' : 'SQLite: one connection'
})`, async () => {
  const other = testEngine === 'postgres' ? await testSqlFor(dataDir) : sql;
  try {
    const here = failureThrottle(sql, 3, 10 * 60_000, clock);
    const there = failureThrottle(other, 3, 10 * 60_000, clock);
    await here.fail('198.51.100.7');
    await there.fail('198.51.100.7');
    expect(await here.wait('198.51.100.7')).toBe(0);
    await here.fail('198.51.100.7');
    expect(await there.wait('198.51.100.7')).toBe(600);
    expect(await here.wait('198.51.100.7')).toBe(600);
    expect(await there.wait('198.51.100.8')).toBe(0);
    now += 10 * 60_000 + 1;
    expect(await there.wait('198.51.100.7')).toBe(0);
  } finally {
    if (other !== sql) await other.close();
  }
});

it('counts nothing with a limit of 0', async () => {
  const open = failureThrottle(sql, 0, 60_000, clock);
  for (let i = 0; i < 5; i++) await open.fail('198.51.100.9');
  expect(await open.wait('198.51.100.9')).toBe(0);
  expect(await failureThrottle(sql, 1, 60_000, clock).wait('198.51.100.9')).toBe(0);
});
