/** @jest-environment node */
/** The owners' visit figures on the engine of the run (SQLite, or PostgreSQL under npm run test:pg). */
import { rmSync } from 'node:fs';
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase, freshTestSql, testEngine } from '../../test/db/testSql.ts';
import { visitCounter, type VisitCounter } from './counter.ts';
import { monthStart, visitStats, weekStart } from './stats.ts';

const browser = (n: number) => ({ address: `198.51.100.${n}`, userAgent: `Mozilla/5.0 Firefox/${n}.0` });

describe('weekStart and monthStart', () => {
  it.each([
    ['2026-07-13', '2026-07-13'], // a Monday
    ['2026-07-15', '2026-07-13'],
    ['2026-07-19', '2026-07-13'], // a Sunday ends the week
    ['2026-03-01', '2026-02-23'], // across a month
    ['2027-01-01', '2026-12-28'], // across a year
  ])('the week of %s starts on Monday %s', (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });

  it('the month starts on the 1st', () => {
    expect(monthStart('2026-07-15')).toBe('2026-07-01');
    expect(monthStart('2026-07-01')).toBe('2026-07-01');
  });
});

describe(`visitStats on ${testEngine}`, () => {
  let dataDir: string;
  let sql: Sql;
  let now = new Date('2026-07-15T10:00:00Z');
  let counter: VisitCounter;
  const clock = () => now;
  /** `visitors` different people, each viewing the page `views` times, at noon in Brussels. */
  const visit = (day: string, id: number, visitors: number, views = 1) => {
    now = new Date(`${day}T10:00:00Z`);
    for (let n = 0; n < visitors; n++) for (let v = 0; v < views; v++) counter.hit(id, browser(n));
  };

  beforeEach(async () => {
    ({ sql, dataDir } = await freshTestSql('visit-stats-'));
    counter = visitCounter(sql, { clock: () => now });
  });
  afterEach(async () => {
    await counter.stop();
    await sql.close();
    await dropTestDatabase(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sums visits today, since Monday, since the 1st and in total, and all page views', async () => {
    visit('2026-05-20', 120, 4); // an earlier month
    visit('2026-06-30', 120, 3, 2); // last month
    visit('2026-07-01', 120, 5); // this month
    visit('2026-07-12', 120, 7); // the Sunday before
    visit('2026-07-13', 120, 2, 3); // Monday
    visit('2026-07-15', 120, 1, 4); // today, a Wednesday
    visit('2026-07-15', 134, 9);
    const stats = visitStats(sql, counter, clock);
    expect(await stats.headlines([120, 134, 999])).toEqual(
      new Map([
        [120, { today: 1, week: 3, month: 15, total: 22, pageViews: 4 + 6 + 5 + 7 + 6 + 4 }],
        [134, { today: 9, week: 9, month: 9, total: 9, pageViews: 9 }],
        [999, { today: 0, week: 0, month: 0, total: 0, pageViews: 0 }],
      ]),
    );
  });

  it('starts the week on the day itself on a Monday, and the month on the 1st', async () => {
    visit('2026-06-28', 120, 1); // Sunday
    visit('2026-06-29', 120, 2); // Monday
    visit('2026-07-01', 120, 4); // Wednesday the 1st
    expect(await visitStats(sql, counter, clock).forProperty(120)).toMatchObject({
      today: 4,
      week: 6,
      month: 4,
      total: 7,
    });
    visit('2026-07-06', 120, 8); // the next Monday
    expect(await visitStats(sql, counter, clock).forProperty(120)).toMatchObject({ today: 8, week: 8, month: 12 });
  });

  it('gives the last 30 Belgian days, oldest first, with zeros where nobody came', async () => {
    visit('2026-06-15', 120, 6); // 31 days ago: outside the chart, inside the total
    visit('2026-06-16', 120, 2, 2); // the first day of the chart
    visit('2026-07-01', 120, 1);
    // 23:30 in Brussels on the 15th of July is still the 15th; at 22:30 UTC it is the 16th.
    now = new Date('2026-07-15T22:30:00Z');
    counter.hit(120, browser(1));
    const visits = await visitStats(sql, counter, clock).forProperty(120);
    expect(visits.days).toHaveLength(30);
    expect(visits.days[0]).toEqual({ day: '2026-06-17', views: 0, visitors: 0 });
    expect(visits.days[29]).toEqual({ day: '2026-07-16', views: 1, visitors: 1 });
    expect(visits.days.find((d) => d.day === '2026-07-01')).toEqual({ day: '2026-07-01', views: 1, visitors: 1 });
    expect(visits.days.filter((d) => d.views > 0)).toHaveLength(2);
    const days = visits.days.map((d) => d.day);
    expect(new Set(days).size).toBe(30);
    expect([...days].sort()).toEqual(days);
    expect(visits.total).toBe(6 + 2 + 1 + 1);
  });

  it('ends the chart on the Belgian today, across a change to winter time', async () => {
    visit('2026-10-24', 120, 1);
    now = new Date('2026-10-25T23:30:00Z'); // 00:30 on the 26th, in winter time
    const { days, today } = await visitStats(sql, counter, clock).forProperty(120);
    expect(days[29]?.day).toBe('2026-10-26');
    expect(days[27]).toEqual({ day: '2026-10-24', views: 1, visitors: 1 });
    expect(today).toBe(0);
  });

  it('shows a visit made a moment ago, without waiting for the periodic write', async () => {
    visit('2026-07-15', 120, 1);
    const stats = visitStats(sql, counter, clock);
    expect(await stats.forProperty(120)).toMatchObject({ today: 1, pageViews: 1 });
    counter.hit(120, browser(5));
    expect((await stats.headlines([120])).get(120)).toMatchObject({ today: 2, pageViews: 2 });
  });

  it('gives an empty chart for a property nobody visited', async () => {
    now = new Date('2026-07-15T10:00:00Z');
    const visits = await visitStats(sql, counter, clock).forProperty(611);
    expect(visits).toMatchObject({ today: 0, week: 0, month: 0, total: 0, pageViews: 0 });
    expect(visits.days.every((d) => d.views === 0 && d.visitors === 0)).toBe(true);
    expect(visits.days).toHaveLength(30);
  });
});
