import { useTranslation } from 'react-i18next';
import { AlertView } from '../../features/alerts/AlertView.tsx';
import type { AlertPage } from '../../domain/forms/alerts.ts';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';

/** Confirm, unsubscribe from or change a saved search, from the link in its mail. */
export function AlertsPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation(['common', 'tools']);
  const page = match.route.id.replace(/^alerts-/, '') as AlertPage;
  return (
    <>
      <PageHeader match={match} intro={t(`routes.${match.route.id}.description`)} />
      <div className="container section">
        <AlertView page={page} lng={match.lng} />
      </div>
    </>
  );
}
