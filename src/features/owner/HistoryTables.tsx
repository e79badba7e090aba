import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import type { PropertyReport } from './ownerApi.ts';
import { whenText } from './whenText.ts';

/** A titled table, or the sentence that says there is nothing yet. */
function Section(props: { id: string; title: string; empty: string; rows: number; children: ReactNode }) {
  const { id, title, empty, rows, children } = props;
  return (
    <section className="owner-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows === 0 ? <p className="notice">{empty}</p> : <div className="owner-table-wrap">{children}</div>}
    </section>
  );
}

export function CalendarTable({ entries }: { entries: PropertyReport['calendar'] }) {
  const { t } = useTranslation();
  return (
    <Section
      id="owner-calendar"
      title={t('owner:calendar.title')}
      empty={t('owner:calendar.empty')}
      rows={entries.length}
    >
      <table className="owner-table">
        <thead>
          <tr>
            <th scope="col">{t('owner:calendar.date')}</th>
            <th scope="col">{t('owner:calendar.kind')}</th>
            <th scope="col">{t('owner:calendar.contact')}</th>
            <th scope="col">{t('owner:calendar.status')}</th>
            <th scope="col">{t('owner:calendar.note')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.at}-${entry.kind}-${entry.contact ?? ''}`}>
              <td>{whenText(entry.at)}</td>
              <td>{t(`owner:kinds.${entry.kind}`, { defaultValue: entry.kind })}</td>
              <td>{entry.contact ?? ''}</td>
              <td>{t(`owner:statuses.${entry.status}`, { defaultValue: entry.status })}</td>
              <td>{entry.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export function CommunicationsTable({ items }: { items: PropertyReport['communications'] }) {
  const { t } = useTranslation();
  return (
    <Section
      id="owner-communications"
      title={t('owner:communications.title')}
      empty={t('owner:communications.empty')}
      rows={items.length}
    >
      <table className="owner-table">
        <thead>
          <tr>
            <th scope="col">{t('owner:communications.date')}</th>
            <th scope="col">{t('owner:communications.kind')}</th>
            <th scope="col">{t('owner:communications.contact')}</th>
            <th scope="col">{t('owner:communications.subject')}</th>
            <th scope="col">{t('owner:communications.comment')}</th>
            <th scope="col">{t('owner:communications.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.at}-${item.subject}`}>
              <td>{whenText(item.at)}</td>
              <td>{t(`owner:kinds.${item.kind}`, { defaultValue: item.kind })}</td>
              <td>{item.contact}</td>
              <td>{item.subject}</td>
              <td>{item.comment ?? ''}</td>
              <td>{t(`owner:statuses.${item.status}`, { defaultValue: item.status })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export function MediaTable({ media }: { media: PropertyReport['media'] }) {
  const { t } = useTranslation();
  return (
    <Section id="owner-media" title={t('owner:media.title')} empty={t('owner:media.empty')} rows={media.length}>
      <table className="owner-table">
        <thead>
          <tr>
            <th scope="col">{t('owner:media.portal')}</th>
            <th scope="col">{t('owner:media.date')}</th>
            <th scope="col">{t('owner:media.link')}</th>
          </tr>
        </thead>
        <tbody>
          {media.map((item) => (
            <tr key={item.url}>
              <td>{item.portal}</td>
              <td>{formatDate(item.publishedOn)}</td>
              <td>
                <a href={item.url} rel="noopener noreferrer">
                  {t('owner:media.open', { portal: item.portal })}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
