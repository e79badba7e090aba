import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import type { PropertyReport } from './ownerApi.ts';
import { whenText } from './whenText.ts';

/**
 * A cell that carries its column's name too: on a phone each row becomes a block of labelled
 * lines (owner.css), so nothing scrolls sideways. The label is hidden from screen readers,
 * which have the column header.
 */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === '' || children === null;
  return (
    <td className={empty ? 'is-empty' : undefined}>
      <span className="owner-table__label" aria-hidden="true">
        {label}
      </span>
      {children}
    </td>
  );
}

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
      <table className="owner-table owner-table--history">
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
              <Cell label={t('owner:calendar.date')}>{whenText(entry.at)}</Cell>
              <Cell label={t('owner:calendar.kind')}>
                {t(`owner:kinds.${entry.kind}`, { defaultValue: entry.kind })}
              </Cell>
              <Cell label={t('owner:calendar.contact')}>{entry.contact ?? ''}</Cell>
              <Cell label={t('owner:calendar.status')}>
                {t(`owner:statuses.${entry.status}`, { defaultValue: entry.status })}
              </Cell>
              <Cell label={t('owner:calendar.note')}>{entry.note ?? ''}</Cell>
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
      <table className="owner-table owner-table--history">
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
              <Cell label={t('owner:communications.date')}>{whenText(item.at)}</Cell>
              <Cell label={t('owner:communications.kind')}>
                {t(`owner:kinds.${item.kind}`, { defaultValue: item.kind })}
              </Cell>
              <Cell label={t('owner:communications.contact')}>{item.contact}</Cell>
              <Cell label={t('owner:communications.subject')}>{item.subject}</Cell>
              <Cell label={t('owner:communications.comment')}>{item.comment ?? ''}</Cell>
              <Cell label={t('owner:communications.status')}>
                {t(`owner:statuses.${item.status}`, { defaultValue: item.status })}
              </Cell>
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
      <table className="owner-table owner-table--history">
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
              <Cell label={t('owner:media.portal')}>{item.portal}</Cell>
              <Cell label={t('owner:media.date')}>{formatDate(item.publishedOn)}</Cell>
              <Cell label={t('owner:media.link')}>
                <a href={item.url} rel="noopener noreferrer">
                  {t('owner:media.open', { portal: item.portal })}
                </a>
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
