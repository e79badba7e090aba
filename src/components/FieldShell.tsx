import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ShellProps {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
  hint?: string | undefined;
  width?: 'third' | 'half' | 'full' | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A field's label (with the required mark), its control, a hint and its error in place. */
export function FieldShell({ id, label, required, error, hint, width = 'full', children }: ShellProps) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field form-field--${width}${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {children(describedBy)}
      {error && (
        <p id={errorId} className="form-field__error">
          {t(`forms:${error}`)}
        </p>
      )}
    </div>
  );
}

export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <span className="form-field__required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('forms:required')})</span>
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="form-field__error">
      {t(`forms:${error}`)}
    </p>
  );
}

/** The DOM id of a field from its dotted name (signerA.firstName -> field-signerA-firstName). */
export const fieldId = (formId: string, path: string) => `${formId}-${path.replace(/\./g, '-')}`;
