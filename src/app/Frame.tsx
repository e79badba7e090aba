import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Lng } from '../config/languages.ts';
import type { RouteMatch } from './routes/routeTable.ts';
import type { Head } from './head/headFor.ts';
import { useDocumentHead } from './head/useDocumentHead.ts';
import { useLanguageSync } from './i18n/useLanguageSync.ts';
import { useAppDispatch } from './hooks.ts';
import { pageShown } from '../features/consent/consentListener.ts';
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
  head: Head;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  useDocumentHead(head);
  useLanguageSync(lng);
  useEffect(() => {
    // After the head: the page view carries the new title. Consent decides whether it is sent.
    dispatch(pageShown({ path: pathname + search, title: head.title }));
  }, [dispatch, pathname, search, head.title]);
  return (
    <SiteLayout match={match} lng={lng}>
      {children}
    </SiteLayout>
  );
}
