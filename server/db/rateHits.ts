/**
 * Sliding-window counts shared by every instance on the database (table rate_hits, one row a
 * counted hit): the forms' limit per address and the alerts API's brake on failed tokens. The
 * check and the count are one transaction under an advisory lock named after the key, so two
 * instances hit at the same moment by the same address count both hits, as one process would.
 * Rows older than the window are swept at most once a window.
 */
import type { Sql } from './sql.ts';

export interface RateHits {
  /** Counts a hit unless the key is over its limit; the seconds to wait then, or 0. */
  hit(key: string): Promise<number>;
  /** The seconds to wait while the key is over its limit, or 0; counts nothing. */
  wait(key: string): Promise<number>;
  /** Counts a hit (a failure) whatever the count. */
  count(key: string): Promise<void>;
}

/** `name` keeps each limit's keys apart; `max` 0 lifts the limit (nothing is counted). */
export function rateHits(sql: Sql, name: string, max: number, windowMs: number, clock: () => Date): RateHits {
  const scoped = (key: string) => `${name}:${key}`;
  let lastSweep = 0;

  const sweep = async (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    // Only this limit's rows: `name:` up to `name;` is the range of its keys.
    await sql.run('DELETE FROM rate_hits WHERE key >= ? AND key < ? AND at <= ?', [
      `${name}:`,
      `${name};`,
      now - windowMs,
    ]);
  };

  const over = async (q: Pick<Sql, 'get'>, key: string, now: number): Promise<number> => {
    const row = await q.get<{ n: number; first: number | null }>(
      'SELECT COUNT(*) AS "n", MIN(at) AS "first" FROM rate_hits WHERE key = ? AND at > ?',
      [key, now - windowMs],
    );
    if (!row || row.n < max) return 0;
    return Math.max(1, Math.ceil(((row.first ?? now) + windowMs - now) / 1000));
  };

  return {
    async hit(key) {
      if (max <= 0) return 0;
      const now = clock().getTime();
      await sweep(now);
      const k = scoped(key);
      return sql.tx(
        async (tx) => {
          const wait = await over(tx, k, now);
          if (wait === 0) await tx.run('INSERT INTO rate_hits (key, at) VALUES (?, ?)', [k, now]);
          return wait;
        },
        { lock: `rate:${k}` },
      );
    },
    async wait(key) {
      if (max <= 0) return 0;
      return over(sql, scoped(key), clock().getTime());
    },
    async count(key) {
      if (max <= 0) return;
      const now = clock().getTime();
      await sweep(now);
      await sql.run('INSERT INTO rate_hits (key, at) VALUES (?, ?)', [scoped(key), now]);
    },
  };
}
