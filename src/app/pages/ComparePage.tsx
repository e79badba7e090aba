import { useTranslation } from 'react-i18next';
import { CompareView } from '../../features/compare/CompareView.tsx';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';

/** Listings side by side, named in the URL (?ids=): vergelijken / comparer / compare. */
export function ComparePage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation(['common', 'tools']);
  return (
    <>
      <PageHeader match={match} intro={t('tools:compare.intro')} />
      <div className="container section">
        <CompareView lng={match.lng} />
      </div>
    </>
  );
}
