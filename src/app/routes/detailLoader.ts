import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import type { PageData } from './pageData.ts';
import { notFound } from './notFound.ts';
import { detailRequestOf, detailSubjectOf } from '../../features/detail/subject.ts';

/**
 * A detail page: the catalogue says whether the id exists (404 "property / project not found"
 * otherwise), the detail file brings the rest. A file that cannot be had leaves the page to
 * show its retry state.
 */
export async function detailLoader(match: RouteMatch, data: PageData): Promise<void> {
  const catalogue = await data.catalogue(match.lng);
  if (!catalogue) return;
  const subject = detailSubjectOf(match, catalogue);
  if (!subject) throw notFound(match.route.page === 'project' ? 'project' : 'property');
  const request = detailRequestOf(match);
  if (request) await data.detail(request);
}
