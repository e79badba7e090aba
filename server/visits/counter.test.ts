/** @jest-environment node */
/** The visit counter on the engine of the run (SQLite, or PostgreSQL under npm run test:pg). */
import { rmSync } from 'node:fs';
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase, freshTestSql, testEngine, testSqlFor } from '../../test/db/testSql.ts';
import { visitCounter, type CounterOptions, type VisitCounter } from './counter.ts';

const ANNE = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', language: 'fr-BE' };
const BART = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15', language: 'nl-BE' };

type Row = { property_id: number; day: string; views: number; visitors: number };

/** Polls until `probe()` holds (the limit only ends a test that would otherwise hang). */
async function until(probe: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`visitCounter on ${testEngine}`, () => {
  let dataDir: string;
  let sql: Sql;
  let now: Date;
  const clock = () => now;
  const counters: VisitCounter[] = [];
  const open = (database = sql, extra: Partial<CounterOptions> = {}) => {
    const counter = visitCounter(database, { clock, ...extra });
    counters.push(counter);
    return counter;
  };
  const rows = (database = sql) =>
    database.all<Row>('SELECT property_id, day, views, visitors FROM visits_daily ORDER BY day, property_id');
  const saltDays = async () => (await sql.all<{ day: string }>('SELECT day FROM visit_salts')).map((r) => r.day);
  const seenDays = async () => (await sql.all<{ day: string }>('SELECT day FROM visit_seen')).map((r) => r.day);
  const salt = async () => (await sql.get<{ salt: Buffer }>('SELECT salt FROM visit_salts'))?.salt;

  beforeEach(async () => {
    ({ sql, dataDir } = await freshTestSql('visits-'));
    now = new Date('2026-07-15T10:00:00Z');
  });
  afterEach(async () => {
    for (const counter of counters.splice(0)) await counter.stop();
    await sql.close();
    await dropTestDatabase(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts every page view, and each visitor once a day per property', async () => {
    const counter = open();
    counter.hit(120, ANNE);
    counter.hit(120, ANNE);
    counter.hit(120, ANNE);
    counter.hit(120, BART);
    counter.hit(134, ANNE);
    await counter.flush();
    expect(await rows()).toEqual([
      { property_id: 120, day: '2026-07-15', views: 4, visitors: 2 },
      { property_id: 134, day: '2026-07-15', views: 1, visitors: 1 },
    ]);
  });

  it('counts the same visitor again on the next day', async () => {
    const counter = open();
    counter.hit(120, ANNE);
    now = new Date('2026-07-16T09:00:00Z');
    counter.hit(120, ANNE);
    await counter.flush();
    expect(await rows()).toEqual([
      { property_id: 120, day: '2026-07-15', views: 1, visitors: 1 },
      { property_id: 120, day: '2026-07-16', views: 1, visitors: 1 },
    ]);
  });

  it.each([
    ['summer (UTC+2)', '2026-07-14T21:59:59Z', '2026-07-14T22:00:00Z', '2026-07-14', '2026-07-15'],
    ['summer, 23:30 UTC', '2026-07-14T21:30:00Z', '2026-07-14T23:30:00Z', '2026-07-14', '2026-07-15'],
    ['winter (UTC+1)', '2026-01-14T22:59:59Z', '2026-01-14T23:00:00Z', '2026-01-14', '2026-01-15'],
  ])('changes day at midnight in Brussels in %s', async (_season, before, after, dayBefore, dayAfter) => {
    const counter = open();
    now = new Date(before);
    counter.hit(120, ANNE);
    now = new Date(after);
    counter.hit(120, ANNE);
    await counter.flush();
    expect((await rows()).map((r) => [r.day, r.visitors])).toEqual([
      [dayBefore, 1],
      [dayAfter, 1],
    ]);
  });

  it('counts a hit made while the day turns, once the new salt is read', async () => {
    const counter = open();
    counter.hit(120, ANNE);
    await counter.flush();
    now = new Date('2026-07-15T22:00:01Z');
    counter.hit(120, ANNE);
    counter.hit(120, BART);
    await counter.flush();
    expect(await rows()).toEqual([
      { property_id: 120, day: '2026-07-15', views: 1, visitors: 1 },
      { property_id: 120, day: '2026-07-16', views: 2, visitors: 2 },
    ]);
  });

  it('writes the counts every flushMs, not on each hit', async () => {
    // The counter's interval on a fake clock (the rest real, the database's included): no write
    // can come from the timer before the test moves it, however long the machine takes.
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'setTimeout',
        'clearTimeout',
        'setImmediate',
        'clearImmediate',
        'nextTick',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    try {
      const counter = open(sql, { flushMs: 1000 });
      await counter.flush();
      counter.hit(120, ANNE);
      expect(await rows()).toEqual([]);
      await jest.advanceTimersByTimeAsync(999);
      expect(await rows()).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await until(async () => (await rows()).length > 0);
      expect(await rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 1, visitors: 1 }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not count a visitor twice after a restart in the same day', async () => {
    open().hit(120, ANNE);
    for (const counter of counters.splice(0)) await counter.stop();
    await sql.close();

    sql = await testSqlFor(dataDir);
    now = new Date('2026-07-15T21:00:00Z');
    const restarted = open();
    restarted.hit(120, ANNE);
    restarted.hit(120, BART);
    await restarted.flush();
    expect(await rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 3, visitors: 2 }]);
  });

  it('loses an unwritten visit and its hash together, so it is counted once after a crash', async () => {
    // Its periodic write never comes: the process dies first.
    const crashed = visitCounter(sql, { clock, flushMs: 24 * 3600_000 });
    await crashed.flush();
    crashed.hit(120, ANNE);
    const restarted = visitCounter(sql, { clock });
    restarted.hit(120, ANNE);
    await restarted.stop();
    expect(await rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 1, visitors: 1 }]);
  });

  it("deletes the old day's salt and hashes when the day changes", async () => {
    const counter = open();
    counter.hit(120, ANNE);
    await counter.flush();
    const oldSalt = await salt();
    expect(await saltDays()).toEqual(['2026-07-15']);
    expect(await seenDays()).toEqual(['2026-07-15']);

    // No visit after midnight: the periodic write alone turns the day.
    now = new Date('2026-07-15T22:00:01Z');
    await counter.flush();
    expect(await saltDays()).toEqual(['2026-07-16']);
    expect(await seenDays()).toEqual([]);
    const newSalt = await salt();
    expect(newSalt).toHaveLength(32);
    expect(newSalt?.equals(oldSalt!)).toBe(false);
    expect(await rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 1, visitors: 1 }]);
  });

  it('forgets the salts of days the server was down on', async () => {
    open().hit(120, ANNE);
    for (const counter of counters.splice(0)) await counter.stop();
    now = new Date('2026-07-18T10:00:00Z');
    await open().flush();
    expect(await saltDays()).toEqual(['2026-07-18']);
    expect(await seenDays()).toEqual([]);
  });

  it('keeps neither the address nor the user agent', async () => {
    const counter = open();
    counter.hit(120, ANNE);
    await counter.flush();
    const tables = await sql.all<{ name: string }>(
      testEngine === 'postgres'
        ? `SELECT table_name AS "name" FROM information_schema.tables WHERE table_schema = current_schema()`
        : `SELECT name FROM sqlite_master WHERE type = 'table'`,
    );
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['visits_daily', 'visit_seen', 'visit_salts']));
    const stored: string[] = [];
    for (const { name } of tables) {
      for (const row of await sql.all<Record<string, unknown>>(`SELECT * FROM "${name}"`)) {
        for (const value of Object.values(row)) {
          stored.push(Buffer.isBuffer(value) ? value.toString('latin1') : String(value));
        }
      }
    }
    const text = stored.join('\n');
    expect(text).toContain('2026-07-15');
    for (const secret of [ANNE.address, ANNE.userAgent, 'Firefox', ANNE.language]) {
      expect(text).not.toContain(secret);
    }
    const hashes = await sql.all<{ hash: Buffer }>('SELECT hash FROM visit_seen');
    expect(hashes.map((h) => h.hash.length)).toEqual([16]);
  });

  it('writes on stop and ignores hits after it', async () => {
    const counter = open();
    counter.hit(120, ANNE);
    await counter.stop();
    expect(await rows()).toHaveLength(1);
    expect(() => counter.hit(120, BART)).not.toThrow();
    await counter.flush();
    expect(await rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 1, visitors: 1 }]);
  });

  it('keeps the counts of a failed write and writes them with the next one', async () => {
    const logged: string[] = [];
    const counter = open(sql, { log: (line) => logged.push(line) });
    await counter.flush();
    counter.hit(120, ANNE);
    await sql.run('ALTER TABLE visits_daily RENAME TO visits_away');
    // Matched by its message: better-sqlite3's error class may come from another test file's realm.
    await expect(counter.flush()).rejects.toHaveProperty('message', expect.stringContaining('visits_daily'));
    counter.hit(120, BART);
    await sql.run('ALTER TABLE visits_away RENAME TO visits_daily');
    await counter.flush();
    expect(await rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 2, visitors: 2 }]);
    expect(await seenDays()).toEqual(['2026-07-15', '2026-07-15']);
  });

  it(`counts a visitor once whichever instance it hits (${
    testEngine === 'postgres' ? 'two pools on one database' : 'SQLite: two counters on one connection'
  })`, async () => {
    // PostgreSQL: a second pool, as another instance has. SQLite: the same connection (two in
    // one thread would wait for each other's write lock).
    const other = testEngine === 'postgres' ? await testSqlFor(dataDir) : sql;
    try {
      const here = open(sql);
      const there = open(other);
      here.hit(120, ANNE);
      there.hit(120, ANNE);
      there.hit(120, BART);
      await Promise.all([here.flush(), there.flush()]);
      expect(await saltDays()).toEqual(['2026-07-15']);
      expect(await rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 3, visitors: 2 }]);
      // Each instance holds the visitor in its own memory now: still one visitor, whoever sees it.
      here.hit(120, BART);
      there.hit(120, ANNE);
      await Promise.all([here.flush(), there.flush()]);
      expect(await rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 5, visitors: 2 }]);
      for (const counter of counters.splice(0)) await counter.stop();
    } finally {
      if (other !== sql) await other.close();
    }
  });

  describe('the brake on one address', () => {
    const firefox = (n: number) => ({ ...ANNE, userAgent: `Mozilla/5.0 (X11; Linux x86_64) Firefox/${n}.0` });
    const total = async () =>
      (await rows()).reduce((sum, row) => ({ views: sum.views + row.views, visitors: sum.visitors + row.visitors }), {
        views: 0,
        visitors: 0,
      });

    it('counts at most 5 unique visitors per property per day, however many user agents it rotates', async () => {
      const counter = open();
      for (let n = 0; n < 50; n++) counter.hit(120, firefox(n));
      counter.hit(134, firefox(1));
      counter.hit(120, { ...BART, address: '198.51.100.4' });
      await counter.flush();
      expect(await rows()).toEqual([
        { property_id: 120, day: '2026-07-15', views: 51, visitors: 6 },
        { property_id: 134, day: '2026-07-15', views: 1, visitors: 1 },
      ]);
    });

    it('adds nothing beyond 50 views per property and 500 in all per day, and starts again the next day', async () => {
      const counter = open();
      for (let i = 0; i < 2000; i++) counter.hit(120, ANNE);
      await counter.flush();
      expect(await total()).toEqual({ views: 50, visitors: 1 });
      for (let id = 1; id <= 20; id++) for (let i = 0; i < 50; i++) counter.hit(1000 + id, ANNE);
      await counter.flush();
      expect((await total()).views).toBe(500);
      now = new Date('2026-07-16T10:00:00Z');
      counter.hit(120, ANNE);
      await counter.flush();
      expect((await rows()).find((row) => row.day === '2026-07-16')).toMatchObject({ views: 1, visitors: 1 });
    });

    it('treats an IPv6 /64 as one address', async () => {
      const counter = open();
      for (let n = 1; n <= 20; n++) counter.hit(120, { ...ANNE, address: `2001:db8:1:2::${n.toString(16)}` });
      await counter.flush();
      expect(await total()).toEqual({ views: 20, visitors: 5 });
    });

    it('holds no more keys than its cap when a flood comes from many addresses', async () => {
      const counter = open(sql, { brake: { maxKeys: 1000 } });
      await counter.flush();
      for (let n = 0; n < 5000; n++)
        counter.hit(120, { ...ANNE, address: `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` });
      expect(counter.heldKeys()).toBeLessThanOrEqual(3000);
      await counter.flush();
      expect((await total()).visitors).toBeLessThanOrEqual(1000);
      expect((await total()).visitors).toBeGreaterThan(0);
      const seen = await sql.get<{ n: number }>('SELECT COUNT(*) AS "n" FROM visit_seen');
      expect(seen!.n).toBeLessThanOrEqual(1000);
    });

    it('holds no more waiting hits than its cap while the day’s salt is not read', async () => {
      const counter = open(sql, { brake: { maxKeys: 1000 } });
      for (let n = 0; n < 5000; n++)
        counter.hit(120, { ...ANNE, address: `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` });
      expect(counter.heldKeys()).toBeLessThanOrEqual(1000);
      await counter.flush();
      expect((await total()).views).toBe(1000);
    });
  });
});
