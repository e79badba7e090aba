import { Link, useParams } from 'react-router-dom';
import { belgianDay, formatDate } from '../../lib/dates.ts';
import {
  CALENDAR_KINDS,
  CALENDAR_SCHEMA,
  CALENDAR_STATES,
  COMMUNICATION_KINDS,
  COMMUNICATION_SCHEMA,
  COMMUNICATION_STATES,
  MEDIA_SCHEMA,
  type ListingHistory,
} from '../../domain/forms/ownerAdmin.ts';
import { useHistoryQuery, useOwnersQuery } from './ownersApi.ts';
import { useOwnerWords, wallText } from './ownerWords.ts';
import { failureKey, failureStatus } from './staffBaseQuery.ts';
import { HistorySection } from './HistorySection.tsx';
import { OfficeNotice } from './OfficeNotice.tsx';
import { useFocusOnMount } from './useFocusOnMount.ts';
import { usePageTitle } from './usePageTitle.ts';

type Calendar = ListingHistory['calendar'][number];
type Communication = ListingHistory['communications'][number];
type Media = ListingHistory['media'][number];

/**
 * /admin/owners/listing/:id (agents and admins): a listing's calendar history, communications
 * and online media, as its owner reads them in the portal, each with add, edit and remove.
 * Moments are Belgian wall-clock time ("2026-11-28T14:30"), as the API takes them.
 */
export function ListingPage() {
  const { t, ready } = useOwnerWords();
  const { id: raw = '' } = useParams();
  const property = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const history = useHistoryQuery(property, { skip: property === 0 });
  // Only the owners' answer says whether the agency's CRM holds them (then: read only).
  const owners = useOwnersQuery(undefined);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle('listing.title');
  const readOnly = owners.data?.crm ?? true;
  const owner = owners.data?.owners.find((row) => row.properties.some((listing) => listing.id === property));
  const missing = property === 0 || failureStatus(history.error) === 404;
  // With a CRM the history is the CRM's: the site's own tables hold none of its listings.
  const error = missing
    ? owners.data?.crm
      ? 'listing.crmHistory'
      : 'listing.noOwner'
    : history.error
      ? failureKey(history.error)
      : null;

  const kind = (value: string) => t(`owner:kinds.${value}`, { defaultValue: value });
  const status = (value: string) => t(`owner:statuses.${value}`, { defaultValue: value });
  const options = (values: readonly string[], label: (value: string) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  // The moment's label says its clock: the API takes Belgian wall-clock time.
  const moment = (label: string) => t('office:listing.moment', { label });

  return (
    <>
      <p>
        <Link to="/owners">{t('office:listing.back')}</Link>
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('office:listing.heading', { id: raw })}
      </h1>
      {owner && <p>{t('office:listing.owner', { name: owner.name, email: owner.email })}</p>}
      {(history.isLoading || owners.isLoading || !ready) && <p role="status">{t('office:loading')}</p>}
      <OfficeNotice tone="error" text={error} />
      {owners.data?.crm && <p className="notice">{t('office:owners.crm')}</p>}
      {history.data && owners.data && ready && (
        <>
          <HistorySection<Calendar>
            property={property}
            table="calendar"
            title={t('owner:calendar.title')}
            rows={history.data.calendar}
            readOnly={readOnly}
            columns={[
              { label: t('owner:calendar.date'), cell: (row) => wallText(row.at) },
              { label: t('owner:calendar.kind'), cell: (row) => kind(row.kind) },
              { label: t('owner:calendar.contact'), cell: (row) => row.contact ?? '' },
              { label: t('owner:calendar.status'), cell: (row) => status(row.status) },
              { label: t('owner:calendar.note'), cell: (row) => row.note ?? '' },
            ]}
            fields={[
              { name: 'at', label: moment(t('owner:calendar.date')), type: 'datetime-local' },
              { name: 'kind', label: t('owner:calendar.kind'), type: 'select', options: options(CALENDAR_KINDS, kind) },
              {
                name: 'status',
                label: t('owner:calendar.status'),
                type: 'select',
                options: options(CALENDAR_STATES, status),
              },
              { name: 'contact', label: t('owner:calendar.contact'), type: 'text', optional: true, width: 'half' },
              { name: 'note', label: t('owner:calendar.note'), type: 'text', optional: true, width: 'half' },
            ]}
            schema={CALENDAR_SCHEMA}
            blank={{ at: '', kind: CALENDAR_KINDS[0], status: CALENDAR_STATES[0], contact: '', note: '' }}
            valuesOf={(row) => ({
              at: row.at,
              kind: row.kind,
              status: row.status,
              contact: row.contact ?? '',
              note: row.note ?? '',
            })}
            rowName={(row) => `${wallText(row.at)}, ${kind(row.kind)}`}
          />
          <HistorySection<Communication>
            property={property}
            table="communications"
            title={t('owner:communications.title')}
            rows={history.data.communications}
            readOnly={readOnly}
            columns={[
              { label: t('owner:communications.date'), cell: (row) => wallText(row.at) },
              { label: t('owner:communications.kind'), cell: (row) => kind(row.kind) },
              { label: t('owner:communications.contact'), cell: (row) => row.contact },
              { label: t('owner:communications.subject'), cell: (row) => row.subject },
              { label: t('owner:communications.comment'), cell: (row) => row.comment ?? '' },
              { label: t('owner:communications.status'), cell: (row) => status(row.status) },
            ]}
            fields={[
              { name: 'at', label: moment(t('owner:communications.date')), type: 'datetime-local' },
              {
                name: 'kind',
                label: t('owner:communications.kind'),
                type: 'select',
                options: options(COMMUNICATION_KINDS, kind),
              },
              {
                name: 'status',
                label: t('owner:communications.status'),
                type: 'select',
                options: options(COMMUNICATION_STATES, status),
              },
              { name: 'contact', label: t('owner:communications.contact'), type: 'text', width: 'half' },
              { name: 'subject', label: t('owner:communications.subject'), type: 'text', width: 'half' },
              {
                name: 'comment',
                label: t('owner:communications.comment'),
                type: 'text',
                optional: true,
                width: 'full',
              },
            ]}
            schema={COMMUNICATION_SCHEMA}
            blank={{
              at: '',
              kind: COMMUNICATION_KINDS[0],
              status: COMMUNICATION_STATES[0],
              contact: '',
              subject: '',
              comment: '',
            }}
            valuesOf={(row) => ({
              at: row.at,
              kind: row.kind,
              status: row.status,
              contact: row.contact,
              subject: row.subject,
              comment: row.comment ?? '',
            })}
            rowName={(row) => `${wallText(row.at)}, ${row.subject}`}
          />
          <HistorySection<Media>
            property={property}
            table="media"
            title={t('owner:media.title')}
            rows={history.data.media}
            readOnly={readOnly}
            columns={[
              { label: t('owner:media.portal'), cell: (row) => row.portal },
              { label: t('owner:media.date'), cell: (row) => formatDate(row.publishedOn) },
              {
                label: t('owner:media.link'),
                cell: (row) => (
                  <a href={row.url} target="_blank" rel="noopener noreferrer" className="office-url">
                    {row.url}
                  </a>
                ),
              },
            ]}
            fields={[
              { name: 'portal', label: t('owner:media.portal'), type: 'text' },
              { name: 'publishedOn', label: t('owner:media.date'), type: 'date' },
              { name: 'url', label: t('owner:media.link'), type: 'url', width: 'full' },
            ]}
            schema={MEDIA_SCHEMA}
            blank={{ portal: '', publishedOn: belgianDay(new Date()), url: '' }}
            valuesOf={(row) => ({ portal: row.portal, publishedOn: row.publishedOn, url: row.url })}
            rowName={(row) => `${row.portal}, ${formatDate(row.publishedOn)}`}
          />
        </>
      )}
    </>
  );
}
