import type { ReactNode } from 'react';
import { RequiredMark } from '../../../components/FieldShell.tsx';
import { useTranslation } from 'react-i18next';

/**
 * What each control of an invalid group carries. The group's own role (group) takes neither
 * aria-invalid nor aria-required, so the controls say it, each with the error as description;
 * the legend says "required".
 */
export function memberProps(id: string, error: string | undefined) {
  return error ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const) : {};
}

/** A fieldset of checkboxes (types, towns, children) with its legend and error in place. */
export function ChoiceGroup(props: {
  id: string;
  legend: string;
  required: boolean;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { id, legend, required, error, hint, children } = props;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={`form-field form-choice form-field--full${error ? ' form-field--invalid' : ''}`}
      aria-describedby={describedBy}
    >
      <legend className="form-field__label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {t(`forms:${error}`)}
        </p>
      )}
    </fieldset>
  );
}
