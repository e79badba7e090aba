import { useTranslation } from 'react-i18next';
import { FavouritesView } from './FavouritesView.tsx';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';

/** The visitor's favourites (kept in this browser): favorieten / favoris / favourites. */
export function FavouritesPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation(['common', 'tools']);
  return (
    <>
      <PageHeader match={match} intro={t('tools:favourites.intro')} />
      <div className="container section">
        <FavouritesView lng={match.lng} />
      </div>
    </>
  );
}
