/**
 * What an owner reads about a property: visits (unique visitors, summed per day) today, this
 * week, this month and in total, the page views, and the last 30 days for the chart. Days are
 * Belgian days (Europe/Brussels), like the counting; the week starts on Monday (ISO), the month
 * on the 1st. The counter is flushed first, so a visit made a second ago already shows.
 */
import { inList, type Sql } from '../db/sql.ts';
import { addDays, belgianDay } from '../../src/lib/dates.ts';
import type { VisitCounter } from './counter.ts';
import type { DayVisits, Headline, PropertyVisits } from '../../src/domain/forms/portal.ts';

export type { DayVisits, Headline, PropertyVisits };

export interface VisitStats {
  forProperty(id: number): Promise<PropertyVisits>;
  headlines(ids: number[]): Promise<Map<number, Headline>>;
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

export function visitStats(sql: Sql, counter: VisitCounter, clock: () => Date): VisitStats {
  async function headlinesOn(today: string, ids: number[]): Promise<Map<number, Headline>> {
    const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
    const found = new Map<number, Headline>(wanted.map((id) => [id, zero()]));
    if (wanted.length === 0) return found;
    const rows = await sql.all<Headline & { id: number }>(
      `SELECT property_id AS "id",
         SUM(CASE WHEN day = ? THEN visitors ELSE 0 END) AS "today",
         SUM(CASE WHEN day >= ? AND day <= ? THEN visitors ELSE 0 END) AS "week",
         SUM(CASE WHEN day >= ? AND day <= ? THEN visitors ELSE 0 END) AS "month",
         SUM(visitors) AS "total",
         SUM(views) AS "pageViews"
       FROM visits_daily
       WHERE property_id IN ${inList(wanted)}
       GROUP BY property_id`,
      [today, weekStart(today), today, monthStart(today), today, ...wanted],
    );
    for (const { id, ...headline } of rows) found.set(id, headline);
    return found;
  }

  return {
    async headlines(ids) {
      await counter.flush();
      return headlinesOn(belgianDay(clock()), ids);
    },
    async forProperty(id) {
      await counter.flush();
      const today = belgianDay(clock());
      const headline = (await headlinesOn(today, [id])).get(id) ?? zero();
      const first = addDays(today, -(SERIES_DAYS - 1));
      const rows = Number.isSafeInteger(id)
        ? await sql.all<DayVisits>(
            'SELECT day, views, visitors FROM visits_daily WHERE property_id = ? AND day >= ? AND day <= ?',
            [id, first, today],
          )
        : [];
      const counted = new Map(rows.map((row) => [row.day, row]));
      const days: DayVisits[] = [];
      for (let back = SERIES_DAYS - 1; back >= 0; back--) {
        const day = addDays(today, -back);
        days.push(counted.get(day) ?? { day, views: 0, visitors: 0 });
      }
      return { ...headline, days };
    },
  };
}
