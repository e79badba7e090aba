import { useMemo } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../state/hooks.ts';
import { selectAllTypes } from '../../../state/catalogue/typesSlice.ts';
import { fieldId } from '../../../components/FieldShell.tsx';
import { ChoiceGroup, memberProps } from './ChoiceGroup.tsx';
import type { FieldProps } from './types.ts';

/** The catalogue's property types, in their show order, as checkboxes (values: WebIDs). */
export function TypesField({ path, formId, required, lng }: FieldProps) {
  const { t } = useTranslation();
  const [, meta, helpers] = useField<number[]>(path);
  const types = useAppSelector((state) => selectAllTypes(state, lng));
  const options = useMemo(
    () =>
      [...new Map(types.map((type) => [type.WebID, type])).values()].sort(
        (a, b) => a.ShowOrder - b.ShowOrder || a.Name.localeCompare(b.Name),
      ),
    [types],
  );
  const id = fieldId(formId, path);
  const chosen = new Set(meta.value ?? []);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const toggle = (webId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(webId);
    else next.delete(webId);
    void helpers.setValue([...next].sort((a, b) => a - b));
    void helpers.setTouched(true, false);
  };
  return (
    <ChoiceGroup id={id} legend={t('forms:fields.types')} required={required} error={error}>
      <div className="form-choice__grid">
        {options.map((type) => (
          <label key={type.WebID} className="form-choice__option">
            <input
              type="checkbox"
              {...memberProps(id, error)}
              checked={chosen.has(type.WebID)}
              onChange={(event) => toggle(type.WebID, event.currentTarget.checked)}
            />
            {type.Name}
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}
