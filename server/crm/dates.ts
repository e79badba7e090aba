/**
 * The CRM's date-times: "YYYY-MM-DD HH:mm:ss", the format the public client libraries send
 * ChangeSince in and read every "…Date" field with. They carry no zone; both sides of this
 * project read them as UTC, so a sync that runs across a daylight-saving change neither skips
 * nor repeats an hour.
 */
const CRM_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

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
