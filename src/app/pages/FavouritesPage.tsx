import { useNamespace, useTranslation } from '../../components/i18n.tsx';
import { FavouritesView } from '../../features/favourites/FavouritesView.tsx';
import type { RouteMatch } from '../routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';

/** The visitor's favourites (kept in this browser): favorieten / favoris / favourites. */
export function FavouritesPage({ match }: { match: RouteMatch }) {
  useNamespace('tools');
  const { t } = useTranslation();
  return (
    <>
      <PageHeader match={match} intro={t('tools:favourites.intro')} />
      <div className="container section">
        <FavouritesView lng={match.lng} />
      </div>
    </>
  );
}
