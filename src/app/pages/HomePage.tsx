import { useTranslation } from 'react-i18next';
import { Banner } from '../../features/layout/Banner.tsx';
import { site } from '../../config/site.ts';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { HomeSearch } from '../../features/catalogue/search/HomeSearch.tsx';
import { ModuleView, sortedModules } from './ModuleView.tsx';

/**
 * Home: the banner (home only) with the page's h1 and the search block over it, so both are
 * above the fold on a phone and a laptop; then the page's modules. Without a banner, the
 * page's title then the search block.
 */
export function HomePage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const { lng } = match;
  const entry = match.route.menuEntry;
  const pictureBanner = site.banner.kind === 'image' || site.banner.kind === 'gallery' || site.banner.kind === 'video';
  return (
    <>
      {site.banner.kind === 'none' ? (
        <>
          <div className="page-header container">
            <h1 className="page-header__title">
              {entry?.params.seo.title[lng] ?? t('site.homeLink', { name: site.agency.name })}
            </h1>
          </div>
          <HomeSearch lng={lng} />
        </>
      ) : (
        <Banner lng={lng}>
          <HomeSearch lng={lng} />
        </Banner>
      )}
      {sortedModules(entry?.modules ?? []).map((module, index) => (
        // Under a picture or video banner the first screen is the banner and the search block.
        <ModuleView key={module.id} module={module} match={match} lng={lng} leading={index === 0 && !pictureBanner} />
      ))}
    </>
  );
}
