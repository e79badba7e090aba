import { useRef, useState } from 'react';
import { Formik } from 'formik';
import { LANGUAGE_NAMES } from '../../config/languages.ts';
import { enabledLanguages } from '../../config/site.ts';
import { belgianDay } from '../../lib/dates.ts';
import { MANDATE_SOURCES, OWNER_SCHEMA, type OwnerValues } from '../../domain/forms/ownerAdmin.ts';
import { useCreateOwnerMutation } from './ownersApi.ts';
import { useOwnerWords } from './ownerWords.ts';
import { failureKey } from './staffBaseQuery.ts';
import { OfficeForm } from './OfficeForm.tsx';
import { OfficeNotice } from './OfficeNotice.tsx';
import { OfficeSelectField } from './OfficeSelectField.tsx';
import { OfficeTextField } from './OfficeTextField.tsx';
import { focusSoon } from './useFocusOnMount.ts';

/** The form's values: the listing number as typed, the rules turn it into a number. */
interface Mandate {
  id: string;
  source: string;
  since: string;
}
interface Values {
  email: string;
  name: string;
  lng: string;
  properties: Mandate[];
}

const newMandate = (): Mandate => ({ id: '', source: MANDATE_SOURCES[0], since: belgianDay(new Date()) });
const fieldId = (index: number, name: keyof Mandate) => `office-owner-listing-${index}-${name}`;

/** Each field's name and input id, in the order they show (the first wrong one takes focus). */
function fieldsOf(values: Values): Record<string, string> {
  const fields: Record<string, string> = {
    email: 'office-owner-email',
    name: 'office-owner-name',
    lng: 'office-owner-lng',
  };
  values.properties.forEach((_, index) => {
    for (const name of ['id', 'source', 'since'] as const) fields[`properties.${index}.${name}`] = fieldId(index, name);
  });
  return fields;
}

/**
 * A new owner (POST owners) with one or more listings: the server mails them a link, valid a
 * week, to choose their portal password.
 */
export function OwnerForm() {
  const { t, i18n } = useOwnerWords();
  const [create] = useCreateOwnerMutation();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const initial: Values = {
    email: '',
    name: '',
    lng: (enabledLanguages as readonly string[]).includes(i18n.language)
      ? i18n.language
      : (enabledLanguages[0] ?? 'fr'),
    properties: [newMandate()],
  };
  return (
    <Formik
      initialValues={initial}
      validationSchema={OWNER_SCHEMA}
      onSubmit={async (values, helpers) => {
        setNotice(null);
        // The rules' own reading: trimmed texts, the listing numbers as numbers.
        const body: OwnerValues = OWNER_SCHEMA.cast(values, { stripUnknown: true });
        const answer = await create(body);
        if ('data' in answer) {
          // Focus first: the field's blur then happens before the reset, which clears it.
          noticeRef.current?.focus();
          helpers.resetForm();
          setNotice({ tone: 'success', text: 'owners.created' });
          return;
        }
        const failure = answer.error as { errors?: Record<string, string> };
        if (failure.errors) helpers.setErrors(failure.errors);
        setNotice({ tone: 'error', text: failureKey(answer.error) });
        focusSoon(noticeRef);
      }}
    >
      {(formik) => (
        <OfficeForm fields={fieldsOf(formik.values)} labelledBy="office-owner-heading">
          <h2 id="office-owner-heading">{t('office:owners.new')}</h2>
          <p>{t('office:owners.newHint')}</p>
          <OfficeNotice ref={noticeRef} tone={notice?.tone ?? 'error'} text={notice?.text ?? null} />
          <div className="form__grid">
            <OfficeTextField
              id="office-owner-email"
              name="email"
              label={t('office:owners.email')}
              type="email"
              autoComplete="off"
              width="half"
            />
            <OfficeTextField
              id="office-owner-name"
              name="name"
              label={t('office:owners.name')}
              type="text"
              autoComplete="off"
              width="half"
            />
            <OfficeSelectField
              id="office-owner-lng"
              name="lng"
              label={t('office:owners.language')}
              options={enabledLanguages.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng] }))}
            />
          </div>
          {/* The listings by hand rather than with FieldArray: its code would load with the first screen. */}
          {formik.values.properties.map((_, index) => (
            <fieldset key={index} className="office-fieldset">
              <legend className="form__legend">{t('office:owners.mandate', { number: index + 1 })}</legend>
              <div className="form__grid">
                <OfficeTextField
                  id={fieldId(index, 'id')}
                  name={`properties.${index}.id`}
                  label={t('office:owners.listingNumber')}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  width="third"
                />
                <OfficeSelectField
                  id={fieldId(index, 'source')}
                  name={`properties.${index}.source`}
                  label={t('office:owners.source')}
                  width="third"
                  options={MANDATE_SOURCES.map((source) => ({ value: source, label: t(`owner:sources.${source}`) }))}
                />
                <OfficeTextField
                  id={fieldId(index, 'since')}
                  name={`properties.${index}.since`}
                  label={t('office:owners.sinceDate')}
                  type="date"
                  autoComplete="off"
                  width="third"
                />
              </div>
              {formik.values.properties.length > 1 && (
                <div className="office-actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => {
                      void formik.setFieldValue(
                        'properties',
                        formik.values.properties.filter((__, other) => other !== index),
                      );
                      // The next listing's number, or the button that adds one.
                      focusSoon({ current: document.getElementById('office-owner-add-listing') });
                    }}
                  >
                    {t('office:owners.removeMandate', { number: index + 1 })}
                  </button>
                </div>
              )}
            </fieldset>
          ))}
          <div className="office-actions">
            <button
              id="office-owner-add-listing"
              type="button"
              className="button button--secondary"
              onClick={() => {
                const index = formik.values.properties.length;
                void formik.setFieldValue('properties', [...formik.values.properties, newMandate()]);
                requestAnimationFrame(() => document.getElementById(fieldId(index, 'id'))?.focus());
              }}
            >
              {t('office:owners.addMandate')}
            </button>
          </div>
          <div className="office-actions">
            <button type="submit" className="button" disabled={formik.isSubmitting}>
              {t('office:owners.submit')}
            </button>
          </div>
        </OfficeForm>
      )}
    </Formik>
  );
}
