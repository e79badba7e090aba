import { useEffect, useRef } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { amountInWords } from '../../../lib/amountWords.ts';
import { parseAmount } from '../../../lib/amount.ts';
import { FieldShell, fieldId } from '../../../components/FieldShell.tsx';
import type { FieldProps } from './types.ts';

/**
 * The offer's amount in words, written in the visitor's language as they type the digits.
 * Once the visitor edits the words themselves, the digits no longer overwrite them.
 *
 * The words come from the amount as the schema reads it (parseAmount), the number the offer
 * sends: "240.000" is two hundred and forty thousand in both. An amount that cannot be read,
 * or has cents (amountInWords writes whole euros), leaves the words to the visitor rather
 * than propose ones that differ from it.
 */
export function AmountWordsField({ spec, path, formId, required, lng }: FieldProps) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string>(path);
  const { values } = useFormikContext<{ amount?: unknown }>();
  const lastAuto = useRef('');
  const amount = typeof values.amount === 'number' ? values.amount : parseAmount(String(values.amount ?? ''));
  const { setValue } = helpers;
  useEffect(() => {
    const words = amount === null ? '' : amountInWords(amount, lng);
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
