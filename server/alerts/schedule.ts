/**
 * When digests go out: daily at 08:00 in Belgium, weekly on Mondays at 08:00, Belgian time
 * (Europe/Brussels) whatever the season. 08:00 is never in a clock change (they happen at
 * 02:00 and 03:00), so it always exists once a day; only its UTC instant moves, 07:00 UTC in
 * summer, 06:00 in winter. The offset is read from Intl for that day rather than assumed.
 */
import type { AlertFrequency } from '../../src/domain/forms/alerts.ts';
import { brusselsWall, brusselsWallClock } from '../../src/lib/brussels.ts';

export const DIGEST_HOUR = 8;
const DAY_MS = 24 * 3600_000;

/** Belgium's offset from UTC at a moment, in ms (1 h in winter, 2 h in summer). */
function offsetAt(at: number): number {
  return brusselsWallClock(at) - Math.floor(at / 1000) * 1000;
}

/** The moment a Belgian wall-clock time happens (for a time that exists once, as 08:00 does). */
export function brusselsMoment(year: number, month: number, day: number, hour: number): number {
  const guess = Date.UTC(year, month - 1, day, hour);
  // The offset at the guess is right unless a clock change falls between the two; a second
  // look settles it.
  const first = guess - offsetAt(guess);
  return guess - offsetAt(first);
}

/**
 * The last digest time at or before `now`: today's 08:00 (or yesterday's, before 08:00) for
 * daily, the last Monday's 08:00 for weekly. A match found at or before it is due.
 */
export function lastDigestTime(now: number, frequency: Exclude<AlertFrequency, 'immediately'>): number {
  const wall = brusselsWall(now);
  const back = frequency === 'weekly' ? (wall.weekday + 6) % 7 : 0;
  // Walk back in whole calendar days (noon UTC never crosses a date line in Belgium).
  const noon = Date.UTC(wall.year, wall.month - 1, wall.day, 12);
  let day = new Date(noon - back * DAY_MS);
  let moment = brusselsMoment(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), DIGEST_HOUR);
  if (moment > now) {
    day = new Date(day.getTime() - (frequency === 'weekly' ? 7 : 1) * DAY_MS);
    moment = brusselsMoment(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), DIGEST_HOUR);
  }
  return moment;
}
