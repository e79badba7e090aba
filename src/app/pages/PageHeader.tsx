import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { labelText } from '../../domain/routes/labelText.ts';
import { headerCrumbs } from './pageCrumbs.ts';

/**
 * The breadcrumb (unless the page turns it off) and the page's one h1. A content item's page
 * (an article, a news item) gives its own title, which is also the breadcrumb's last step.
 */
export function PageHeader({ match, intro, title }: { match: RouteMatch; intro?: string; title?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-header container">
      <Breadcrumb items={headerCrumbs(match, t, title)} />
      <h1 className="page-header__title">{title ?? labelText(match, match.lng, t)}</h1>
      {intro && <p className="page-header__intro">{intro}</p>}
    </div>
  );
}
