import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Lng } from '../../config/languages.ts';
import type { LeadRow } from '../../domain/forms/inbox.ts';
import { leadQueryString, type LeadQuery } from './leadsApi.ts';
import { brusselsTime, subjectLabel } from './leadWords.ts';

/**
 * A page of the inbox, newest first. The person's name opens the lead; the listing filters the
 * inbox on it. On a phone the table scrolls sideways in its own frame, which a keyboard can scroll too.
 */
export function LeadsTable({ leads, total, query }: { leads: LeadRow[]; total: number; query: LeadQuery }) {
  const { t, i18n } = useTranslation();
  if (leads.length === 0) return <p>{t('office:leads.empty')}</p>;
  return (
    // Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="office-table" role="region" aria-labelledby="office-leads-caption" tabIndex={0}>
      <table>
        <caption id="office-leads-caption">{t('office:leads.caption', { count: total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('office:leads.person')}</th>
            <th scope="col">{t('office:leads.kind')}</th>
            <th scope="col">{t('office:leads.subject')}</th>
            <th scope="col">{t('office:leads.at')}</th>
            <th scope="col">{t('office:leads.language')}</th>
            <th scope="col">{t('office:leads.state')}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <th scope="row">
                <Link to={`/leads/${lead.id}`} className="office-table__link">
                  {lead.person.name ?? lead.person.email ?? t('office:leads.number', { id: lead.id })}
                </Link>
                {lead.person.name && lead.person.email && (
                  <span className="office-table__sub">{lead.person.email}</span>
                )}
              </th>
              <td>
                {t(`office:leads.kinds.${lead.kind}`, { defaultValue: lead.kind })}
                {lead.uploads > 0 && (
                  <span className="office-table__sub">{t('office:leads.files', { count: lead.uploads })}</span>
                )}
              </td>
              <td>
                {lead.subject ? (
                  <Link
                    to={`/leads${leadQueryString({ ...query, subject: lead.subject, before: '' })}`}
                    className="office-table__link"
                    aria-label={t('office:leads.onlySubject', { subject: subjectLabel(lead.subject, t) })}
                  >
                    {subjectLabel(lead.subject, t)}
                  </Link>
                ) : (
                  '–'
                )}
              </td>
              <td>
                <time dateTime={new Date(lead.createdAt).toISOString()}>
                  {brusselsTime(lead.createdAt, i18n.language)}
                </time>
              </td>
              <td>{LANGUAGE_NAMES[lead.lng as Lng] ?? lead.lng}</td>
              <td>
                <span className={`office-state office-state--${lead.state}`}>
                  {t(`office:leads.states.${lead.state}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
