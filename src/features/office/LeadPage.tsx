import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Lng } from '../../config/languages.ts';
import type { LeadCrmCall, LeadDetail } from '../../domain/forms/inbox.ts';
import { useLeadQuery, useResendCrmMutation } from './leadsApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { LeadStateForm } from './LeadStateForm.tsx';
import { brusselsTime, leadValues, subjectLabel } from './leadWords.ts';
import { focusSoon, useFocusOnMount } from './useFocusOnMount.ts';
import { usePageTitle } from './usePageTitle.ts';

/** A CRM call's state in words: sent, waiting (with the next try) or refused (with the CRM's message). */
function CrmState({ call }: { call: LeadCrmCall }) {
  const { t, i18n } = useTranslation();
  if (call.status === 'done') return <>{t('office:leads.crmDone')}</>;
  if (call.status === 'pending') {
    return (
      <>
        {call.nextAttemptAt === null
          ? t('office:leads.crmWaiting')
          : t('office:leads.crmNext', { at: brusselsTime(call.nextAttemptAt, i18n.language) })}
        {call.lastError && <span className="office-table__sub">{call.lastError}</span>}
      </>
    );
  }
  return (
    <>
      {t('office:leads.crmRefused')}
      {call.lastError && <span className="office-table__sub">{call.lastError}</span>}
    </>
  );
}

function LeadSections({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation();
  const [resendCrm, { isLoading }] = useResendCrmMutation();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const resend = async (job: number) => {
    setNotice(null);
    const answer = await resendCrm({ id: lead.id, job });
    setNotice(
      'error' in answer
        ? { tone: 'error', text: failureKey(answer.error) }
        : { tone: 'success', text: 'leads.crmResent' },
    );
    focusSoon(noticeRef);
  };
  const values = leadValues(lead.data, t);
  return (
    <>
      <dl className="office-facts">
        <dt>{t('office:leads.kind')}</dt>
        <dd>{t(`office:leads.kinds.${lead.kind}`, { defaultValue: lead.kind })}</dd>
        <dt>{t('office:leads.at')}</dt>
        <dd>{brusselsTime(lead.createdAt, i18n.language)}</dd>
        <dt>{t('office:leads.language')}</dt>
        <dd>{LANGUAGE_NAMES[lead.lng as Lng] ?? lead.lng}</dd>
        <dt>{t('office:leads.subject')}</dt>
        <dd>{lead.subject ? subjectLabel(lead.subject, t) : '–'}</dd>
        <dt>{t('office:leads.state')}</dt>
        <dd>
          {t(`office:leads.states.${lead.state}`)}
          {lead.handledBy && lead.handledAt !== null && (
            <span className="office-table__sub">
              {t('office:leads.handledBy', { who: lead.handledBy, at: brusselsTime(lead.handledAt, i18n.language) })}
            </span>
          )}
        </dd>
      </dl>

      <h2>{t('office:leads.values')}</h2>
      {values.length === 0 ? (
        <p>{t('office:leads.noValues')}</p>
      ) : (
        <dl className="office-facts">
          {values.map((value) => (
            <div key={value.key} className="office-facts__row">
              <dt>{value.label}</dt>
              <dd>{value.text}</dd>
            </div>
          ))}
        </dl>
      )}

      <h2>{t('office:leads.filesTitle')}</h2>
      {lead.files.length === 0 ? (
        <p>{t('office:leads.noFiles')}</p>
      ) : (
        <ul className="office-list">
          {lead.files.map((file) => (
            <li key={file.id}>
              <a href={`/api/staff/leads/${lead.id}/files/${file.id}`} download={file.name}>
                {t('office:leads.download', { name: file.name })}
              </a>{' '}
              <span className="office-table__sub">
                {t('office:leads.fileSize', { size: Math.max(1, Math.round(file.bytes / 1024)) })}
              </span>
            </li>
          ))}
        </ul>
      )}

      <h2 id="office-lead-mails">{t('office:leads.mailsTitle')}</h2>
      {lead.mails.length === 0 ? (
        <p>{t('office:leads.noMails')}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="office-table" role="region" aria-labelledby="office-lead-mails" tabIndex={0}>
          <table aria-labelledby="office-lead-mails">
            <thead>
              <tr>
                <th scope="col">{t('office:mails.role')}</th>
                <th scope="col">{t('office:mails.to')}</th>
                <th scope="col">{t('office:mails.status')}</th>
                <th scope="col">{t('office:mails.lastError')}</th>
              </tr>
            </thead>
            <tbody>
              {lead.mails.map((mail) => (
                <tr key={mail.id}>
                  <td>{t(`office:mails.roles.${mail.role}`, { defaultValue: mail.role })}</td>
                  <td>{mail.to}</td>
                  <td>
                    {t(`office:mails.statuses.${mail.status}`)}
                    {mail.at !== null && (
                      <span className="office-table__sub">{brusselsTime(mail.at, i18n.language)}</span>
                    )}
                  </td>
                  <td>{mail.lastError ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {lead.crm.length > 0 && (
        <>
          <h2 id="office-lead-crm">{t('office:leads.crmTitle')}</h2>
          <OfficeNotice ref={noticeRef} tone={notice?.tone ?? 'error'} text={notice?.text ?? null} />
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="office-table" role="region" aria-labelledby="office-lead-crm" tabIndex={0}>
            <table aria-labelledby="office-lead-crm">
              <thead>
                <tr>
                  <th scope="col">{t('office:leads.crmEndpoint')}</th>
                  <th scope="col">{t('office:mails.status')}</th>
                  <th scope="col">{t('office:leads.crmAttempts')}</th>
                  <th scope="col">{t('office:staff.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {lead.crm.map((call) => (
                  <tr key={call.id}>
                    <td className="office-url">{call.endpoint}</td>
                    <td>
                      <CrmState call={call} />
                    </td>
                    <td>{call.attempts}</td>
                    <td>
                      {call.status !== 'done' && (
                        <button
                          type="button"
                          className="button button--secondary office-table__action"
                          disabled={isLoading}
                          onClick={() => void resend(call.id)}
                        >
                          {t('office:leads.sendAgain')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <LeadStateForm lead={lead} />
    </>
  );
}

/** /admin/leads/:id: everything the visitor sent, its files, mails and CRM calls, and its state. */
export function LeadPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const lead = useLeadQuery(id, { skip: !Number.isSafeInteger(id) || id < 1 });
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle('leads.detailTitle');
  const name = lead.data?.person.name ?? lead.data?.person.email;
  return (
    <>
      <p>
        <Link to="/leads" className="office-back">
          {t('office:leads.back')}
        </Link>
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('office:leads.detailHeading', { id })}
        {name && <span className="office-table__sub">{name}</span>}
      </h1>
      {lead.isLoading && <p role="status">{t('office:loading')}</p>}
      <OfficeNotice
        tone="error"
        text={lead.error ? failureKey(lead.error) : lead.isUninitialized ? 'errors.notFound' : null}
      />
      {lead.data && <LeadSections lead={lead.data} />}
    </>
  );
}
