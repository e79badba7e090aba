import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { STAFF_PASSWORD_MIN, STAFF_PASSWORD_SCHEMA } from '../../domain/forms/staff.ts';
import { useSetPasswordMutation } from './officeApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeForm } from './OfficeForm.tsx';
import { OfficeNotice } from './OfficeNotice.tsx';
import { OfficeTextField } from './OfficeTextField.tsx';
import { focusSoon, useFocusOnMount } from './useFocusOnMount.ts';
import { usePageTitle } from './usePageTitle.ts';

/** /admin/password?token=…: the password chosen from a one-time link (staff:add, an invitation). */
export function PasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [setPassword] = useSetPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle('password.title');
  return (
    <main id="main" className="office-main office-main--narrow">
      <Formik
        initialValues={{ token: params.get('token') ?? '', password: '', passwordConfirm: '' }}
        validationSchema={STAFF_PASSWORD_SCHEMA}
        onSubmit={async (values, helpers) => {
          setError(null);
          const answer = await setPassword(values);
          if ('data' in answer) {
            setDone(true);
            return focusSoon(noticeRef);
          }
          const failure = answer.error as { errors?: Record<string, string> };
          if (failure.errors) helpers.setErrors(failure.errors);
          setError(failureKey(answer.error));
          return focusSoon(noticeRef);
        }}
      >
        {(formik) => (
          <OfficeForm
            fields={{ password: 'office-password-new', passwordConfirm: 'office-password-confirm' }}
            labelledBy="office-password-heading"
          >
            <h1 id="office-password-heading" ref={headingRef} tabIndex={-1}>
              {t('office:password.title')}
            </h1>
            <OfficeNotice
              ref={noticeRef}
              tone={done ? 'success' : 'error'}
              text={done ? 'password.done' : (error ?? (formik.errors.token ? 'errors.resetInvalid' : null))}
            />
            {done ? (
              <p>
                <Link to="/login" className="button">
                  {t('office:password.toLogin')}
                </Link>
              </p>
            ) : (
              <>
                <div className="form__grid">
                  <OfficeTextField
                    id="office-password-new"
                    name="password"
                    label={t('office:password.new')}
                    hint={t('office:password.hint', { min: STAFF_PASSWORD_MIN })}
                    type="password"
                    autoComplete="new-password"
                  />
                  <OfficeTextField
                    id="office-password-confirm"
                    name="passwordConfirm"
                    label={t('office:password.confirm')}
                    type="password"
                    autoComplete="new-password"
                  />
                </div>
                <div className="office-actions">
                  <button type="submit" className="button" disabled={formik.isSubmitting}>
                    {t('office:password.submit')}
                  </button>
                </div>
              </>
            )}
          </OfficeForm>
        )}
      </Formik>
    </main>
  );
}
