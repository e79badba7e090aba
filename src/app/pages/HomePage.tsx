import { useTranslation } from '../../components/i18n.tsx';
import { Banner } from '../../features/layout/Banner.tsx';
import { site } from '../../config/site.ts';
import type { RouteMatch } from '../routes/routeTable.ts';

/** Home: the banner (home only) with the page's h1; the search block and lists join it in the catalogue. */
export function HomePage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const { lng } = match;
  const entry = match.route.menuEntry;
  return (
    <>
      {site.banner.kind === 'none' ? (
        <div className="page-header container">
          <h1 className="page-header__title">
            {entry?.params.seo.title[lng] ?? t('site.homeLink', { name: site.agency.name })}
          </h1>
        </div>
      ) : (
        <Banner lng={lng} />
      )}
      {entry && (
        <div className="container section">
          <p className="lead">{entry.params.seo.description[lng]}</p>
        </div>
      )}
    </>
  );
}
