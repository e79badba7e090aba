import { useMemo, useState } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../state/hooks.ts';
import { selectCityLists } from '../../../state/catalogue/citiesSlice.ts';
import { fieldId } from '../../../components/FieldShell.tsx';
import { ChoiceGroup, memberProps } from './ChoiceGroup.tsx';
import type { FieldProps } from './types.ts';

const splitPostcodes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((token) => token.trim())
    .filter(Boolean);

/**
 * Where to look: the catalogue's towns as checkboxes (a town stands for its postcode) and
 * other postcodes typed in. The value is one list of postcodes, as the demand stores it.
 */
export function ZonesField({ path, formId, required, lng }: FieldProps) {
  const { t } = useTranslation();
  const [, meta, helpers] = useField<string[]>(path);
  const cities = useAppSelector((state) => selectCityLists(state, lng)?.all ?? null);
  const towns = useMemo(
    () =>
      [...new Map((cities ?? []).map((city) => [city.Zip, city])).values()].sort((a, b) =>
        a.Name.localeCompare(b.Name, lng),
      ),
    [cities, lng],
  );
  const townZips = useMemo(() => new Set(towns.map((town) => town.Zip)), [towns]);
  const zones = meta.value ?? [];
  const [typed, setTyped] = useState(() => zones.filter((zip) => !townZips.has(zip)).join(', '));
  const checked = new Set(zones.filter((zip) => townZips.has(zip)));
  const id = fieldId(formId, path);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;

  const update = (nextChecked: Set<string>, text: string) => {
    const all = [...nextChecked, ...splitPostcodes(text)];
    void helpers.setValue([...new Set(all)]);
  };
  return (
    <ChoiceGroup id={id} legend={t('forms:fields.zones')} required={required} error={error} hint={t('forms:zonesHelp')}>
      <div className="form-choice__grid">
        {towns.map((town) => (
          <label key={town.Zip} className="form-choice__option">
            <input
              type="checkbox"
              {...memberProps(id, error)}
              checked={checked.has(town.Zip)}
              onChange={(event) => {
                const next = new Set(checked);
                if (event.currentTarget.checked) next.add(town.Zip);
                else next.delete(town.Zip);
                update(next, typed);
                void helpers.setTouched(true, false);
              }}
            />
            {town.Name} ({town.Zip})
          </label>
        ))}
      </div>
      <div className="form-field form-field--half">
        <label htmlFor={`${id}-other`} className="form-field__label">
          {t('forms:fields.otherZones')}
        </label>
        <input
          id={`${id}-other`}
          {...memberProps(id, error)}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={300}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            update(checked, event.currentTarget.value);
          }}
          onBlur={() => void helpers.setTouched(true)}
        />
      </div>
    </ChoiceGroup>
  );
}
