import { useTranslation } from '../../components/i18n.tsx';
import type { RouteMatch } from '../routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';

/** Fixed pages (legal pages, free valuation, demand register, login, portal, testimonials). */
export function ContentPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  return <PageHeader match={match} intro={t(`routes.${match.route.id}.description`)} />;
}
