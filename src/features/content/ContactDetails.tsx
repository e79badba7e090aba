import { useTranslation } from 'react-i18next';
import { site } from '../../config/site.ts';
import type { SiteConfig } from '../../config/schema.ts';
import type { Lng } from '../../config/languages.ts';
import type { SiteContent } from '../../domain/content/types.ts';

type OpeningHours = SiteConfig['agency']['openingHours'];

export interface OpeningRow {
  /** ISO weekdays (1 Monday ... 7 Sunday) that share these hours, in order. */
  days: number[];
  /** "09:00 – 12:30" periods, earliest first; none for a closed day. */
  periods: string[];
}

/** Every day of the week once, days with the same periods together, in the order of their first day. */
export function openingRows(hours: OpeningHours): OpeningRow[] {
  const rows: OpeningRow[] = [];
  for (let day = 1; day <= 7; day++) {
    const periods = hours
      .filter((h) => h.days.includes(day))
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((h) => `${h.opens} – ${h.closes}`);
    const same = rows.find((row) => row.periods.join() === periods.join());
    if (same) same.days.push(day);
    else rows.push({ days: [day], periods });
  }
  return rows;
}

/**
 * Days as names: a run of consecutive days as a range ("lundi – vendredi"), runs joined by
 * commas. The names come from the catalogue, not Intl: ICU data can differ between the Node
 * that prerenders and the browser that hydrates (see lib/price.ts).
 */
export function dayLabel(days: number[], lng: Lng, name: (day: number) => string): string {
  const runs: number[][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last.at(-1) === day - 1) last.push(day);
    else runs.push([day]);
  }
  const text = runs
    .map((run) => {
      const first = run[0] ?? 1;
      const end = run.at(-1) ?? first;
      return run.length === 1 ? name(first) : `${name(first)} – ${name(end)}`;
    })
    .join(', ');
  // French and Dutch write weekdays in lower case; a line starts with a capital.
  return text.charAt(0).toLocaleUpperCase(lng) + text.slice(1);
}

/** The contact page's details: the office's text, its opening hours, and how to get there. */
export function ContactDetails({
  contact,
  lng,
  hours = site.agency.openingHours,
}: {
  contact: SiteContent['contact'];
  lng: Lng;
  /** The agency's hours from site.json; tests give their own. */
  hours?: OpeningHours;
}) {
  const { t } = useTranslation();
  return (
    <div className="contact-details">
      {contact.intro && <p>{contact.intro}</p>}
      <h3>{t('content.contact.openingHours')}</h3>
      <dl className="opening-hours">
        {openingRows(hours).map((row) => (
          <div key={row.days.join()} className="opening-hours__row">
            <dt>{dayLabel(row.days, lng, (day) => t(`content.weekdays.${day}`))}</dt>
            <dd>{row.periods.length > 0 ? row.periods.join(', ') : t('content.contact.closed')}</dd>
          </div>
        ))}
      </dl>
      {contact.byAppointment && <p>{contact.byAppointment}</p>}
      {contact.access && (
        <>
          <h3>{t('content.contact.gettingHere')}</h3>
          <p>{contact.access}</p>
        </>
      )}
    </div>
  );
}
