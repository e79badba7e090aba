import { Formik, useField, yupToFormErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { FORM_KINDS } from '../../domain/forms/formKinds.ts';
import { LEAD_FILTER_SCHEMA, LEAD_STATES } from '../../domain/forms/inbox.ts';
import { FieldShell } from '../../components/FieldShell.tsx';
import type { LeadQuery } from './leadsApi.ts';
import { subjectOf } from './leadWords.ts';
import { OfficeForm } from './OfficeForm.tsx';
import { OfficeTextField } from './OfficeTextField.tsx';

const FIELDS = {
  kind: 'office-leads-kind',
  subject: 'office-leads-subject',
  state: 'office-leads-state',
  from: 'office-leads-from',
  to: 'office-leads-to',
};

type FilterValues = Record<'kind' | 'subject' | 'state' | 'from' | 'to', string>;

/** A filter's choice, "all" first (not required, so without the mark). */
function FilterSelect({ id, name, label, options }: { id: string; name: string; label: string; options: string[][] }) {
  const [field] = useField<string>(name);
  return (
    <FieldShell id={id} label={label} required={false} error={undefined}>
      {() => (
        <select {...field} id={id} className="input">
          {options.map(([value = '', text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The values the form sends, as the API reads them ("120" is listing 120). */
const toQuery = (values: FilterValues): LeadQuery => ({ ...values, subject: subjectOf(values.subject) });

/**
 * The inbox's filters (kind, listing, state, Belgian days), checked with the server's rules and
 * carried by the URL's query string, so a filtered inbox can be bookmarked or shared.
 */
export function LeadFiltersForm({ query, onApply }: { query: LeadQuery; onApply: (query: LeadQuery) => void }) {
  const { t } = useTranslation();
  const initial: FilterValues = {
    kind: query.kind ?? '',
    subject: query.subject ?? '',
    state: query.state ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  };
  return (
    <Formik
      initialValues={initial}
      enableReinitialize
      validate={async (values) => {
        try {
          await LEAD_FILTER_SCHEMA.validate(toQuery(values), { abortEarly: false });
          return {};
        } catch (error) {
          return yupToFormErrors(error);
        }
      }}
      onSubmit={(values, helpers) => {
        // Nothing to wait for: the URL changes and the list asks.
        helpers.setSubmitting(false);
        onApply(toQuery(values));
      }}
    >
      {(formik) => (
        <OfficeForm fields={FIELDS} labelledBy="office-leads-filters">
          <h2 id="office-leads-filters">{t('office:leads.filters')}</h2>
          <div className="office-inline">
            <FilterSelect
              id={FIELDS.kind}
              name="kind"
              label={t('office:leads.kind')}
              options={[
                ['', t('office:leads.allKinds')],
                ...FORM_KINDS.map((kind) => [kind, t(`office:leads.kinds.${kind}`)]),
              ]}
            />
            <OfficeTextField
              id={FIELDS.subject}
              name="subject"
              label={t('office:leads.subject')}
              hint={t('office:leads.subjectHint')}
              type="text"
              autoComplete="off"
              optional
            />
            <FilterSelect
              id={FIELDS.state}
              name="state"
              label={t('office:leads.state')}
              options={[
                ['', t('office:leads.allStates')],
                ...LEAD_STATES.map((state) => [state, t(`office:leads.states.${state}`)]),
              ]}
            />
            <OfficeTextField
              id={FIELDS.from}
              name="from"
              label={t('office:leads.from')}
              type="date"
              autoComplete="off"
              optional
            />
            <OfficeTextField
              id={FIELDS.to}
              name="to"
              label={t('office:leads.to')}
              type="date"
              autoComplete="off"
              optional
            />
          </div>
          <div className="office-actions">
            <button type="submit" className="button" disabled={formik.isSubmitting}>
              {t('office:leads.apply')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => onApply({})}>
              {t('office:leads.clear')}
            </button>
          </div>
        </OfficeForm>
      )}
    </Formik>
  );
}
