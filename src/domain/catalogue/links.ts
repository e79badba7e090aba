/**
 * Links into the catalogue, all built from the route table: a list with its filters, a
 * listing (under its project when it belongs to one), a project.
 */
import { hrefFor } from '../routes/routeTable.ts';
import type { Lng } from '../../config/languages.ts';
import type { Goal, ListingCard, ProjectCard } from './types.ts';
import { listSearch, type ListQuery } from './listQuery.ts';

export const LIST_ROUTE: Record<Goal, string> = { 0: 'for-sale', 1: 'for-rent' };

export function listHref(lng: Lng, goal: Goal, query: Partial<ListQuery> = {}): string {
  return hrefFor(LIST_ROUTE[goal], lng) + listSearch(query);
}

export function projectHref(lng: Lng, project: Pick<ProjectCard, 'ID' | 'City' | 'Name'>): string {
  return hrefFor('project', lng, { city: project.City, name: project.Name, id: String(project.ID) });
}

/** A unit of a project appears under the project's path with its type and id (spec section 2). */
export function listingHref(lng: Lng, listing: ListingCard, project: ProjectCard | undefined): string {
  if (listing.ProjectID !== null && project) {
    return hrefFor('project-unit', lng, {
      city: project.City,
      name: project.Name,
      projectId: String(project.ID),
      type: listing.MainTypeName,
      id: String(listing.ID),
    });
  }
  return hrefFor(listing.Goal === 0 ? 'property-sale' : 'property-rent', lng, {
    city: listing.City,
    type: listing.MainTypeName,
    id: String(listing.ID),
  });
}
