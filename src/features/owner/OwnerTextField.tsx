import { useField } from 'formik';
import { FieldShell } from '../../components/FieldShell.tsx';

interface Props {
  id: string;
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  hint?: string;
}

/** One input of the portal's forms, with the site's field frame (label, required mark, error). */
export function OwnerTextField({ id, name, label, type, autoComplete, hint }: Props) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} required error={error} hint={hint} width="half">
      {(describedBy) => (
        <input
          {...field}
          id={id}
          type={type}
          autoComplete={autoComplete}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="input"
          spellCheck={false}
        />
      )}
    </FieldShell>
  );
}
