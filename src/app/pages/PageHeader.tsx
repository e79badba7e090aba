import { useTranslation } from '../../components/i18n.tsx';
import { Breadcrumb } from '../../features/layout/Breadcrumb.tsx';
import { breadcrumbFor, type RouteMatch } from '../routes/routeTable.ts';
import { labelText, resolveLabel } from '../routes/labelText.ts';

/** The breadcrumb (unless the page turns it off) and the page's one h1. */
export function PageHeader({ match, intro }: { match: RouteMatch; intro?: string }) {
  const { t } = useTranslation();
  const { route, lng, params } = match;
  const showBreadcrumb = route.menuEntry?.showBreadCrumb ?? true;
  const items = breadcrumbFor(route.id, lng, params).map((crumb) => ({
    href: crumb.href,
    text: resolveLabel(crumb.label, lng, t),
  }));
  return (
    <div className="page-header container">
      {showBreadcrumb && <Breadcrumb items={items} />}
      <h1 className="page-header__title">{labelText(match, lng, t)}</h1>
      {intro && <p className="page-header__intro">{intro}</p>}
    </div>
  );
}
