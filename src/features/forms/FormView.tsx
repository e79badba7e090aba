import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { useHydrated } from '../../components/useHydrated.ts';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import { belgianDay } from '../../lib/dates.ts';
import type { Lng } from '../../config/languages.ts';
import type { FormKind } from '../../domain/forms/kinds.ts';
import { FORM_SCHEMAS } from '../../domain/forms/schemas.ts';
import { FORM_LAYOUTS, fieldsOf } from '../../domain/forms/layouts.ts';
import { initialValues, requiredFields } from './formModel.ts';
import { firstInvalid, getIn, setIn, validateForm } from './validate.ts';
import { newIdempotencyKey, submitForm, type BannerKey } from './submit.ts';
import { Field } from './fields/Field.tsx';
import { fieldId } from '../../components/FieldShell.tsx';
import type { FormContext } from './fields/types.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { ErrorSummary, type SummaryItem } from './ErrorSummary.tsx';
import { DemandPrefill } from './DemandPrefill.tsx';

type Values = Record<string, unknown>;

export interface FormViewProps {
  kind: FormKind;
  lng: Lng;
  context?: FormContext;
  /** The form's own heading; off when the page's heading already says what it is. */
  heading?: 'h2' | 'h3' | null;
}

/** Notes a fieldset carries (spec section 9: the offer's deposit, the rental conditions). */
const NOTICES: Record<string, string> = { offer: 'forms:depositNotice', household: 'forms:rentalConditions' };

/**
 * A whole form drawn from its layout (domain/forms/layouts.ts) and validated with its schema
 * (domain/forms/schemas.ts) as the visitor types. On a failed send the banner lists the fields in
 * red and focus moves to the first; on success the visitor lands on the thank-you page.
 * What they typed is never lost: the values stay until the send succeeds.
 */
export default function FormView({ kind, lng, context = {}, heading = 'h2' }: FormViewProps) {
  const { t } = useTranslation(['common', 'forms']);
  const navigate = useNavigate();
  const schema = FORM_SCHEMAS[kind];
  const formId = `form-${kind}`;
  const [banner, setBanner] = useState<BannerKey | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const idempotencyKey = useRef(newIdempotencyKey());
  const honeypot = useRef<HTMLInputElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const initial = useMemo(
    () => initialValues(kind, lng, { ...context }, belgianDay(new Date())),
    // The form starts once; a new context is a new form (keyed by the caller).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, lng],
  );

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setBanner(null);
    setMessages([]);
    const cast = (await schema.validate(values, { stripUnknown: true })) as Values;
    const files = Object.fromEntries(
      fieldsOf(kind)
        .filter(({ spec }) => spec.control === 'file')
        .map(({ path }) => [path, values[path] instanceof File ? (values[path] as File) : null]),
    );
    const outcome = await submitForm({
      kind,
      values: { ...cast, fax: honeypot.current?.value ?? '' },
      files,
      idempotencyKey: idempotencyKey.current,
    });
    if (outcome.ok) {
      idempotencyKey.current = newIdempotencyKey();
      navigate(hrefFor('feedback', lng, { kind }));
      return;
    }
    if (outcome.keyUsed) idempotencyKey.current = newIdempotencyKey();
    const errors: Values = {};
    for (const [path, message] of Object.entries(outcome.fields)) setIn(errors, path, message);
    if (typeof errors.captcha === 'string') await helpers.setFieldValue('captcha', '', false);
    if (typeof errors.slot === 'string') helpers.setStatus({ reloadSlots: Date.now() });
    if (outcome.banner === 'appointmentsFull') helpers.setStatus({ appointmentsFull: true });
    for (const path of Object.keys(outcome.fields)) void helpers.setFieldTouched(path, true, false);
    helpers.setErrors(errors as FormikErrors<Values>);
    setBanner(outcome.banner);
    setMessages(notShownMessages(kind, outcome.fields, values));
    const first = firstInvalid(kind, errors, values);
    requestAnimationFrame(() => {
      if (first) document.getElementById(fieldId(formId, first))?.focus();
      else bannerRef.current?.focus();
    });
  };

  return (
    <section className="form-card" aria-labelledby={heading ? `${formId}-heading` : undefined}>
      {heading === 'h2' && <h2 id={`${formId}-heading`}>{t(`forms:kinds.${kind}.title`)}</h2>}
      {heading === 'h3' && <h3 id={`${formId}-heading`}>{t(`forms:kinds.${kind}.title`)}</h3>}
      <Formik<Values>
        initialValues={initial}
        validate={(values) => validateForm(schema, kind, values)}
        onSubmit={onSubmit}
      >
        {(formik) => (
          <Form
            id={formId}
            method="post"
            noValidate
            className="form"
            aria-labelledby={heading ? `${formId}-heading` : undefined}
          >
            <FailedSubmit kind={kind} formId={formId} onInvalid={() => setBanner('invalid')} />
            {kind === 'demand-register' && <DemandPrefill lng={lng} />}
            <div ref={bannerRef} tabIndex={-1} className="form__banner-anchor">
              {banner && (
                <ErrorSummary
                  banner={banner}
                  items={summaryItems(kind, formId, formik.errors, formik.values, t)}
                  messages={messages}
                />
              )}
            </div>
            {(formik.status as { appointmentsFull?: boolean } | undefined)?.appointmentsFull ? (
              <div role="status" className="form-full">
                <p className="form-full__title">{t('forms:slots.full')}</p>
                <p>{t('forms:slots.fullHelp')}</p>
              </div>
            ) : (
              <FormBody kind={kind} formId={formId} lng={lng} context={context} honeypot={honeypot} />
            )}
          </Form>
        )}
      </Formik>
    </section>
  );
}

function FormBody(props: {
  kind: FormKind;
  formId: string;
  lng: Lng;
  context: FormContext;
  honeypot: React.RefObject<HTMLInputElement | null>;
}) {
  const { kind, formId, lng, context, honeypot } = props;
  const { t } = useTranslation();
  const { values, isSubmitting } = useFormikContext<Values>();
  // Before hydration the browser would send the form itself, as a GET with every value in the URL.
  const hydrated = useHydrated();
  const required = useMemo(() => requiredFields(FORM_SCHEMAS[kind], kind, values), [kind, values]);
  return (
    <>
      <p className="form__note">{t('forms:requiredNote')}</p>
      {FORM_LAYOUTS[kind].map((set) =>
        set.when && getIn(values, set.when) !== true ? null : (
          <fieldset key={set.legend} className="form__set">
            <legend className="form__legend">{t(`forms:legends.${set.legend}`)}</legend>
            {NOTICES[set.legend] && <p className="form__notice">{t(NOTICES[set.legend] ?? '')}</p>}
            <div className="form__grid">
              {set.fields.map((spec) => {
                const path = set.prefix ? `${set.prefix}.${spec.name}` : spec.name;
                return (
                  <Field
                    key={path}
                    spec={spec}
                    path={path}
                    formId={formId}
                    required={required.has(path) || (spec.control === 'file' && kindNeedsFile(kind, path))}
                    lng={lng}
                    context={context}
                  />
                );
              })}
            </div>
          </fieldset>
        ),
      )}
      <div className="form-hp" aria-hidden="true">
        <label htmlFor={`${formId}-fax`}>{t('forms:honeypot')}</label>
        <input
          ref={honeypot}
          id={`${formId}-fax`}
          name="fax"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <CaptchaField formId={formId} />
      <p className="form__privacy">
        <Trans i18nKey="forms:privacy" components={{ policy: <Link to={hrefFor('privacy-statement', lng)} /> }} />
      </p>
      <button type="submit" className="button button--accent form__submit" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('forms:sending') : t(`forms:kinds.${kind}.submit`)}
      </button>
    </>
  );
}

const kindNeedsFile = (kind: FormKind, path: string) => kind === 'job-contact' && path === 'cv';

/** When Formik refuses a submit (invalid values), show the banner and focus the first red field. */
function FailedSubmit({ kind, formId, onInvalid }: { kind: FormKind; formId: string; onInvalid: () => void }) {
  const { submitCount, isSubmitting, isValidating, errors, values } = useFormikContext<Values>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const first = firstInvalid(kind, errors, values);
    if (!first) return;
    onInvalid();
    document.getElementById(fieldId(formId, first))?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, values, kind, formId, onInvalid]);
  return null;
}

/**
 * The server's errors for what the form does not show (the listing or project it is about,
 * a field of a hidden part): the visitor could not see them in red, so the banner says them.
 */
function notShownMessages(kind: FormKind, fields: Record<string, string>, values: Values): string[] {
  const shown = fieldsOf(kind)
    .filter(({ set }) => !set.when || getIn(values, set.when) === true)
    .map(({ path }) => path);
  shown.push('captcha');
  const isShown = (key: string) => shown.some((path) => key === path || key.startsWith(`${path}.`));
  return [
    ...new Set(
      Object.entries(fields)
        .filter(([key]) => !isShown(key))
        .map(([, message]) => message),
    ),
  ];
}

function summaryItems(
  kind: FormKind,
  formId: string,
  errors: Values,
  values: Values,
  t: (key: string) => string,
): SummaryItem[] {
  const items: SummaryItem[] = [];
  for (const { path, spec, set } of fieldsOf(kind)) {
    if (set.when && getIn(values, set.when) !== true) continue;
    const error = getIn(errors, path);
    if (typeof error !== 'string') continue;
    const label = t(`forms:fields.${spec.label ?? spec.name}`);
    items.push({
      id: fieldId(formId, path),
      label: set.prefix ? `${t(`forms:legends.${set.legend}`)}: ${label}` : label,
      error,
    });
  }
  if (typeof errors.captcha === 'string') {
    items.push({ id: `${formId}-captcha`, label: t('forms:captcha.label'), error: errors.captcha });
  }
  return items;
}
