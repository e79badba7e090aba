import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks.ts';
import { getRoute, hrefFor } from '../../domain/routes/routeTable.ts';
import type { Lng } from '../../config/languages.ts';
import { selectTotals } from '../../state/catalogue/selectors.ts';
import { listHref } from '../../domain/catalogue/links.ts';

/** The home page's figures: listings for sale and for rent, projects, places. */
export function StatsView({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  const headingId = useId();
  const totals = useAppSelector((state) => selectTotals(state, lng));
  const stats = [
    { key: 'sale', value: totals.sale, href: listHref(lng, 0) },
    { key: 'rent', value: totals.rent, href: listHref(lng, 1) },
    { key: 'projects', value: totals.projects, href: getRoute('projects') ? hrefFor('projects', lng) : null },
    { key: 'cities', value: totals.cities, href: null },
  ] as const;
  return (
    <section className="stats" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{t('catalogue.stats.title')}</h2>
        <ul className="stats__list">
          {stats.map((stat) => (
            <li key={stat.key} className="stats__item">
              <span className="stats__value">{stat.value}</span>{' '}
              {stat.href ? (
                <Link to={stat.href}>{t(`catalogue.stats.${stat.key}`, { count: stat.value })}</Link>
              ) : (
                <span>{t(`catalogue.stats.${stat.key}`, { count: stat.value })}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
