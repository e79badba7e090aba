import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import { SearchForm } from '../../features/search/SearchForm.tsx';
import { hrefFor } from '../../domain/routes/routeTable.ts';

/** Spec section 2: the title, a search form and a link home. The server sends it with 404. */
export function NotFoundPage({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="container section not-found">
      <h1 className="page-header__title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <h2 id={headingId} className="not-found__search-title">
        {t('notFound.searchTitle')}
      </h2>
      <SearchForm lng={lng} headingId={headingId} />
      <p>
        <Link to={hrefFor('home', lng)} className="button button--secondary">
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  );
}
