import type { HTMLAttributes } from 'react';
import { useField } from 'formik';
import { FieldShell } from '../../components/FieldShell.tsx';

interface Props {
  id: string;
  name: string;
  label: string;
  type: 'email' | 'password' | 'text' | 'url' | 'date' | 'datetime-local';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: string;
  width?: 'half' | 'full' | 'third';
  /** Not required (no mark, no `required`). */
  optional?: boolean;
}

/** One input of the back office's forms, in the site's field frame (label, required mark, error). */
export function OfficeTextField({
  id,
  name,
  label,
  type,
  autoComplete,
  inputMode,
  hint,
  width = 'full',
  optional = false,
}: Props) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} required={!optional} error={error} hint={hint} width={width}>
      {(describedBy) => (
        <input
          {...field}
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={!optional}
          aria-required={optional ? undefined : true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="input"
          spellCheck={false}
          autoCapitalize="off"
        />
      )}
    </FieldShell>
  );
}
