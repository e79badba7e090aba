import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { LOGIN_SCHEMA } from '../../domain/forms/owner.ts';
import { ownerApi, type OwnerView } from './ownerApi.ts';
import { OwnerFormActions } from './OwnerFormActions.tsx';
import { OwnerNotice } from './OwnerNotice.tsx';
import { OwnerTextField } from './OwnerTextField.tsx';

interface Props {
  lng: string;
  onLoggedIn: (owner: OwnerView) => void;
  onForgot: () => void;
  /** A message the page brings (the session ended, the password was changed). */
  notice: { tone: 'error' | 'success'; text: string } | null;
}

/**
 * The login: e-mail and password, checked with the server's own rules, then POST
 * /api/owner/login. The messages are the spec's: the fields do not make a valid login; the
 * username or password are not correct; the login failed.
 */
export function LoginForm({ lng, onLoggedIn, onForgot, notice }: Props) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const show = (key: string) => {
    setMessage(key);
    // After the alert renders, so it is read out and the next Tab starts from it.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };
  return (
    <Formik
      initialValues={{ email: '', password: '', lng }}
      validationSchema={LOGIN_SCHEMA}
      validateOnBlur
      onSubmit={async (values) => {
        setMessage(null);
        const answer = await ownerApi.login(values);
        if (answer.ok) onLoggedIn(answer.data);
        else if (answer.status === 400) show('owner:errors.incomplete');
        else show(`owner:${answer.error}`);
      }}
    >
      {(formik) => (
        <Form
          method="post"
          noValidate
          className="form-card owner-form"
          aria-labelledby="owner-login-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void formik.validateForm().then((errors) => {
              if (Object.keys(errors).length === 0) return formik.submitForm();
              void formik.setTouched({ email: true, password: true }, false);
              setMessage('owner:errors.incomplete');
              // The alert is read out; focus goes where the visitor has to type.
              document.getElementById(errors.email ? 'owner-login-email' : 'owner-login-password')?.focus();
              return undefined;
            });
          }}
        >
          <h2 id="owner-login-heading" className="visually-hidden">
            {t('owner:login.submit')}
          </h2>
          <OwnerNotice
            ref={noticeRef}
            tone={message ? 'error' : (notice?.tone ?? 'error')}
            text={message ?? (notice ? `owner:${notice.text}` : null)}
          />
          <div className="form__grid">
            <OwnerTextField
              id="owner-login-email"
              name="email"
              label={t('owner:login.email')}
              type="email"
              autoComplete="username"
            />
            <OwnerTextField
              id="owner-login-password"
              name="password"
              label={t('owner:login.password')}
              type="password"
              autoComplete="current-password"
            />
          </div>
          <OwnerFormActions
            submit={formik.isSubmitting ? t('owner:login.sending') : t('owner:login.submit')}
            other={t('owner:login.forgot')}
            onOther={onForgot}
          />
          <p className="form__note">{t('owner:login.noAccount')}</p>
        </Form>
      )}
    </Formik>
  );
}
