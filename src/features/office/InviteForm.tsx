import { useRef, useState } from 'react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../config/languages.ts';
import {
  STAFF_INVITE_SCHEMA,
  STAFF_LANGUAGES,
  STAFF_ROLES,
  type StaffInviteValues,
  type StaffLng,
} from '../../domain/forms/staff.ts';
import { useInviteMutation } from './officeApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeForm } from './OfficeForm.tsx';
import { OfficeNotice } from './OfficeNotice.tsx';
import { OfficeSelectField } from './OfficeSelectField.tsx';
import { OfficeTextField } from './OfficeTextField.tsx';
import { focusSoon } from './useFocusOnMount.ts';

const FIELDS = {
  email: 'office-invite-email',
  name: 'office-invite-name',
  role: 'office-invite-role',
  lng: 'office-invite-lng',
};

/** A new member (POST members): the server mails them a link to choose their password. */
export function InviteForm() {
  const { t, i18n } = useTranslation();
  const [invite] = useInviteMutation();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const initial: StaffInviteValues = {
    email: '',
    name: '',
    role: 'agent',
    lng: (STAFF_LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as StaffLng) : 'fr',
  };
  return (
    <Formik
      initialValues={initial}
      validationSchema={STAFF_INVITE_SCHEMA}
      onSubmit={async (values, helpers) => {
        setNotice(null);
        const answer = await invite(values);
        if ('data' in answer) {
          // Focus first: the field's blur then happens before the reset, which clears it.
          noticeRef.current?.focus();
          helpers.resetForm();
          setNotice({ tone: 'success', text: 'invite.sent' });
          return;
        }
        const failure = answer.error as { errors?: Record<string, string> };
        if (failure.errors) helpers.setErrors(failure.errors);
        setNotice({ tone: 'error', text: failureKey(answer.error) });
        focusSoon(noticeRef);
      }}
    >
      {(formik) => (
        <OfficeForm fields={FIELDS} labelledBy="office-invite-heading">
          <h2 id="office-invite-heading">{t('office:invite.title')}</h2>
          <OfficeNotice ref={noticeRef} tone={notice?.tone ?? 'error'} text={notice?.text ?? null} />
          <div className="form__grid">
            <OfficeTextField
              id={FIELDS.email}
              name="email"
              label={t('office:invite.email')}
              type="email"
              autoComplete="off"
              width="half"
            />
            <OfficeTextField
              id={FIELDS.name}
              name="name"
              label={t('office:invite.name')}
              type="text"
              autoComplete="off"
              width="half"
            />
            <OfficeSelectField
              id={FIELDS.role}
              name="role"
              label={t('office:invite.role')}
              options={STAFF_ROLES.map((role) => ({ value: role, label: t(`office:roles.${role}`) }))}
            />
            <OfficeSelectField
              id={FIELDS.lng}
              name="lng"
              label={t('office:invite.language')}
              options={STAFF_LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng] }))}
            />
          </div>
          <div className="office-actions">
            <button type="submit" className="button" disabled={formik.isSubmitting}>
              {t('office:invite.submit')}
            </button>
          </div>
        </OfficeForm>
      )}
    </Formik>
  );
}
