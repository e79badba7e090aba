import type { MenuModule } from '../../config/schema.ts';

/**
 * How a menu module is read where the configuration leaves a value open: which goal a property
 * list shows (the page it sits on decides), how many items and how many per row. In a module of
 * its own so the publish plan reads modules exactly as the pages render them.
 */
export function goalOfPage(path: string | undefined): 0 | 1 {
  return path === 'for-rent' ? 1 : 0;
}

export function moduleItems(module: Pick<MenuModule, 'maxItems' | 'numberItemOfRow'>): { max: number; perRow: number } {
  return { max: module.maxItems ?? 12, perRow: module.numberItemOfRow ?? 3 };
}

/**
 * A sale or rent list (a property-list module without a view of its own: newest and realisations
 * have theirs), the one list of the site that pages (docs/DECISIONS.md, "Paged lists").
 */
export const isListModule = (module: Pick<MenuModule, 'type' | 'view'>) =>
  module.type === 'property-list' && module.view !== 'newest' && module.view !== 'realisations';
