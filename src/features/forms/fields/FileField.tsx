import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/price.ts';
import { FieldShell, fieldId } from '../../../components/FieldShell.tsx';
import type { FieldProps } from './types.ts';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${formatNumber(Math.ceil(bytes / 1024))} KB`;

/** A CV or photo. The server decides the type from the content; this only helps early. */
export function FileField({ spec, path, formId, required }: FieldProps) {
  const { t } = useTranslation();
  const [, meta, helpers] = useField<File | null>(path);
  const id = fieldId(formId, path);
  const file = meta.value ?? null;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const images = spec.accept?.startsWith('image/') ?? false;
  return (
    <FieldShell
      id={id}
      label={t(`forms:fields.${spec.name}`)}
      required={required}
      error={error}
      hint={t(images ? 'forms:file.imageTypes' : 'forms:file.types')}
      width={spec.width}
    >
      {(describedBy) => (
        <>
          <input
            id={id}
            name={path}
            type="file"
            className="input form-file"
            accept={spec.accept}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              void helpers.setTouched(true, false);
              void helpers.setValue(event.currentTarget.files?.[0] ?? null);
            }}
          />
          {file && (
            <p className="form-field__hint" aria-live="polite">
              {t('forms:file.chosen', { name: file.name, size: sizeText(file.size) })}
            </p>
          )}
        </>
      )}
    </FieldShell>
  );
}
