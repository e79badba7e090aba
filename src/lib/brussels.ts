/**
 * The agency's clock: Belgian wall-clock time (Europe/Brussels), read from Intl for the moment
 * asked, so summer and winter time need no rule of ours. The digests' schedule and the CRM's
 * zoneless dates (the agency's CRM keeps Brussels time) both read it here.
 */
const FORMAT = new Intl.DateTimeFormat('en-GB', {
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

export interface BrusselsWall {
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
export function brusselsWall(at: number | Date): BrusselsWall {
  const all = FORMAT.formatToParts(at);
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

/** The Belgian wall clock at a moment, as milliseconds read as UTC (whole seconds). */
export function brusselsWallClock(at: number | Date): number {
  const wall = brusselsWall(at);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}
