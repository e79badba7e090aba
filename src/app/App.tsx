import { useEffect, useMemo } from 'react';
import { useLocation } from '../components/router/index.ts';
import { useTranslation } from 'react-i18next';
import { defaultLanguage } from '../config/site.ts';
import { languageOfPath, matchRoute } from './routes/routeTable.ts';
import { headFor } from './head/headFor.ts';
import { useDocumentHead } from './head/useDocumentHead.ts';
import { useLanguageSync } from './i18n/useLanguageSync.ts';
import { RootRedirect } from './RootRedirect.tsx';
import { SiteLayout } from './SiteLayout.tsx';
import { PageForRoute } from './pages/PageForRoute.tsx';
import { yieldToMain } from '../lib/yieldToMain.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { useAppDispatch, useAppSelector } from './hooks.ts';
import { consentStarted, pageShown } from '../features/consent/consentListener.ts';
import { favouritesStarted } from '../features/favourites/favouritesEffects.ts';
import { selectContentEntry } from '../features/content/contentSlice.ts';
import { contentHeadOf, contentItemOf, isContentItem } from './pages/contentPages.ts';
import { selectCatalogue } from '../features/catalogue/selectors.ts';
import { detailSubjectOf, isDetailRoute } from '../features/detail/subject.ts';
import { useDetailAlternates } from '../features/detail/useDetailAlternates.ts';
import { detailHeadOf } from '../features/detail/detailHead.ts';

/**
 * Matching is done by the route table (one place for every localized path); React Router
 * provides the location, links and history.
 */
export function App() {
  const { pathname, search } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const lng = match?.lng ?? languageOfPath(pathname) ?? defaultLanguage;
  const { t } = useTranslation();
  const catalogue = useAppSelector((state) => selectCatalogue(state, lng));
  const alternates = useDetailAlternates(match);
  const content = useAppSelector((state) => (isContentItem(match) ? selectContentEntry(state, lng)?.data : null));
  const detail = useMemo(() => {
    if (isDetailRoute(match)) {
      const subject = detailSubjectOf(match, catalogue);
      return subject ? detailHeadOf(subject, t, alternates) : null;
    }
    // An article, news item or testimonial: its own title, summary and other-language pages.
    const item = match && content ? contentItemOf(match, content) : null;
    return match && content && item ? contentHeadOf(match, content, item) : undefined;
  }, [match, catalogue, t, alternates, content]);
  const head = useMemo(() => headFor(match, lng, t, detail), [match, lng, t, detail]);
  useDocumentHead(head);
  useLanguageSync(lng);
  const dispatch = useAppDispatch();
  useEffect(() => {
    // Once hydrated, the stored choice or the dialog; in a task of its own, because it
    // re-renders the layout, and on a phone the task that ends hydration is long enough.
    let live = true;
    void yieldToMain().then(() => {
      if (!live) return;
      dispatch(consentStarted({ pathname: window.location.pathname, search: window.location.search }));
      dispatch(favouritesStarted());
      // Tells the browser tests (and anyone debugging) that the page is interactive.
      document.documentElement.dataset.hydrated = 'true';
    });
    return () => {
      live = false;
    };
  }, [dispatch]);
  useEffect(() => {
    // After the head: the page view carries the new title. Consent decides whether it is sent.
    dispatch(pageShown({ path: pathname + search, title: head.title }));
  }, [dispatch, pathname, search, head.title]);

  if (pathname === '/') return <RootRedirect />;
  return (
    <SiteLayout match={match} lng={lng}>
      {match ? <PageForRoute match={match} /> : <NotFoundPage lng={lng} />}
    </SiteLayout>
  );
}
