import { useRef, useState } from 'react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { STAFF_LOGIN_SCHEMA, type StaffLoginAnswer } from '../../domain/forms/staff.ts';
import { useLoginMutation } from './officeApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeForm } from './OfficeForm.tsx';
import { OfficeNotice } from './OfficeNotice.tsx';
import { OfficeTextField } from './OfficeTextField.tsx';
import { focusSoon, useFocusOnMount } from './useFocusOnMount.ts';

interface Props {
  onNext: (step: StaffLoginAnswer['step']) => void;
  /** Why the person is back here (the session ended, too many wrong codes). */
  notice: string | null;
}

/** The first step of the sign-in: e-mail and password (POST /api/staff/login). */
export function PasswordStep({ onNext, notice }: Props) {
  const { t } = useTranslation();
  const [login] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validationSchema={STAFF_LOGIN_SCHEMA}
      onSubmit={async (values) => {
        setError(null);
        const answer = await login(values);
        if ('data' in answer && answer.data) return onNext(answer.data.step);
        setError(failureKey(answer.error));
        focusSoon(noticeRef);
        return undefined;
      }}
    >
      {(formik) => (
        <OfficeForm
          fields={{ email: 'office-login-email', password: 'office-login-password' }}
          labelledBy="office-login-heading"
        >
          <h1 id="office-login-heading" ref={headingRef} tabIndex={-1}>
            {t('office:login.title')}
          </h1>
          <OfficeNotice ref={noticeRef} tone="error" text={error ?? notice} />
          <div className="form__grid">
            <OfficeTextField
              id="office-login-email"
              name="email"
              label={t('office:login.email')}
              type="email"
              autoComplete="username"
            />
            <OfficeTextField
              id="office-login-password"
              name="password"
              label={t('office:login.password')}
              type="password"
              autoComplete="current-password"
            />
          </div>
          <div className="office-actions">
            <button type="submit" className="button" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? t('office:login.sending') : t('office:login.submit')}
            </button>
          </div>
          <p className="form__note">{t('office:login.help')}</p>
        </OfficeForm>
      )}
    </Formik>
  );
}
