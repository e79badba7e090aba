import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../config/languages.ts';
import { Header } from '../features/layout/Header.tsx';
import { Footer } from '../features/layout/Footer.tsx';
import { ScrollToTop } from '../features/layout/ScrollToTop.tsx';
import { useScrollFlags } from '../features/layout/useScrollFlags.ts';
import { useDeviceTracking } from '../features/settings/useDeviceTracking.ts';
import { alternatesFor, hrefFor, type RouteMatch } from '../domain/routes/routeTable.ts';
import { breadcrumbFor } from '../domain/routes/breadcrumbs.ts';
import { useDetailAlternates } from '../features/detail/useDetailAlternates.ts';
import { CookieDialogHost, PageBehindDialog } from '../features/consent/ConsentLayer.tsx';
import { useAppSelector } from '../state/hooks.ts';
import { selectContentEntry } from '../state/content/contentSlice.ts';
import { contentAlternates, contentItemOf, isContentItem } from './pages/contentPages.ts';
import { pagedListOf } from '../domain/routes/pagedLists.ts';

export function SiteLayout({ match, lng, children }: { match: RouteMatch | null; lng: Lng; children: ReactNode }) {
  const { t } = useTranslation();
  const { headerFixed, showScrollTop } = useScrollFlags();
  useDeviceTracking();

  const trail = useMemo(
    () => (match ? breadcrumbFor(match.route.id, lng, match.params).map((crumb) => crumb.routeId) : []),
    [match, lng],
  );
  const detailAlternates = useDetailAlternates(match);
  // A content item's slug differs by language: its other pages come from the content file.
  const content = useAppSelector((state) => (isContentItem(match) ? selectContentEntry(state, lng)?.data : null));
  const alternates = useMemo(() => {
    const item = match && content ? contentItemOf(match, content) : null;
    if (match && content && item) return contentAlternates(match, content, item);
    return detailAlternates ?? (match ? alternatesFor(match) : { [lng]: hrefFor('home', lng) });
  }, [detailAlternates, match, lng, content]);
  const isHome = match?.route.page === 'home';
  const paged = match !== null && pagedListOf(match.route) !== null;

  return (
    <>
      <PageBehindDialog className={`site${isHome ? ' site--home' : ''}`}>
        <a className="skip-link" href="#main">
          {t('site.skipToContent')}
        </a>
        <Header
          lng={lng}
          isHome={isHome}
          headerFixed={headerFixed}
          trail={trail}
          alternates={alternates}
          paged={paged}
        />
        <main id="main" tabIndex={-1} className="main">
          {children}
        </main>
        <Footer lng={lng} />
        <ScrollToTop visible={showScrollTop} />
      </PageBehindDialog>
      <CookieDialogHost policyHref={hrefFor('cookie-policy', lng)} />
    </>
  );
}
