import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import type { Lng } from '../../config/languages.ts';
import { demandSearch } from '../../domain/criteria/demandQuery.ts';
import type { ListQuery } from '../../domain/catalogue/listQuery.ts';
import type { Goal } from '../../domain/catalogue/types.ts';

const POSTCODE = /^[1-9]\d{3}$/;

/**
 * "Save this search": the demand register's form, started with this list's goal, type, town
 * (a postcode typed in the search box counts as a town) and every advanced criterion set, so
 * new listings like these are mailed once the search is confirmed.
 */
export function SaveSearchLink({ lng, goal, query }: { lng: Lng; goal: Goal; query: ListQuery }) {
  const { t } = useTranslation();
  const titleId = useId();
  const zip = query.city?.zip ?? (query.q && POSTCODE.test(query.q) ? query.q : null);
  const href =
    hrefFor('demand-register', lng) +
    demandSearch({
      goal: goal === 0 ? 'sale' : 'rent',
      types: query.type ? [query.type] : [],
      zones: zip ? [zip] : [],
      criteria: query,
    });
  return (
    <aside className="save-search" aria-labelledby={titleId}>
      <h2 id={titleId} className="save-search__title">
        {t('catalogue.list.saveSearch.title')}
      </h2>
      <p className="save-search__text">{t('catalogue.list.saveSearch.text')}</p>
      <Link className="button button--secondary" to={href}>
        {t('catalogue.list.saveSearch.link')}
      </Link>
    </aside>
  );
}
