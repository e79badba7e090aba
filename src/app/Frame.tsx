import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Lng } from '../config/languages.ts';
import type { RouteMatch } from '../domain/routes/routeTable.ts';
import type { Head } from './head/headFor.ts';
import { writeDocumentHead } from './head/documentHead.ts';
import { useLanguageSync } from './i18n/useLanguageSync.ts';
import { useAppDispatch } from '../state/hooks.ts';
import { pageShown } from '../state/consent/consentListener.ts';
import { useHydrated } from '../components/useHydrated.ts';
import { SiteLayout } from './SiteLayout.tsx';

/** What every page and every not-found page share: the layout, the head, the language, the page view. */
export function Frame({
  match,
  lng,
  head,
  children,
}: {
  match: RouteMatch | null;
  lng: Lng;
  /** The page's head, made when the document needs it (usePageHead.ts). */
  head: () => Head;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  useLanguageSync(lng);
  // A prerendered page's head is already in its HTML: while hydrating, it is kept as it is and
  // not made again (on a phone that costs tens of milliseconds at the busiest moment).
  const hydrated = useHydrated();
  const headInPlace = useRef(!hydrated);
  useEffect(() => {
    if (headInPlace.current) headInPlace.current = false;
    else writeDocumentHead(head());
  }, [head]);
  useEffect(() => {
    // After the head (the effect above runs first): one page view per address, with its title.
    // Consent decides whether it is sent.
    dispatch(pageShown({ path: pathname + search, title: document.title }));
  }, [dispatch, pathname, search]);
  return (
    <SiteLayout match={match} lng={lng}>
      {children}
    </SiteLayout>
  );
}
