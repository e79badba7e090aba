/**
 * What a block's view is computed from (blocks.ts). The publisher gives one per side of a change
 * (the catalogue before and after a sync) and compares what the views return: a block whose view
 * is the same on both sides renders the same HTML.
 */
import type { Lng } from '../../config/languages.ts';
import type { MenuModule, SiteConfig } from '../../config/schema.ts';
import type { CatalogueView } from '../catalogue/catalogueView.ts';
import type { Project, Property } from '../catalogue/schema.ts';
import type { ListingCard, ProjectCard } from '../catalogue/types.ts';
import type { DetailKind } from '../catalogue/detailTypes.ts';
import type { RouteMatch } from './routeTable.ts';

/** What of the catalogue a page shows: figures, cards (with their links), or names in options. */
export type Aspect = 'counts' | 'cards' | 'options';

/** One language's catalogue, as a page of the route table renders from it. */
export interface PageSource {
  lng: Lng;
  view: CatalogueView;
  /** What the home search card says (its text may name the totals). */
  search: SiteConfig['search'];
  /**
   * Listing cards as a page shows them, with their links, in a form fit to compare: the
   * publisher lets an untouched listing's id stand for its card and link.
   */
  linkedCards(listings: readonly ListingCard[]): unknown;
  /** A view several blocks or pages read (a list's counts and options), made once per source. */
  once<T>(key: string, make: () => T): T;
}

/** Where a block is shown: its module, its page, and which page of a list (1 for any other page). */
export interface BlockPlace {
  module: MenuModule | null;
  match: RouteMatch;
  page: number;
}

export type PageBlockView = (source: PageSource, at: BlockPlace) => unknown;

/** One language's records by id, for the pages planned per record. */
export interface RecordSource {
  lng: Lng;
  properties: ReadonlyMap<number, Property>;
  projects: ReadonlyMap<number, Project>;
  card(id: number): ListingCard | undefined;
  projectCard(id: number | null): ProjectCard | undefined;
  /** A project's units, in the order its page lists them. */
  unitsOf(projectId: number): number[];
  /** The record's canonical path. */
  path(kind: DetailKind, id: number): string | undefined;
}

/** What of a record's page can change: its record, its project (a unit), its units (a project). */
export type DetailPart = 'record' | 'project' | 'units';

export type DetailBlockView = (source: RecordSource, id: number) => unknown;
