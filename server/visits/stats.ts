/**
 * What an owner reads about a property: visits (unique visitors, summed per day) today, this
 * week, this month and in total, the page views, and the last 30 days for the chart. Days are
 * Belgian days (Europe/Brussels), like the counting; the week starts on Monday (ISO), the month
 * on the 1st. The counter is flushed first, so a visit made a second ago already shows.
 */
import type { Db } from '../db/database.ts';
import { addDays, belgianDay } from '../../src/lib/dates.ts';
import type { VisitCounter } from './counter.ts';
import type { DayVisits, Headline, PropertyVisits } from '../../src/features/forms/rules/portal.ts';

export type { DayVisits, Headline, PropertyVisits };

export interface VisitStats {
  forProperty(id: number): PropertyVisits;
  headlines(ids: number[]): Map<number, Headline>;
}

/** The days of the chart, today included. */
export const SERIES_DAYS = 30;

/** Monday of the ISO week a YYYY-MM-DD day falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

const zero = (): Headline => ({ today: 0, week: 0, month: 0, total: 0, pageViews: 0 });

export function visitStats(db: Db, counter: VisitCounter, clock: () => Date): VisitStats {
  // The ids come as one JSON array, so any number of them is one prepared statement.
  const headlineRows = db.prepare<[string, string, string, string, string, string], Headline & { id: number }>(
    `SELECT property_id AS id,
       SUM(CASE WHEN day = ? THEN visitors ELSE 0 END) AS today,
       SUM(CASE WHEN day >= ? AND day <= ? THEN visitors ELSE 0 END) AS week,
       SUM(CASE WHEN day >= ? AND day <= ? THEN visitors ELSE 0 END) AS month,
       SUM(visitors) AS total,
       SUM(views) AS pageViews
     FROM visits_daily
     WHERE property_id IN (SELECT value FROM json_each(?))
     GROUP BY property_id`,
  );
  const dayRows = db.prepare<[number, string, string], DayVisits>(
    'SELECT day, views, visitors FROM visits_daily WHERE property_id = ? AND day >= ? AND day <= ?',
  );

  function headlinesOn(today: string, ids: number[]): Map<number, Headline> {
    const wanted = ids.filter((id) => Number.isSafeInteger(id));
    const found = new Map<number, Headline>(wanted.map((id) => [id, zero()]));
    if (wanted.length === 0) return found;
    const rows = headlineRows.all(today, weekStart(today), today, monthStart(today), today, JSON.stringify(wanted));
    for (const { id, ...headline } of rows) found.set(id, headline);
    return found;
  }

  return {
    headlines(ids) {
      counter.flush();
      return headlinesOn(belgianDay(clock()), ids);
    },
    forProperty(id) {
      counter.flush();
      const today = belgianDay(clock());
      const headline = headlinesOn(today, [id]).get(id) ?? zero();
      const first = addDays(today, -(SERIES_DAYS - 1));
      const counted = new Map(dayRows.all(id, first, today).map((row) => [row.day, row]));
      const days: DayVisits[] = [];
      for (let back = SERIES_DAYS - 1; back >= 0; back--) {
        const day = addDays(today, -back);
        days.push(counted.get(day) ?? { day, views: 0, visitors: 0 });
      }
      return { ...headline, days };
    },
  };
}
