import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../../../components/FieldShell.tsx';
import { ChoiceGroup, memberProps } from './ChoiceGroup.tsx';
import type { FieldProps } from './types.ts';

/** One age per child, added and removed with buttons. */
export function ChildAgesField({ path, formId }: FieldProps) {
  const { t } = useTranslation();
  const [, meta, helpers] = useField<string[]>(path);
  const ages = meta.value ?? [];
  const id = fieldId(formId, path);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const set = (next: string[]) => void helpers.setValue(next);
  return (
    <ChoiceGroup id={id} legend={t('forms:fields.childAges')} required={false} error={error}>
      {ages.map((age, index) => (
        <div key={index} className="form-child">
          <label htmlFor={`${id}-${index}`}>{t('forms:fields.childAge', { number: index + 1 })}</label>
          <input
            id={`${id}-${index}`}
            {...memberProps(id, error)}
            className="input form-child__age"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={2}
            value={age}
            onChange={(event) => set(ages.map((value, i) => (i === index ? event.currentTarget.value : value)))}
            onBlur={() => void helpers.setTouched(true)}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => set(ages.filter((_, i) => i !== index))}
          >
            {t('forms:fields.removeChild', { number: index + 1 })}
          </button>
        </div>
      ))}
      {ages.length < 10 && (
        <button type="button" className="button button--secondary" onClick={() => set([...ages, ''])}>
          {t('forms:fields.addChild')}
        </button>
      )}
    </ChoiceGroup>
  );
}
