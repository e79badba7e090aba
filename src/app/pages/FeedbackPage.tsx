import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hrefFor, type RouteMatch } from '../../domain/routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';

/**
 * The thank-you page of each kind of request: bedankt / merci / thank-you. Its texts are the
 * `feedback` namespace, which only these pages load (not in every page's embedded texts).
 */
export function FeedbackPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  // An unknown kind never gets here: the route's loader answers it with the 404 page.
  const kind = match.params.kind ?? '';
  return (
    <>
      <PageHeader match={match} intro={t(`feedback:${kind}.text`)} />
      <div className="container section">
        <Link to={hrefFor('home', match.lng)} className="button">
          {t('feedback:backHome')}
        </Link>
      </div>
    </>
  );
}
