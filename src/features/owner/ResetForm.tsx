import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { RESET_SCHEMA } from '../../domain/forms/owner.ts';
import { ownerApi } from './ownerApi.ts';
import { OwnerFormActions } from './OwnerFormActions.tsx';
import { OwnerNotice } from './OwnerNotice.tsx';
import { OwnerTextField } from './OwnerTextField.tsx';

/** The new password of a reset link (the token came in the link's #fragment, never sent in a URL). */
export function ResetForm({
  lng,
  token,
  onDone,
  onBack,
}: {
  lng: string;
  token: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  return (
    <Formik
      initialValues={{ token, password: '', passwordConfirm: '', lng }}
      validationSchema={RESET_SCHEMA}
      onSubmit={async (values, helpers) => {
        const answer = await ownerApi.reset(values);
        if (answer.ok) return onDone();
        if (answer.errors) helpers.setErrors(answer.errors);
        setError(`owner:${answer.errors ? 'errors.incomplete' : answer.error}`);
        requestAnimationFrame(() => noticeRef.current?.focus());
        return undefined;
      }}
    >
      {(formik) => (
        <Form method="post" noValidate className="form-card owner-form" aria-labelledby="owner-reset-heading">
          <h2 id="owner-reset-heading" className="form__legend">
            {t('owner:reset.title')}
          </h2>
          <OwnerNotice
            ref={noticeRef}
            tone="error"
            text={error ?? (formik.errors.token ? 'owner:errors.resetInvalid' : null)}
          />
          <div className="form__grid">
            <OwnerTextField
              id="owner-reset-password"
              name="password"
              label={t('owner:reset.password')}
              type="password"
              autoComplete="new-password"
              hint={t('owner:reset.hint')}
            />
            <OwnerTextField
              id="owner-reset-confirm"
              name="passwordConfirm"
              label={t('owner:reset.passwordConfirm')}
              type="password"
              autoComplete="new-password"
            />
          </div>
          <OwnerFormActions submit={t('owner:reset.submit')} other={t('owner:login.back')} onOther={onBack} />
        </Form>
      )}
    </Formik>
  );
}
