import { useRef, useState } from 'react';
import { Formik, useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { LEAD_STATE_SCHEMA, LEAD_STATES, type LeadDetail, type LeadState } from '../../domain/forms/inbox.ts';
import { FieldShell } from '../../components/FieldShell.tsx';
import { useSetLeadStateMutation } from './leadsApi.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeForm } from './OfficeForm.tsx';
import { OfficeNotice } from './OfficeNotice.tsx';
import { OfficeSelectField } from './OfficeSelectField.tsx';
import { focusSoon } from './useFocusOnMount.ts';

const FIELDS = { state: 'office-lead-state', note: 'office-lead-note' };

/** The staff's note on a lead (optional, up to 2,000 characters). */
function NoteField({ label }: { label: string }) {
  const [field, meta] = useField<string>('note');
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldShell id={FIELDS.note} label={label} required={false} error={error}>
      {(describedBy) => (
        <textarea
          {...field}
          id={FIELDS.note}
          rows={4}
          className="input office-textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

/** What the agency did with the lead (new, in progress, handled) and a note (POST state). */
export function LeadStateForm({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const [setState] = useSetLeadStateMutation();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  return (
    <Formik
      initialValues={{ state: lead.state as LeadState, note: lead.note ?? '' }}
      validationSchema={LEAD_STATE_SCHEMA}
      onSubmit={async (values, helpers) => {
        setNotice(null);
        const note = values.note.trim();
        const answer = await setState({ id: lead.id, state: values.state, ...(note ? { note } : {}) });
        if ('error' in answer) {
          const failure = answer.error as { errors?: Record<string, string> };
          if (failure.errors) helpers.setErrors(failure.errors);
          setNotice({ tone: 'error', text: failureKey(answer.error) });
        } else {
          setNotice({ tone: 'success', text: 'leads.saved' });
        }
        focusSoon(noticeRef);
      }}
    >
      {(formik) => (
        <OfficeForm fields={FIELDS} labelledBy="office-lead-state-heading">
          <h2 id="office-lead-state-heading">{t('office:leads.stateTitle')}</h2>
          <OfficeNotice ref={noticeRef} tone={notice?.tone ?? 'error'} text={notice?.text ?? null} />
          <div className="form__grid">
            <OfficeSelectField
              id={FIELDS.state}
              name="state"
              label={t('office:leads.state')}
              options={LEAD_STATES.map((state) => ({ value: state, label: t(`office:leads.states.${state}`) }))}
            />
            <NoteField label={t('office:leads.note')} />
          </div>
          <div className="office-actions">
            <button type="submit" className="button" disabled={formik.isSubmitting}>
              {t('office:leads.save')}
            </button>
          </div>
        </OfficeForm>
      )}
    </Formik>
  );
}
