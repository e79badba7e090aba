import { useEffect, useRef } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from '../../../components/i18n.tsx';
import { amountInWords } from '../../../lib/amountWords.ts';
import { FieldShell, fieldId } from './FieldShell.tsx';
import type { FieldProps } from './types.ts';

/**
 * The offer's amount in words, written from the digits in the visitor's language as they
 * type them. Once the visitor edits the words themselves, the digits no longer overwrite them.
 */
export function AmountWordsField({ spec, path, formId, required, lng }: FieldProps) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string>(path);
  const { values } = useFormikContext<{ amount?: unknown }>();
  const lastAuto = useRef('');
  const amount = Number(String(values.amount ?? '').replace(/[^\d]/g, ''));
  const { setValue } = helpers;
  useEffect(() => {
    const words = String(values.amount ?? '').trim() === '' ? '' : amountInWords(amount, lng);
    if (field.value === lastAuto.current) {
      lastAuto.current = words;
      void setValue(words, false);
    }
    // Only a change of the digits (or the language) rewrites the words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [amount, lng]);
  const id = fieldId(formId, path);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <FieldShell
      id={id}
      label={t('forms:fields.amountWords')}
      required={required}
      error={error}
      hint={t('forms:amountWordsHelp')}
      width={spec.width}
    >
      {(describedBy) => (
        <input
          id={id}
          {...field}
          className="input"
          maxLength={spec.maxLength}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
      )}
    </FieldShell>
  );
}
