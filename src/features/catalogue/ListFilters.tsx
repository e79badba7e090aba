import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { City } from './schema.ts';
import type { TypeCount } from './selectors.ts';
import type { Goal } from './types.ts';
import { cityParam, listSearch, parseCity, SORT_KEYS, type ListQuery, type SortKey } from './listQuery.ts';

/**
 * The filters of a list: a GET form, so it works before the app has loaded; with the app it
 * sets the list's query in place (useSearchParams). Changing a select changes nothing until "Show" is pressed (WCAG 3.2.2:
 * no change of context on input).
 */
export function ListFilters({
  goal,
  query,
  types,
  cities,
  action,
}: {
  goal: Goal;
  query: ListQuery;
  types: TypeCount[];
  cities: City[];
  action: string;
}) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const id = useId();
  const [type, setType] = useState(query.type ? String(query.type) : '');
  const [city, setCity] = useState(query.city ? cityParam(query.city) : '');
  const [sort, setSort] = useState<SortKey>(query.sort);

  const available = types.filter(
    (entry) => (goal === 0 ? entry.sale : entry.rent) > 0 || entry.type.WebID === query.type,
  );
  // A town whose listings were all sold or let has nothing on the market: no option, unless chosen.
  const towns = cities.filter((item) => item.PropertyCount > 0 || `${item.Name}|${item.Zip}` === city);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The list's own page, with the new query (a new history entry, as a link would be).
    const next = listSearch({
      q: query.q,
      type: type ? Number(type) : null,
      city: city ? parseCity(city) : null,
      sort,
      page: 1,
    });
    setSearchParams(next);
  };

  return (
    <form className="filters" method="get" action={action} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 className="visually-hidden" id={`${id}-title`}>
        {t('catalogue.filters.title')}
      </h2>
      {query.q && <input type="hidden" name="q" value={query.q} />}
      <div className="filters__field">
        <label htmlFor={`${id}-type`}>{t('catalogue.filters.type')}</label>
        <select id={`${id}-type`} name="type" className="input" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('catalogue.filters.anyType')}</option>
          {available.map(({ type: item, sale, rent }) => (
            <option key={item.WebID} value={String(item.WebID)}>
              {t('catalogue.filters.option', { name: item.Name, count: goal === 0 ? sale : rent })}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__field">
        <label htmlFor={`${id}-city`}>{t('catalogue.filters.city')}</label>
        <select id={`${id}-city`} name="city" className="input" value={city} onChange={(e) => setCity(e.target.value)}>
          <option value="">{t('catalogue.filters.anyCity')}</option>
          {towns.map((item) => (
            <option key={`${item.Name}|${item.Zip}`} value={`${item.Name}|${item.Zip}`}>
              {t('catalogue.filters.cityOption', { name: item.Name, zip: item.Zip, count: item.PropertyCount })}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__field">
        <label htmlFor={`${id}-sort`}>{t('catalogue.filters.sort')}</label>
        <select
          id={`${id}-sort`}
          name="sort"
          className="input"
          value={sort}
          onChange={(e) => setSort(e.target.value as SortKey)}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`catalogue.sort.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--accent filters__submit">
        {t('catalogue.filters.apply')}
      </button>
    </form>
  );
}
