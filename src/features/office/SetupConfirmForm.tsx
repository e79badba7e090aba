import { useRef, useState } from 'react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { STAFF_CODE_SCHEMA } from '../../domain/forms/staff.ts';
import { useMfaConfirmMutation } from './officeApi.ts';
import { failureKey, sessionLost } from './staffBaseQuery.ts';
import { OfficeForm } from './OfficeForm.tsx';
import { OfficeNotice } from './OfficeNotice.tsx';
import { OfficeTextField } from './OfficeTextField.tsx';

/** The first code from the newly set-up app, which proves it works (POST mfa/confirm). */
interface Props {
  onConfirmed: (codes: string[]) => void;
  onRestart: (notice: string) => void;
}

export function SetupConfirmForm({ onConfirmed, onRestart }: Props) {
  const { t } = useTranslation();
  const [confirm] = useMfaConfirmMutation();
  const [error, setError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={STAFF_CODE_SCHEMA}
      onSubmit={async (values, helpers) => {
        setError(null);
        const answer = await confirm({ code: values.code.replace(/\s+/g, '') });
        if ('data' in answer && answer.data) return onConfirmed(answer.data.recoveryCodes);
        if (sessionLost(answer.error)) return onRestart(failureKey(answer.error));
        // Focus first: the field's blur then happens before the reset, which clears it.
        noticeRef.current?.focus();
        helpers.resetForm();
        setError(failureKey(answer.error));
        return undefined;
      }}
    >
      {(formik) => (
        <OfficeForm fields={{ code: 'office-setup-code' }} labelledBy="office-setup-confirm-heading">
          <h2 id="office-setup-confirm-heading" className="form__legend">
            {t('office:setup.confirmTitle')}
          </h2>
          <OfficeNotice ref={noticeRef} tone="error" text={error} />
          <div className="form__grid">
            <OfficeTextField
              id="office-setup-code"
              name="code"
              label={t('office:code.label')}
              hint={t('office:setup.confirmHint')}
              type="text"
              autoComplete="one-time-code"
              inputMode="numeric"
            />
          </div>
          <div className="office-actions">
            <button type="submit" className="button" disabled={formik.isSubmitting}>
              {t('office:setup.confirm')}
            </button>
          </div>
        </OfficeForm>
      )}
    </Formik>
  );
}
