/**
 * Which pages the sale and rent lists have (docs/DECISIONS.md, "Paged lists"; their URLs and
 * files: lib/listPages.ts). Pure and small: the head (browser and prerender), the prerender, the
 * build's and the publisher's manifest (publisher/dataFiles/detailManifest.ts) and the publish plan count
 * a list's pages here, so they never disagree on which page exists.
 */
import type { MenuEntry } from '../../config/schema.ts';
import { site } from '../../config/site.ts';
import { goalOfPage, isListModule, moduleItems } from './moduleProps.ts';
import type { Catalogue, Goal } from '../catalogue/types.ts';
import { isSoldOrLet } from '../catalogue/marquee.ts';

export interface PagedList {
  goal: Goal;
  pageSize: number;
}

/** The list a menu page shows (its first published sale or rent list module), or null. */
export function pagedListOf(route: { menuEntry: MenuEntry | null }): PagedList | null {
  const entry = route.menuEntry;
  const module = entry?.modules.find((m) => m.status === 'Published' && isListModule(m));
  return entry && module ? { goal: goalOfPage(entry.path), pageSize: moduleItems(module).max } : null;
}

/**
 * How many pages the unfiltered list has (at least one, which may say "no listings"): its goal's
 * listings, less the sold and let ones when the site hides them, as selectListPage pages them.
 */
export function listPageCount(
  catalogue: Pick<Catalogue, 'properties'>,
  list: PagedList,
  hideSoldAndLet: boolean = site.lists.hideSoldAndLet,
): number {
  let count = 0;
  for (const listing of catalogue.properties) {
    if (listing.Goal === list.goal && !(hideSoldAndLet && isSoldOrLet(listing))) count++;
  }
  return Math.max(1, Math.ceil(count / list.pageSize));
}
