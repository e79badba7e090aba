/**
 * Which listing or project a detail URL names, and whether the URL is its canonical one.
 * The id decides; the town, type and name in the path are for people and search engines,
 * so a renamed town or an old link still finds the page (and is sent to the canonical URL).
 */
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import type { Catalogue, ListingCard, ProjectCard } from '../../domain/catalogue/types.ts';
import { listingHref, projectHref } from '../../domain/catalogue/links.ts';
import type { DetailRequest } from '../../state/detail/detailSlice.ts';

export type DetailSubject =
  | { kind: 'property'; listing: ListingCard; project: ProjectCard | undefined; canonical: string }
  | { kind: 'project'; project: ProjectCard; units: ListingCard[]; canonical: string };

const DETAIL_PAGES = ['property', 'project', 'project-unit'] as const;

export function isDetailRoute(match: RouteMatch | null): boolean {
  return !!match && (DETAIL_PAGES as readonly string[]).includes(match.route.page);
}

function idOf(text: string | undefined): number | null {
  return text && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** The file a detail URL needs, or null when the URL cannot name one. */
export function detailRequestOf(match: RouteMatch | null): DetailRequest | null {
  if (!match || !isDetailRoute(match)) return null;
  const id = idOf(match.params.id);
  if (id === null) return null;
  return { lng: match.lng, kind: match.route.page === 'project' ? 'project' : 'property', id };
}

/** The listing or project of a detail URL, or null when the catalogue has no such id. */
export function detailSubjectOf(match: RouteMatch | null, catalogue: Catalogue | null): DetailSubject | null {
  const request = detailRequestOf(match);
  if (!request || !catalogue || !match) return null;
  if (request.kind === 'project') {
    const project = catalogue.projects.find((p) => p.ID === request.id);
    if (!project) return null;
    const units = catalogue.properties.filter((p) => p.ProjectID === project.ID);
    return { kind: 'project', project, units, canonical: projectHref(match.lng, project) };
  }
  const listing = catalogue.properties.find((p) => p.ID === request.id);
  if (!listing) return null;
  const project = listing.ProjectID === null ? undefined : catalogue.projects.find((p) => p.ID === listing.ProjectID);
  return { kind: 'property', listing, project, canonical: listingHref(match.lng, listing, project) };
}
