import { belgianDay, formatDate } from '../../lib/dates.ts';

let time: Intl.DateTimeFormat | null = null;

/** "24/11/2026 14:00", Belgian time, whatever the owner's own time zone. */
export function whenText(at: number): string {
  time ??= new Intl.DateTimeFormat('fr-BE', {
    timeZone: 'Europe/Brussels',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const moment = new Date(at);
  return `${formatDate(belgianDay(moment))} ${time.format(moment)}`;
}

/** "24/11" for the graph's axis. */
export const shortDay = (iso: string) => formatDate(iso).slice(0, 5);
