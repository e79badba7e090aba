import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import type { City } from '../../domain/catalogue/schema.ts';
import { selectCatalogue } from '../../state/catalogue/selectors.ts';
import type { TypeCount } from '../../domain/catalogue/views.ts';
import type { Goal } from '../../domain/catalogue/types.ts';
import { countMatches } from '../../domain/catalogue/listFilter.ts';
import { filterChoices } from '../../domain/catalogue/filterChoices.ts';
import { criteriaCount, EPC_LETTERS, FEATURE_CRITERIA } from '../../domain/criteria/criteria.ts';
import { cityParam, listSearch, parseListQuery, SORT_KEYS, type ListQuery } from '../../domain/catalogue/listQuery.ts';

/** The form's fields by their URL names, as typed: what they mean is what the URL's parser reads. */
type Draft = Record<string, string>;

function draftOf(query: ListQuery): Draft {
  const draft: Draft = {};
  new URLSearchParams(listSearch({ ...query, q: null, page: 1 })).forEach((value, name) => {
    draft[name] = value;
  });
  draft.sort = query.sort;
  return draft;
}

const BEDROOMS = [1, 2, 3, 4, 5];

/**
 * The filters of a list: a GET form, so it works before the app has loaded; with the app it
 * sets the list's query in place (useSearchParams). Changing a field changes nothing until the
 * button is pressed (WCAG 3.2.2: no change of context on input); the button says how many
 * listings it will show. The advanced criteria sit in a disclosure, open when one is set.
 * In the phone's dialog (`inDialog`) the disclosure starts open, a "Clear" button empties the
 * draft, and `onApplied` closes the dialog once the list has its new query.
 */
export function ListFilters({
  lng,
  goal,
  query,
  types,
  cities,
  action,
  inDialog = false,
  onApplied,
}: {
  lng: Lng;
  goal: Goal;
  query: ListQuery;
  types: TypeCount[];
  cities: City[];
  action: string;
  inDialog?: boolean;
  onApplied?: () => void;
}) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(query));
  const catalogue = useAppSelector((state) => selectCatalogue(state, lng));
  // The draft read as the URL would be: a value the parser refuses counts as unset.
  const next = useMemo(() => ({ ...parseListQuery(new URLSearchParams(draft)).query, q: query.q }), [draft, query.q]);
  const count = useMemo(() => (catalogue ? countMatches(catalogue, goal, next) : null), [catalogue, goal, next]);
  const advanced = criteriaCount(next);

  const set = (name: string) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const { types: available, towns } = filterChoices(types, cities, goal, query);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The list's own page, with the new query (a new history entry, as a link would be).
    setSearchParams(listSearch({ ...next, page: 1 }));
    onApplied?.();
  };
  // Every criterion, type and town included, back to "any"; the order of the list stays.
  const clear = () => setDraft({ sort: draft.sort ?? query.sort });
  const field = (name: string, label: string, control: (fieldId: string) => ReactNode) => (
    <div className="filters__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control(`${id}-${name}`)}
    </div>
  );
  const select = (name: string, options: [value: string, text: string][]) => (fieldId: string) => (
    <select
      id={fieldId}
      name={name}
      className="input"
      value={draft[name] ?? ''}
      onChange={(e) => set(name)(e.target.value)}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  );
  const whole = (name: string) => (fieldId: string) => (
    <input
      id={fieldId}
      name={name}
      className="input"
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={draft[name] ?? ''}
      onChange={(e) => set(name)(e.target.value)}
    />
  );
  const rent = goal === 1;
  const submit = (
    <button type="submit" className="button button--accent filters__submit">
      {count === null ? t('catalogue.filters.apply') : t('catalogue.filters.showCount', { count })}
    </button>
  );

  return (
    <form className="filters" method="get" action={action} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 className="visually-hidden" id={`${id}-title`}>
        {t('catalogue.filters.title')}
      </h2>
      {query.q && <input type="hidden" name="q" value={query.q} />}
      {field(
        'type',
        t('catalogue.filters.type'),
        select('type', [
          ['', t('catalogue.filters.anyType')],
          ...available.map(({ type: item, sale, rent: rented }): [string, string] => [
            String(item.WebID),
            t('catalogue.filters.option', { name: item.Name, count: goal === 0 ? sale : rented }),
          ]),
        ]),
      )}
      {field(
        'city',
        t('catalogue.filters.city'),
        select('city', [
          ['', t('catalogue.filters.anyCity')],
          ...towns.map((item): [string, string] => [
            cityParam({ name: item.Name, zip: item.Zip }),
            t('catalogue.filters.cityOption', { name: item.Name, zip: item.Zip, count: item.PropertyCount }),
          ]),
        ]),
      )}
      {field(
        'sort',
        t('catalogue.filters.sort'),
        select(
          'sort',
          SORT_KEYS.map((key): [string, string] => [key, t(`catalogue.sort.${key}`)]),
        ),
      )}
      <details className="filters__more" open={inDialog || criteriaCount(query) > 0}>
        <summary className="filters__summary">
          {advanced > 0 ? t('catalogue.filters.moreCount', { count: advanced }) : t('catalogue.filters.more')}
        </summary>
        <div className="filters__advanced">
          <fieldset className="filters__group">
            <legend>{t(rent ? 'catalogue.filters.rent' : 'catalogue.filters.price')}</legend>
            {field('minPrice', t(rent ? 'catalogue.filters.minRent' : 'catalogue.filters.minPrice'), whole('minPrice'))}
            {field('maxPrice', t(rent ? 'catalogue.filters.maxRent' : 'catalogue.filters.maxPrice'), whole('maxPrice'))}
          </fieldset>
          {field(
            'bedrooms',
            t('catalogue.filters.bedrooms'),
            select('bedrooms', [
              ['', t('catalogue.filters.anyBedrooms')],
              ...BEDROOMS.map((n): [string, string] => [
                String(n),
                t('catalogue.filters.bedroomsOption', { count: n }),
              ]),
            ]),
          )}
          {field(
            'epc',
            t('catalogue.filters.epc'),
            select('epc', [
              ['', t('catalogue.filters.anyEpc')],
              ...EPC_LETTERS.map((letter): [string, string] => [
                letter.toUpperCase(),
                t('catalogue.filters.epcOption', { label: letter.toUpperCase() }),
              ]),
            ]),
          )}
          {field('minLiving', t('catalogue.filters.minLiving'), whole('minLiving'))}
          {field('minPlot', t('catalogue.filters.minPlot'), whole('minPlot'))}
          <fieldset className="filters__group filters__features">
            <legend>{t('catalogue.filters.features')}</legend>
            {FEATURE_CRITERIA.map((name) => (
              <label key={name} className="filters__check">
                <input
                  type="checkbox"
                  name={name}
                  value="1"
                  checked={draft[name] === '1'}
                  onChange={(e) => set(name)(e.target.checked ? '1' : '')}
                />
                {t(`catalogue.filters.${name}`)}
              </label>
            ))}
          </fieldset>
        </div>
      </details>
      {inDialog ? (
        <div className="filters__actions">
          <button type="button" className="button button--secondary filters__clear" onClick={clear}>
            {t('catalogue.filters.clear')}
          </button>
          {submit}
        </div>
      ) : (
        submit
      )}
    </form>
  );
}
