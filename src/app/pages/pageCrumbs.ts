/**
 * The breadcrumb a page's header shows (PageHeader.tsx), as data: the route's trail, home
 * first, each step's text in the page's language; a content item's own title as the last step.
 * Empty when the page's menu entry turns the breadcrumb off. The page's structured data
 * describes the same steps (src/app/head/structuredData.ts).
 */
import type { TFunction } from 'i18next';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { breadcrumbFor } from '../../domain/routes/breadcrumbs.ts';
import { resolveLabel } from '../../domain/routes/labelText.ts';
import type { BreadcrumbItem } from '../../components/Breadcrumb.tsx';

export function headerCrumbs(match: RouteMatch, t: TFunction, title?: string): BreadcrumbItem[] {
  const { route, lng, params } = match;
  if (!(route.menuEntry?.showBreadCrumb ?? true)) return [];
  const crumbs = breadcrumbFor(route.id, lng, params);
  return crumbs.map((crumb, index) => ({
    href: crumb.href,
    text: title && index === crumbs.length - 1 ? title : resolveLabel(crumb.label, lng, t),
  }));
}
