import { useRef, useState } from 'react';
import { Formik } from 'formik';
import { useOutletContext } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ERASE_SCHEMA, PRIVACY_SCHEMA, type SubjectSummary } from '../../domain/forms/privacy.ts';
import type { OfficeOutlet } from './OfficeLayout.tsx';
import { useEraseMutation, usePrivacyQuery } from './leadsApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeForm } from './OfficeForm.tsx';
import { OfficeNotice } from './OfficeNotice.tsx';
import { OfficeTextField } from './OfficeTextField.tsx';
import { focusSoon, useFocusOnMount } from './useFocusOnMount.ts';
import { usePageTitle } from './usePageTitle.ts';

/** What the site holds (or held) about an address, counted. */
function Summary({ summary, id }: { summary: SubjectSummary; id: string }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'office:leads.yes' : 'office:leads.no');
  return (
    <dl className="office-facts" aria-labelledby={id}>
      <dt>{t('office:privacy.requests')}</dt>
      <dd>{summary.requests}</dd>
      <dt>{t('office:privacy.files')}</dt>
      <dd>{summary.files}</dd>
      <dt>{t('office:privacy.mails')}</dt>
      <dd>{summary.mails}</dd>
      <dt>{t('office:privacy.savedSearches')}</dt>
      <dd>{summary.savedSearches}</dd>
      <dt>{t('office:privacy.newsletter')}</dt>
      <dd>{yesNo(summary.newsletter)}</dd>
      <dt>{t('office:privacy.ownerAccount')}</dt>
      <dd>{yesNo(summary.ownerAccount)}</dd>
    </dl>
  );
}

/** The erasure: the address typed again, after a clear warning; then what was removed. */
function EraseForm({ email, onErased }: { email: string; onErased: (summary: SubjectSummary) => void }) {
  const { t } = useTranslation();
  const [erase] = useEraseMutation();
  const [error, setError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  return (
    <Formik
      initialValues={{ email, confirm: '' }}
      validationSchema={ERASE_SCHEMA}
      onSubmit={async (values, helpers) => {
        setError(null);
        const answer = await erase(values);
        if ('data' in answer && answer.data) {
          onErased(answer.data);
          return;
        }
        const failure = answer.error as { errors?: Record<string, string> };
        if (failure.errors) helpers.setErrors(failure.errors);
        setError(failureKey(answer.error));
        focusSoon(noticeRef);
      }}
    >
      {(formik) => (
        <OfficeForm fields={{ confirm: 'office-erase-confirm' }} labelledBy="office-erase-heading">
          <h2 id="office-erase-heading">{t('office:privacy.eraseTitle')}</h2>
          <p className="notice notice--error">{t('office:privacy.eraseWarning')}</p>
          <OfficeNotice ref={noticeRef} tone="error" text={error} />
          <div className="form__grid">
            <OfficeTextField
              id="office-erase-confirm"
              name="confirm"
              label={t('office:privacy.confirm')}
              hint={t('office:privacy.confirmHint')}
              type="email"
              autoComplete="off"
            />
          </div>
          <div className="office-actions">
            <button type="submit" className="button button--danger" disabled={formik.isSubmitting}>
              {t('office:privacy.erase')}
            </button>
          </div>
        </OfficeForm>
      )}
    </Formik>
  );
}

/** Admins: the search by address, what is held, its export, its erasure. */
function PrivacyTools() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  const [erased, setErased] = useState<SubjectSummary | null>(null);
  // Not asked again once erased: the summary of what was removed replaces it.
  const found = usePrivacyQuery(email ?? '', { skip: email === null || erased !== null });
  const resultRef = useRef<HTMLHeadingElement>(null);
  const erasedRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={PRIVACY_SCHEMA}
        onSubmit={(values, helpers) => {
          // Nothing to wait for: the query below asks.
          helpers.setSubmitting(false);
          setErased(null);
          setEmail(values.email.trim().toLowerCase());
          focusSoon(resultRef);
        }}
      >
        {(formik) => (
          <OfficeForm fields={{ email: 'office-privacy-email' }} labelledBy="office-privacy-search">
            <h2 id="office-privacy-search">{t('office:privacy.searchTitle')}</h2>
            <div className="office-inline">
              <OfficeTextField
                id="office-privacy-email"
                name="email"
                label={t('office:privacy.email')}
                type="email"
                autoComplete="off"
              />
              <button type="submit" className="button" disabled={formik.isSubmitting}>
                {t('office:privacy.search')}
              </button>
            </div>
          </OfficeForm>
        )}
      </Formik>
      <div ref={erasedRef} tabIndex={-1} className="office-notice-anchor">
        {erased && (
          <div className="notice notice--success" role="status">
            <p id="office-privacy-erased">{t('office:privacy.erased', { email: erased.email })}</p>
            <Summary summary={erased} id="office-privacy-erased" />
          </div>
        )}
      </div>
      {email !== null && !erased && (
        <section aria-labelledby="office-privacy-result">
          <h2 id="office-privacy-result" ref={resultRef} tabIndex={-1}>
            {t('office:privacy.resultTitle', { email })}
          </h2>
          {found.isFetching && <p role="status">{t('office:loading')}</p>}
          <OfficeNotice tone="error" text={found.error ? failureKey(found.error) : null} />
          {found.data && !found.isFetching && (
            <>
              <Summary summary={found.data} id="office-privacy-result" />
              <div className="office-actions">
                <a
                  className="button button--secondary"
                  href={`/api/staff/privacy/export?email=${encodeURIComponent(email)}`}
                  download
                >
                  {t('office:privacy.export')}
                </a>
              </div>
              <EraseForm
                email={email}
                onErased={(summary) => {
                  setErased(summary);
                  focusSoon(erasedRef);
                }}
              />
            </>
          )}
        </section>
      )}
    </>
  );
}

/** /admin/privacy (admins): a person's right of access and right to erasure. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { me } = useOutletContext<OfficeOutlet>();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle('privacy.title');
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('office:privacy.title')}
      </h1>
      {/* An agent who types the address gets what the server would answer them, in words. */}
      {me.role === 'admin' ? <PrivacyTools /> : <OfficeNotice tone="error" text="errors.forbidden" />}
    </>
  );
}
