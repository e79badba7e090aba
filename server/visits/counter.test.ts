/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/database.ts';
import { visitCounter, type VisitCounter } from './counter.ts';

const ANNE = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', language: 'fr-BE' };
const BART = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15', language: 'nl-BE' };

type Row = { property_id: number; day: string; views: number; visitors: number };

describe('visitCounter', () => {
  let dir: string;
  let file: string;
  let db: Db;
  let now: Date;
  const clock = () => now;
  const counters: VisitCounter[] = [];
  const open = (database = db) => {
    const counter = visitCounter(database, { clock });
    counters.push(counter);
    return counter;
  };
  const rows = (database = db): Row[] =>
    database.prepare('SELECT * FROM visits_daily ORDER BY day, property_id').all() as Row[];
  const saltDays = () => (db.prepare('SELECT day FROM visit_salts').all() as { day: string }[]).map((r) => r.day);
  const seenDays = () => (db.prepare('SELECT day FROM visit_seen').all() as { day: string }[]).map((r) => r.day);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'visits-'));
    file = path.join(dir, 'site.db');
    db = openDatabase(file);
    now = new Date('2026-07-15T10:00:00Z');
  });
  afterEach(() => {
    for (const counter of counters.splice(0)) counter.stop();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts every page view, and each visitor once a day per property', () => {
    const counter = open();
    counter.hit(120, ANNE);
    counter.hit(120, ANNE);
    counter.hit(120, ANNE);
    counter.hit(120, BART);
    counter.hit(134, ANNE);
    counter.flush();
    expect(rows()).toEqual([
      { property_id: 120, day: '2026-07-15', views: 4, visitors: 2 },
      { property_id: 134, day: '2026-07-15', views: 1, visitors: 1 },
    ]);
  });

  it('counts the same visitor again on the next day', () => {
    const counter = open();
    counter.hit(120, ANNE);
    now = new Date('2026-07-16T09:00:00Z');
    counter.hit(120, ANNE);
    counter.flush();
    expect(rows()).toEqual([
      { property_id: 120, day: '2026-07-15', views: 1, visitors: 1 },
      { property_id: 120, day: '2026-07-16', views: 1, visitors: 1 },
    ]);
  });

  it.each([
    ['summer (UTC+2)', '2026-07-14T21:59:59Z', '2026-07-14T22:00:00Z', '2026-07-14', '2026-07-15'],
    ['summer, 23:30 UTC', '2026-07-14T21:30:00Z', '2026-07-14T23:30:00Z', '2026-07-14', '2026-07-15'],
    ['winter (UTC+1)', '2026-01-14T22:59:59Z', '2026-01-14T23:00:00Z', '2026-01-14', '2026-01-15'],
  ])('changes day at midnight in Brussels in %s', (_season, before, after, dayBefore, dayAfter) => {
    const counter = open();
    now = new Date(before);
    counter.hit(120, ANNE);
    now = new Date(after);
    counter.hit(120, ANNE);
    counter.flush();
    expect(rows().map((r) => [r.day, r.visitors])).toEqual([
      [dayBefore, 1],
      [dayAfter, 1],
    ]);
  });

  it('writes the counts every flushMs, not on each hit', () => {
    jest.useFakeTimers();
    try {
      const counter = visitCounter(db, { clock, flushMs: 1000 });
      counters.push(counter);
      counter.hit(120, ANNE);
      expect(rows()).toEqual([]);
      jest.advanceTimersByTime(1000);
      expect(rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 1, visitors: 1 }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not count a visitor twice after a restart in the same day', () => {
    open().hit(120, ANNE);
    counters.splice(0).forEach((counter) => counter.stop());
    db.close();

    db = openDatabase(file);
    now = new Date('2026-07-15T21:00:00Z');
    const restarted = open();
    restarted.hit(120, ANNE);
    restarted.hit(120, BART);
    restarted.flush();
    expect(rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 3, visitors: 2 }]);
  });

  it('loses an unwritten visit and its hash together, so it is counted once after a crash', () => {
    jest.useFakeTimers();
    try {
      const crashed = visitCounter(db, { clock });
      crashed.hit(120, ANNE);
      // The process dies before its next write: nothing of that second reached the file.
      const other = openDatabase(file);
      const restarted = visitCounter(other, { clock });
      restarted.hit(120, ANNE);
      restarted.stop();
      expect(rows(other)).toEqual([{ property_id: 120, day: '2026-07-15', views: 1, visitors: 1 }]);
      other.close();
      jest.clearAllTimers();
    } finally {
      jest.useRealTimers();
    }
  });

  it("deletes the old day's salt and hashes when the day changes", () => {
    const counter = open();
    counter.hit(120, ANNE);
    counter.flush();
    const oldSalt = (db.prepare('SELECT salt FROM visit_salts').get() as { salt: Buffer }).salt;
    expect(saltDays()).toEqual(['2026-07-15']);
    expect(seenDays()).toEqual(['2026-07-15']);

    // No visit after midnight: the periodic write alone turns the day.
    now = new Date('2026-07-15T22:00:01Z');
    counter.flush();
    expect(saltDays()).toEqual(['2026-07-16']);
    expect(seenDays()).toEqual([]);
    const newSalt = (db.prepare('SELECT salt FROM visit_salts').get() as { salt: Buffer }).salt;
    expect(newSalt).toHaveLength(32);
    expect(newSalt.equals(oldSalt)).toBe(false);
    expect(rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 1, visitors: 1 }]);
  });

  it('forgets the salts of days the server was down on', () => {
    open().hit(120, ANNE);
    counters.splice(0).forEach((counter) => counter.stop());
    now = new Date('2026-07-18T10:00:00Z');
    open();
    expect(saltDays()).toEqual(['2026-07-18']);
    expect(seenDays()).toEqual([]);
  });

  it('keeps neither the address nor the user agent', () => {
    const counter = open();
    counter.hit(120, ANNE);
    counter.flush();
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
      (t) => t.name,
    );
    const stored = tables
      .flatMap((table) => db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[])
      .flatMap((row) => Object.values(row))
      .map((value) => (Buffer.isBuffer(value) ? value.toString('latin1') : String(value)))
      .join('\n');
    for (const secret of [ANNE.address, ANNE.userAgent, 'Firefox', ANNE.language]) {
      expect(stored).not.toContain(secret);
    }
    const hashes = db.prepare('SELECT hash FROM visit_seen').all() as { hash: Buffer }[];
    expect(hashes.map((h) => h.hash.length)).toEqual([16]);
  });

  it('writes on stop and ignores hits after it', () => {
    const counter = open();
    counter.hit(120, ANNE);
    counter.stop();
    expect(rows()).toHaveLength(1);
    expect(() => counter.hit(120, BART)).not.toThrow();
    counter.flush();
    expect(rows()).toEqual([{ property_id: 120, day: '2026-07-15', views: 1, visitors: 1 }]);
  });
  describe('the brake on one address', () => {
    const firefox = (n: number) => ({ ...ANNE, userAgent: `Mozilla/5.0 (X11; Linux x86_64) Firefox/${n}.0` });
    const total = () =>
      rows().reduce((sum, row) => ({ views: sum.views + row.views, visitors: sum.visitors + row.visitors }), {
        views: 0,
        visitors: 0,
      });

    it('counts at most 5 unique visitors per property per day, however many user agents it rotates', () => {
      const counter = open();
      for (let n = 0; n < 50; n++) counter.hit(120, firefox(n));
      counter.hit(134, firefox(1));
      counter.hit(120, { ...BART, address: '198.51.100.4' });
      counter.flush();
      expect(rows()).toEqual([
        { property_id: 120, day: '2026-07-15', views: 51, visitors: 6 },
        { property_id: 134, day: '2026-07-15', views: 1, visitors: 1 },
      ]);
    });

    it('adds nothing beyond 50 views per property and 500 in all per day, and starts again the next day', () => {
      const counter = open();
      for (let i = 0; i < 2000; i++) counter.hit(120, ANNE);
      counter.flush();
      expect(total()).toEqual({ views: 50, visitors: 1 });
      for (let id = 1; id <= 20; id++) for (let i = 0; i < 50; i++) counter.hit(1000 + id, ANNE);
      counter.flush();
      expect(total().views).toBe(500);
      now = new Date('2026-07-16T10:00:00Z');
      counter.hit(120, ANNE);
      counter.flush();
      expect(rows().find((row) => row.day === '2026-07-16')).toMatchObject({ views: 1, visitors: 1 });
    });

    it('treats an IPv6 /64 as one address', () => {
      const counter = open();
      for (let n = 1; n <= 20; n++) counter.hit(120, { ...ANNE, address: `2001:db8:1:2::${n.toString(16)}` });
      counter.flush();
      expect(total()).toEqual({ views: 20, visitors: 5 });
    });

    it('holds no more keys than its cap when a flood comes from many addresses', () => {
      const counter = visitCounter(db, { clock, brake: { maxKeys: 1000 } });
      counters.push(counter);
      for (let n = 0; n < 5000; n++)
        counter.hit(120, { ...ANNE, address: `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` });
      expect(counter.heldKeys()).toBeLessThanOrEqual(3000);
      counter.flush();
      expect(total().visitors).toBeLessThanOrEqual(1000);
      expect((db.prepare('SELECT COUNT(*) AS n FROM visit_seen').get() as { n: number }).n).toBeLessThanOrEqual(1000);
    });
  });
});
