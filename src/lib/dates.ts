/**
 * Dates as Belgians write them in all three languages: day/month/year with two digits
 * ("12/05/2034"). Written out, not left to Intl, so the prerendered HTML and the browser
 * agree (like price.ts). Input is an ISO date (YYYY-MM-DD) from the snapshot.
 */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** Whether a YYYY-MM-DD text names a day that exists (no 31 April, 29 February only in leap years). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day of a moment in Belgium (Europe/Brussels), as YYYY-MM-DD. */
let brussels: Intl.DateTimeFormat | null = null;

export function belgianDay(moment: Date): string {
  brussels ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return brussels.format(moment);
}

/** A YYYY-MM-DD day plus a number of days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}
