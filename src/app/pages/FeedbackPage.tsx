import { Link } from '../../components/router/index.ts';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_KINDS } from '../routes/fixedRoutes.ts';
import { hrefFor, type RouteMatch } from '../routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** The thank-you page of each kind of request: bedankt / merci / thank-you. */
export function FeedbackPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const kind = match.params.kind ?? '';
  if (!(FEEDBACK_KINDS as readonly string[]).includes(kind)) return <NotFoundPage lng={match.lng} />;
  return (
    <>
      <PageHeader match={match} intro={t(`feedback.${kind}.text`)} />
      <div className="container section">
        <Link to={hrefFor('home', match.lng)} className="button">
          {t('feedback.backHome')}
        </Link>
      </div>
    </>
  );
}
