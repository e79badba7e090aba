/** @jest-environment node */
/** The shared rate limit on the engine of the run (SQLite, or PostgreSQL under npm run test:pg). */
import { rmSync } from 'node:fs';
import { rateHits } from './rateHits.ts';
import type { Sql } from './sql.ts';
import { dropTestDatabase, freshTestSql, testEngine, testSqlFor } from '../../test/db/testSql.ts';

let sql: Sql;
let dataDir: string;
let now = Date.parse('2026-11-22T10:00:00Z');
const clock = () => new Date(now);

beforeAll(async () => {
  ({ sql, dataDir } = await freshTestSql('rate-'));
});
afterAll(async () => {
  await sql.close();
  await dropTestDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

it('lets `max` hits through per window and says how long to wait after that', async () => {
  const limit = rateHits(sql, 'forms', 3, 10 * 60_000, clock);
  expect([await limit.hit('a'), await limit.hit('a'), await limit.hit('a')]).toEqual([0, 0, 0]);
  expect(await limit.hit('a')).toBe(600);
  // Another address, or another limit with the same key, is not affected.
  expect(await limit.hit('b')).toBe(0);
  expect(await rateHits(sql, 'other', 3, 10 * 60_000, clock).hit('a')).toBe(0);
  now += 4 * 60_000;
  expect(await limit.hit('a')).toBe(360);
  // The window slides: once the first hits are older than 10 minutes, it works again.
  now += 6 * 60_000 + 1;
  expect(await limit.hit('a')).toBe(0);
});

it('counts concurrent hits exactly, from two instances on PostgreSQL', async () => {
  // PostgreSQL: a second pool, as another instance has. SQLite: the same connection (two in one
  // thread would wait for each other's write lock; another process's is tested in startRace).
  const other = testEngine === 'postgres' ? await testSqlFor(dataDir) : sql;
  try {
    const here = rateHits(sql, 'shared', 10, 60_000, clock);
    const there = rateHits(other, 'shared', 10, 60_000, clock);
    const waits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? here : there).hit('x')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
  } finally {
    if (other !== sql) await other.close();
  }
});

it('counts failures and makes the key wait once over, counting nothing when asked', async () => {
  const brake = rateHits(sql, 'alerts', 2, 60_000, clock);
  expect(await brake.wait('c')).toBe(0);
  await brake.count('c');
  await brake.count('c');
  expect(await brake.wait('c')).toBe(60);
  expect(await brake.wait('c')).toBe(60);
});

it('is lifted with max 0', async () => {
  const open = rateHits(sql, 'open', 0, 60_000, clock);
  for (let i = 0; i < 20; i++) expect(await open.hit('a')).toBe(0);
  expect(await sql.get(`SELECT COUNT(*) AS "n" FROM rate_hits WHERE key LIKE 'open:%'`)).toEqual({ n: 0 });
});
