import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lng } from '../../config/languages.ts';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import { SearchForm } from '../../features/search/SearchForm.tsx';

/**
 * The spec's "property not found": the listing was removed or the link is wrong. The
 * server sends it with status 404. It offers the search and the lists, not a dead end.
 */
export function DetailNotFound({ lng, kind }: { lng: Lng; kind: 'property' | 'project' }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="container section not-found">
      <h1 className="page-header__title">{t(`detail:notFound.${kind}`)}</h1>
      <p className="lead">{t('detail:notFound.text')}</p>
      <h2 id={headingId} className="not-found__search-title">
        {t('notFound.searchTitle')}
      </h2>
      <SearchForm lng={lng} headingId={headingId} />
      <ul className="not-found__links">
        <li>
          <Link to={hrefFor(kind === 'project' ? 'projects' : 'for-sale', lng)}>
            {t(kind === 'project' ? 'detail:notFound.allProjects' : 'detail:notFound.forSale')}
          </Link>
        </li>
        {kind === 'property' && (
          <li>
            <Link to={hrefFor('for-rent', lng)}>{t('detail:notFound.forRent')}</Link>
          </li>
        )}
        <li>
          <Link to={hrefFor('home', lng)}>{t('notFound.home')}</Link>
        </li>
      </ul>
    </div>
  );
}
