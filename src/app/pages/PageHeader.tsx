import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../features/layout/Breadcrumb.tsx';
import { breadcrumbFor, type RouteMatch } from '../routes/routeTable.ts';
import { labelText, resolveLabel } from '../routes/labelText.ts';

/**
 * The breadcrumb (unless the page turns it off) and the page's one h1. A content item's page
 * (an article, a news item) gives its own title, which is also the breadcrumb's last step.
 */
export function PageHeader({ match, intro, title }: { match: RouteMatch; intro?: string; title?: string }) {
  const { t } = useTranslation();
  const { route, lng, params } = match;
  const showBreadcrumb = route.menuEntry?.showBreadCrumb ?? true;
  const crumbs = breadcrumbFor(route.id, lng, params);
  const items = crumbs.map((crumb, index) => ({
    href: crumb.href,
    text: title && index === crumbs.length - 1 ? title : resolveLabel(crumb.label, lng, t),
  }));
  return (
    <div className="page-header container">
      {showBreadcrumb && <Breadcrumb items={items} />}
      <h1 className="page-header__title">{title ?? labelText(match, lng, t)}</h1>
      {intro && <p className="page-header__intro">{intro}</p>}
    </div>
  );
}
