import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFailedMailsQuery, useResendMailMutation, type FailedMail } from './leadsApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeNotice } from './OfficeNotice.tsx';
import { brusselsTime } from './leadWords.ts';
import { focusSoon, useFocusOnMount } from './useFocusOnMount.ts';
import { usePageTitle } from './usePageTitle.ts';

/** /admin/mails: the mails the relay gave up on, newest first, each back in the queue on request. */
export function MailsPage() {
  const { t, i18n } = useTranslation();
  const mails = useFailedMailsQuery(undefined);
  const [resendMail, { isLoading }] = useResendMailMutation();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle('mails.title');
  const resend = async (mail: FailedMail) => {
    setNotice(null);
    const answer = await resendMail(mail.id);
    setNotice(
      'error' in answer ? { tone: 'error', text: failureKey(answer.error) } : { tone: 'success', text: 'mails.resent' },
    );
    // The row leaves the list: focus goes to what was said about it.
    focusSoon(noticeRef);
  };
  const list = mails.data?.mails;
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('office:mails.title')}
      </h1>
      <p>{t('office:mails.intro')}</p>
      {mails.isLoading && <p role="status">{t('office:loading')}</p>}
      <OfficeNotice
        ref={noticeRef}
        tone={notice?.tone ?? 'error'}
        text={notice?.text ?? (mails.error ? failureKey(mails.error) : null)}
      />
      {list && list.length === 0 && <p>{t('office:mails.empty')}</p>}
      {list && list.length > 0 && (
        // Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="office-table" role="region" aria-labelledby="office-mails-caption" tabIndex={0}>
          <table>
            <caption id="office-mails-caption">{t('office:mails.caption', { count: list.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('office:mails.subject')}</th>
                <th scope="col">{t('office:mails.role')}</th>
                <th scope="col">{t('office:mails.to')}</th>
                <th scope="col">{t('office:mails.at')}</th>
                <th scope="col">{t('office:mails.lastError')}</th>
                <th scope="col">{t('office:staff.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((mail) => (
                <tr key={mail.id}>
                  <th scope="row">
                    {mail.subject}
                    {mail.submissionId !== null && (
                      <span className="office-table__sub">
                        <Link to={`/leads/${mail.submissionId}`} className="office-table__link">
                          {t('office:leads.number', { id: mail.submissionId })}
                        </Link>
                      </span>
                    )}
                  </th>
                  <td>{t(`office:mails.roles.${mail.role}`, { defaultValue: mail.role })}</td>
                  <td>{mail.to}</td>
                  <td>
                    <time dateTime={new Date(mail.createdAt).toISOString()}>
                      {brusselsTime(mail.createdAt, i18n.language)}
                    </time>
                    <span className="office-table__sub">{t('office:mails.attempts', { count: mail.attempts })}</span>
                  </td>
                  <td>{mail.lastError ?? '–'}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary office-table__action"
                      disabled={isLoading}
                      onClick={() => void resend(mail)}
                    >
                      {t('office:mails.sendAgain')}
                      <span className="visually-hidden"> {mail.subject}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
