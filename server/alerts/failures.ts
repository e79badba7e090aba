/**
 * The alerts API's brake: an address that keeps sending bad or unknown tokens is refused for
 * a while. Only failures count. A 128-bit token cannot be guessed anyway; this keeps scripts
 * from hammering the database and the log. Successes never count, because the one-click
 * unsubscribes of RFC 8058 arrive from a mail provider's few servers, many people at once,
 * and must never be refused. The failures are counted on the database (server/db/rateHits.ts),
 * so an address that spreads its tries over several instances meets the same brake.
 */
import { rateHits } from '../db/rateHits.ts';
import type { Sql } from '../db/sql.ts';

export interface FailureThrottle {
  /** Seconds this address must wait before it may try again, or 0. */
  wait(key: string): Promise<number>;
  fail(key: string): Promise<void>;
}

/** `max` 0 lifts the brake. */
export function failureThrottle(sql: Sql, max: number, windowMs: number, clock: () => Date): FailureThrottle {
  const failures = rateHits(sql, 'alert-failures', max, windowMs, clock);
  return { wait: (key) => failures.wait(key), fail: (key) => failures.count(key) };
}
