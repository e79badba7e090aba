/**
 * The breadcrumb of a detail page. A unit's trail passes through its project, whose link
 * needs the project's own id, so the trail is built here rather than from the route's
 * parents (which would reuse the unit's id).
 */
import type { TFunction } from 'i18next';
import { breadcrumbFor } from '../../domain/routes/breadcrumbs.ts';
import { resolveLabel } from '../../domain/routes/labelText.ts';
import type { Lng } from '../../config/languages.ts';
import { LIST_ROUTE, projectHref } from '../../domain/catalogue/links.ts';
import type { DetailSubject } from './subject.ts';
import type { BreadcrumbItem } from '../../components/Breadcrumb.tsx';

export type Crumb = BreadcrumbItem;

function trailTo(routeId: string, lng: Lng, t: TFunction): Crumb[] {
  return breadcrumbFor(routeId, lng).map((crumb) => ({ href: crumb.href, text: resolveLabel(crumb.label, lng, t) }));
}

export function detailCrumbs(subject: DetailSubject, lng: Lng, title: string, t: TFunction): Crumb[] {
  if (subject.kind === 'project') {
    return [...trailTo('projects', lng, t), { href: subject.canonical, text: subject.project.Name }];
  }
  const { listing, project } = subject;
  const own = { href: subject.canonical, text: title };
  if (project) {
    return [...trailTo('projects', lng, t), { href: projectHref(lng, project), text: project.Name }, own];
  }
  return [...trailTo(LIST_ROUTE[listing.Goal], lng, t), own];
}
