import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../domain/forms/staff.ts';

/**
 * The agency's clock and customs: Brussels time wherever the admin is, and dates written as in
 * Belgium (English as in Britain: day before month).
 */
const when = (at: number, lng: string) =>
  new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : `${lng}-BE`, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Brussels',
  }).format(at);

/** A page of the audit log: when, who, what, on whom, from where. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return <p>{t('office:audit.empty')}</p>;
  return (
    // Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="office-table" role="region" aria-labelledby="office-audit-caption" tabIndex={0}>
      <table>
        <caption id="office-audit-caption">{t('office:audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('office:audit.at')}</th>
            <th scope="col">{t('office:audit.actor')}</th>
            <th scope="col">{t('office:audit.action')}</th>
            <th scope="col">{t('office:audit.target')}</th>
            <th scope="col">{t('office:audit.address')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={new Date(entry.at).toISOString()}>{when(entry.at, i18n.language)}</time>
              </td>
              <td>{entry.actor ?? t('office:audit.commandLine')}</td>
              <td>{t(`office:audit.actions.${entry.action}`, { defaultValue: entry.action })}</td>
              <td>{entry.target ?? ''}</td>
              <td>{entry.address ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
