import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks.ts';
import { selectCatalogue } from '../../state/catalogue/selectors.ts';
import type { Lng } from '../../config/languages.ts';
import { readDemandSearch } from '../../domain/criteria/demandQuery.ts';

type Values = Record<string, unknown>;

/**
 * "Save this search" from a list page: the demand register's form starts with the list's
 * goal, type, town and every advanced criterion, each in its field of the same name
 * (domain/criteria/demandQuery.ts). Applied once the form runs (the prerendered form
 * is empty), only with the types and towns the form offers, and said in words.
 */
export function DemandPrefill({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { values, setValues, status, setStatus } = useFormikContext<Values>();
  const data = useAppSelector((state) => selectCatalogue(state, lng));
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !data) return;
    done.current = true;
    const prefill = readDemandSearch(searchParams);
    const towns = new Set(data.cities.all.map((city) => city.Zip));
    const types = new Set(data.types.map((type) => type.WebID));
    const zones = prefill.zones?.filter((zip) => towns.has(zip));
    const chosen = prefill.types?.filter((type) => types.has(type));
    const next: Values = { ...prefill, zones: zones ?? [], types: chosen ?? [] };
    if (!zones?.length) delete next.zones;
    if (!chosen?.length) delete next.types;
    if (Object.keys(next).length === 0) return;
    void setValues({ ...values, ...next }, false);
    setStatus({ ...(status as Values | undefined), prefilled: true });
  }, [data, searchParams, values, setValues, status, setStatus]);

  if (!(status as { prefilled?: boolean } | undefined)?.prefilled) return null;
  return (
    <p className="form__notice" role="status">
      {t('forms:demandPrefilled')}
    </p>
  );
}
