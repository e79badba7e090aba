import { useMemo } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { defaultLanguage } from '../config/site.ts';
import { languageOfPath } from '../domain/routes/routeTable.ts';
import { notFoundKindOf } from './routes/notFound.ts';
import { usePageMatch } from './routes/usePageMatch.ts';
import { headFor } from './head/headFor.ts';
import { Frame } from './Frame.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { DetailNotFound } from './pages/DetailNotFound.tsx';

/**
 * The error boundary of every page: a URL that names nothing (no route, an unknown id, slug or
 * thank-you kind) shows its language's 404 page. The layout gets no match, whatever route the
 * URL resembled, so the page is the same as the prerendered 404 page the server sends for it
 * and hydrates without a difference. Any other error is not a 404 and is passed on.
 */
export function NotFoundFrame() {
  const error = useRouteError();
  const kind = error === undefined ? 'page' : notFoundKindOf(error);
  const { pathname } = useLocation();
  const match = usePageMatch();
  const { t } = useTranslation();
  const lng = match?.lng ?? languageOfPath(pathname) ?? defaultLanguage;
  // A listing's not-found head comes from its route; any other 404 has the general one.
  const head = useMemo(() => () => headFor(kind === 'page' ? null : match, lng, t, null), [kind, match, lng, t]);
  if (kind === null) throw error;
  return (
    <Frame match={null} lng={lng} head={head}>
      {kind === 'page' ? <NotFoundPage lng={lng} /> : <DetailNotFound lng={lng} kind={kind} />}
    </Frame>
  );
}
