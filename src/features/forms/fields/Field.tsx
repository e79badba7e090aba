import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../../domain/forms/layouts.ts';
import { FieldShell, RequiredMark, fieldId } from '../../../components/FieldShell.tsx';
import { FileField } from './FileField.tsx';
import { TypesField } from './TypesField.tsx';
import { ZonesField } from './ZonesField.tsx';
import { SlotField } from './SlotField.tsx';
import { AmountWordsField } from './AmountWordsField.tsx';
import { ChildAgesField } from './ChildAgesField.tsx';
import type { FieldProps } from './types.ts';

const INPUT_TYPES: Partial<Record<FieldSpec['control'], string>> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  date: 'date',
  password: 'password',
  url: 'url',
};

/** One field of a form, drawn by its control. */
export function Field(props: FieldProps) {
  switch (props.spec.control) {
    case 'radio':
      return <RadioField {...props} />;
    case 'checkbox':
      return <CheckboxField {...props} />;
    case 'file':
      return <FileField {...props} />;
    case 'types':
      return <TypesField {...props} />;
    case 'zones':
      return <ZonesField {...props} />;
    case 'slot':
      return <SlotField {...props} />;
    case 'amountWords':
      return <AmountWordsField {...props} />;
    case 'childAges':
      return <ChildAgesField {...props} />;
    default:
      return <InputField {...props} />;
  }
}

export function useFieldState(path: string) {
  const [field, meta, helpers] = useField(path);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return { field, error, helpers };
}

function InputField({ spec, path, formId, required }: FieldProps) {
  const { t } = useTranslation();
  const { field, error } = useFieldState(path);
  const id = fieldId(formId, path);
  const label = t(`forms:fields.${spec.label ?? spec.name}`);
  const common = {
    id,
    ...field,
    value: (field.value as string | number | undefined) ?? '',
    required,
    'aria-invalid': error ? true : undefined,
    autoComplete: spec.autoComplete,
    maxLength: spec.maxLength,
  } as const;
  return (
    <FieldShell id={id} label={label} required={required} error={error} width={spec.width}>
      {(describedBy) => {
        if (spec.control === 'textarea') {
          return (
            <textarea {...common} aria-describedby={describedBy} className="input form-field__textarea" rows={5} />
          );
        }
        if (spec.control === 'select') {
          return (
            <select {...common} aria-describedby={describedBy} className="input">
              {(spec.options ?? []).map((option) => (
                <option key={option} value={option}>
                  {t(`forms:options.${spec.optionsKey ?? spec.name}.${option}`)}
                </option>
              ))}
            </select>
          );
        }
        const whole = spec.control === 'number';
        const money = spec.control === 'money';
        return (
          <input
            {...common}
            aria-describedby={describedBy}
            className="input"
            type={INPUT_TYPES[spec.control] ?? 'text'}
            // An amount may have thousands separators and cents ("240.000,50"): a keypad with
            // the decimal mark, and no digits-only pattern that would call it invalid.
            inputMode={whole ? 'numeric' : money ? 'decimal' : undefined}
            pattern={whole ? '[0-9]*' : undefined}
          />
        );
      }}
    </FieldShell>
  );
}

function RadioField({ spec, path, formId, required }: FieldProps) {
  const { t } = useTranslation();
  const { field, error } = useFieldState(path);
  const id = fieldId(formId, path);
  return (
    // A fieldset is a group, which takes no aria-required; as a radiogroup it tells assistive
    // technology that a choice is required and whether it is valid.
    <fieldset
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- ARIA in HTML allows radiogroup on fieldset, and axe does
      role="radiogroup"
      className={`form-field form-choice form-field--${spec.width ?? 'full'}${error ? ' form-field--invalid' : ''}`}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-field__label">
        {t(`forms:fields.${spec.label ?? spec.name}`)}
        {required && <RequiredMark />}
      </legend>
      <div className="form-choice__options">
        {(spec.options ?? []).map((option, index) => (
          <label key={option} className="form-choice__option">
            <input
              type="radio"
              id={index === 0 ? id : `${id}-${option}`}
              name={field.name}
              value={option}
              checked={field.value === option}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            {t(`forms:options.${spec.optionsKey ?? spec.name}.${option}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {t(`forms:${error}`)}
        </p>
      )}
    </fieldset>
  );
}

function CheckboxField({ spec, path, formId }: FieldProps) {
  const { t } = useTranslation();
  const [field] = useField({ name: path, type: 'checkbox' });
  const id = fieldId(formId, path);
  return (
    <div className={`form-field form-field--${spec.width ?? 'full'} form-check`}>
      <input type="checkbox" id={id} {...field} checked={field.checked === true} />
      <label htmlFor={id}>{t(`forms:fields.${spec.label ?? spec.name}`)}</label>
    </div>
  );
}
