/**
 * When digests go out: daily at 08:00 in Belgium, weekly on Mondays at 08:00, Belgian time
 * (Europe/Brussels) whatever the season. 08:00 is never in a clock change (they happen at
 * 02:00 and 03:00), so it always exists once a day; only its UTC instant moves, 07:00 UTC in
 * summer, 06:00 in winter. The offset is read from Intl for that day rather than assumed.
 */
import type { AlertFrequency } from '../../src/features/forms/rules/alerts.ts';

export const DIGEST_HOUR = 8;
const DAY_MS = 24 * 3600_000;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The Belgian wall clock at a moment. */
export function brusselsWall(at: number): Wall {
  const all = parts.formatToParts(at);
  const value = (type: string) => Number(all.find((part) => part.type === type)?.value ?? '0');
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
    weekday: WEEKDAYS.indexOf(all.find((part) => part.type === 'weekday')?.value ?? 'Sun'),
  };
}

/** Belgium's offset from UTC at a moment, in ms (1 h in winter, 2 h in summer). */
function offsetAt(at: number): number {
  const wall = brusselsWall(at);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(at / 1000) * 1000;
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
