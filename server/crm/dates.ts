/**
 * The CRM's dates. The site sends date-times as "YYYY-MM-DD HH:mm:ss" (ChangeSince), the format
 * the public client libraries send and read. A CRM answers any field whose name starts or ends
 * with "Date" in one of three forms, and the same field may come in any of them:
 * - "2026-11-14 09:30:00", a wall-clock time with no zone;
 * - "2026-11-14", a day;
 * - WCF's "/Date(1763112600000+0100)/": milliseconds since the epoch (UTC) and the zone it was
 *   written in. Its wall clock is the milliseconds plus that offset.
 * Every form is read into one wall-clock value and written back in the form the snapshot keeps:
 * "YYYY-MM-DD" for a day field (DateCreated, EPCEndDate), "YYYY-MM-DD HH:mm:ss" for a time
 * (LastChangedDate). Wall clocks carry no zone; both sides of this project read them as UTC,
 * so a sync that runs across a daylight-saving change neither skips nor repeats an hour.
 */
import { brusselsWallClock } from '../../src/lib/brussels.ts';

const CRM_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const CRM_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WCF_DATE = /^\/Date\((-?\d{1,15})([+-])?(\d{2})?(\d{2})?\)\/$/;

export function formatCrmDateTime(date: Date | number): string {
  return new Date(date).toISOString().slice(0, 19).replace('T', ' ');
}

/** Milliseconds since the epoch, or NaN for text that is not a CRM date-time. */
export function parseCrmDateTime(text: string): number {
  const match = CRM_DATE_TIME.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const time = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  // Date.UTC rolls 2026-02-30 over to March: such a date is not one.
  return formatCrmDateTime(time) === text ? time : Number.NaN;
}

export function isCrmDateTime(text: string): boolean {
  return !Number.isNaN(parseCrmDateTime(text));
}

/** The wall clock of "/Date(ms±hhmm)/" (ms when it has no zone), NaN for anything else. */
function parseWcfDate(text: string): number {
  const match = WCF_DATE.exec(text);
  if (!match) return Number.NaN;
  const [, ms, sign, hours, minutes] = match;
  if (sign && (hours === undefined || minutes === undefined)) return Number.NaN;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
  if (Math.abs(offset) > 14 * 3_600_000) return Number.NaN;
  const wall = Number(ms) + offset;
  return Number.isNaN(new Date(wall).getTime()) ? Number.NaN : wall;
}

/** Any of the three forms as a wall-clock time (ms, read as UTC), NaN for text that is none of them. */
export function readCrmDate(text: string): number {
  const trimmed = text.trim();
  if (CRM_DAY.test(trimmed)) return parseCrmDateTime(`${trimmed} 00:00:00`);
  if (trimmed.startsWith('/Date(')) return parseWcfDate(trimmed);
  return parseCrmDateTime(trimmed);
}

/** "YYYY-MM-DD HH:mm:ss" of any form, undefined when it is not a date. */
export function normaliseCrmDateTime(text: string): string | undefined {
  const wall = readCrmDate(text);
  return Number.isNaN(wall) ? undefined : formatCrmDateTime(wall);
}

/** "YYYY-MM-DD" of any form (the day of its wall clock), undefined when it is not a date. */
export function normaliseCrmDay(text: string): string | undefined {
  return normaliseCrmDateTime(text)?.slice(0, 10);
}

/** Brussels' wall clock: how the CRM's zoneless dates compare with now. */
export { brusselsWallClock };

/** The instant a Brussels wall-clock time (ms read as UTC) stands for; in the autumn's repeated hour, the first. */
export function brusselsInstant(wall: number): number {
  let instant = wall - (brusselsWallClock(new Date(wall)) - wall);
  instant = wall - (brusselsWallClock(new Date(instant)) - instant);
  return instant;
}
