import { useRef, useState } from 'react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { STAFF_CODE_SCHEMA } from '../../domain/forms/staff.ts';
import { useMfaVerifyMutation } from './officeApi.ts';
import { failureKey, sessionLost } from './staffBaseQuery.ts';
import { OfficeForm } from './OfficeForm.tsx';
import { OfficeNotice } from './OfficeNotice.tsx';
import { OfficeTextField } from './OfficeTextField.tsx';
import { useFocusOnMount } from './useFocusOnMount.ts';

interface Props {
  onDone: () => void;
  /** The session is gone (too many wrong codes, expired): back to the password with why. */
  onRestart: (notice: string) => void;
}

/** The second step: a code from the authenticator app, or a recovery code (POST mfa/verify). */
export function CodeStep({ onDone, onRestart }: Props) {
  const { t } = useTranslation();
  const [verify] = useMfaVerifyMutation();
  const [error, setError] = useState<string | null>(null);
  // A recovery code has letters: a phone then needs its full keyboard, not the digits pad.
  const [recovery, setRecovery] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={STAFF_CODE_SCHEMA}
      onSubmit={async (values, helpers) => {
        setError(null);
        const answer = await verify({ code: values.code.replace(/\s+/g, '') });
        if ('data' in answer) return onDone();
        if (sessionLost(answer.error)) return onRestart(failureKey(answer.error));
        // Focus first: the field's blur then happens before the reset, which clears it.
        noticeRef.current?.focus();
        helpers.resetForm();
        setError(failureKey(answer.error));
        return undefined;
      }}
    >
      {(formik) => (
        <OfficeForm fields={{ code: 'office-code' }} labelledBy="office-code-heading">
          <h1 id="office-code-heading" ref={headingRef} tabIndex={-1}>
            {t('office:code.title')}
          </h1>
          <OfficeNotice ref={noticeRef} tone="error" text={error} />
          <div className="form__grid">
            <OfficeTextField
              id="office-code"
              name="code"
              label={recovery ? t('office:code.recoveryLabel') : t('office:code.label')}
              hint={recovery ? t('office:code.recoveryHint') : t('office:code.hint')}
              type="text"
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
            />
          </div>
          <div className="office-actions">
            <button type="submit" className="button" disabled={formik.isSubmitting}>
              {t('office:code.submit')}
            </button>
            <button type="button" className="link-button" onClick={() => setRecovery(!recovery)}>
              {recovery ? t('office:code.useApp') : t('office:code.useRecovery')}
            </button>
          </div>
        </OfficeForm>
      )}
    </Formik>
  );
}
