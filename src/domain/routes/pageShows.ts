/**
 * What each kind of page shows, declared once: the data its HTML is made from and the blocks it
 * is made of. The route entries name their kind (fixedRoutes.ts; a menu page is `home` or
 * `menu`), the app gives each kind its component, loader and head (src/app/routes/pages.ts, a
 * Record over the same kinds), and the publisher derives from this table which pages a catalogue
 * change renders again (publisher/release/publishPlan.ts). What each block shows of the catalogue
 * is in blocks.ts; a menu page's modules and a page's form fields add theirs (MODULE_BLOCKS,
 * FIELD_BLOCKS).
 *
 * Adding a page kind: an entry here, its route entry, its component in pages.ts, its structured
 * data (src/app/head/structuredData.ts) and its texts; the types ask for each (README, "Add a page").
 */
import type { MenuModule } from '../../config/schema.ts';
import type { Control } from '../forms/layouts.ts';
import type { BlockId } from './blocks.ts';

/**
 * Where a page's HTML comes from: the language's catalogue file, a record's detail file, the
 * editorial content, or nothing at render time (filled in the browser from its storage or the
 * URL, or asked from the server when the page is opened); the configuration and the texts make
 * every page.
 */
export type PageData = 'catalogue' | 'detail' | 'content' | 'browser' | 'server';

export interface PageShows {
  data: readonly PageData[];
  /** Its own blocks, beside the site layout every page has. */
  blocks: readonly BlockId[];
  /** A page of the menu: its published modules add their blocks (MODULE_BLOCKS). */
  modules?: true;
}

export const PAGE_SHOWS = {
  home: { data: ['catalogue', 'content'], blocks: ['home search card'], modules: true },
  menu: { data: ['catalogue', 'content'], blocks: [], modules: true },
  content: { data: ['content'], blocks: ['editorial pages'] },
  feedback: { data: [], blocks: ['editorial pages'] },
  login: { data: ['server'], blocks: ['server pages'] },
  'owner-portal': { data: ['server'], blocks: ['server pages'] },
  property: { data: ['detail', 'catalogue'], blocks: ['listing page'] },
  project: { data: ['detail', 'catalogue'], blocks: ['project page'] },
  // A project's unit is a listing page under its project's path.
  'project-unit': { data: ['detail', 'catalogue'], blocks: ['listing page'] },
  testimonials: { data: ['content'], blocks: ['editorial pages'] },
  testimonial: { data: ['content'], blocks: ['editorial pages'] },
  article: { data: ['content'], blocks: ['editorial pages'] },
  news: { data: ['content'], blocks: ['editorial pages'] },
  'news-item': { data: ['content'], blocks: ['editorial pages'] },
  favourites: { data: ['browser'], blocks: ['browser lists'] },
  alerts: { data: ['server'], blocks: ['server pages'] },
  compare: { data: ['browser'], blocks: ['browser lists'] },
  costs: { data: [], blocks: ['editorial pages'] },
} as const satisfies Record<string, PageShows>;

export type PageKind = keyof typeof PAGE_SHOWS;

/** The blocks every page has. */
export const EVERY_PAGE: readonly BlockId[] = ['site layout'];

/** The block a menu module shows, by its type (a property list by its view). */
export const MODULE_BLOCKS: Record<MenuModule['type'], (module: MenuModule) => BlockId> = {
  'property-list': (module) =>
    module.view === 'newest'
      ? 'newest listings'
      : module.view === 'realisations'
        ? 'realisations'
        : 'sale or rent list',
  'stats-view': () => 'figures',
  'project-list': () => 'projects list',
  article: () => 'editorial and contact modules',
  category: () => 'editorial and contact modules',
  contact: () => 'editorial and contact modules',
};

/** Form fields whose options come from the catalogue, shown on a page whose HTML holds the form. */
export const FIELD_BLOCKS: Partial<Record<Control, BlockId>> = {
  types: 'property types field',
  zones: 'zones field',
};

/** What kind of page a route shows (the app's component, the publisher's plan). */
export const pageShows = (kind: PageKind): PageShows => PAGE_SHOWS[kind];
