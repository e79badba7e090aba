import { useField } from 'formik';
import { FieldShell } from '../../components/FieldShell.tsx';

interface Props {
  id: string;
  name: string;
  label: string;
  options: { value: string; label: string }[];
  width?: 'third' | 'half' | 'full';
}

/** A choice among a few fixed values (a role, a language), in the site's field frame. */
export function OfficeSelectField({ id, name, label, options, width = 'half' }: Props) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} required error={error} width={width}>
      {(describedBy) => (
        <select
          {...field}
          id={id}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="input"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
