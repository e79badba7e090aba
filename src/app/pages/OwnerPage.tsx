import { OwnerSlot } from '../../features/owner/OwnerSlot.tsx';
import type { RouteMatch } from '../routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';

/** The login page and the owner portal: the page's heading, then the owner feature. */
export function OwnerPage({ match }: { match: RouteMatch }) {
  return (
    <>
      <PageHeader match={match} />
      <OwnerSlot page={match.route.page === 'login' ? 'login' : 'portal'} lng={match.lng} />
    </>
  );
}
