/** What a publish plan says (publishPlan.ts): the pages, files and answers a catalogue change touches. */
import type { Lng } from '../../../src/config/languages.ts';
import type { SiteConfig } from '../../../src/config/schema.ts';
import type { Aspect } from '../../../src/domain/routes/blockSource.ts';
import type { DetailKind } from '../../../src/domain/catalogue/detailTypes.ts';
import type { CatalogueFiles } from '../../snapshot/catalogueCheck.ts';
import { same } from './same.ts';

export type { Aspect };

/** Each enabled language's snapshot files, validated (snapshot.ts readCatalogue). */
export type CatalogueSnapshot = ReadonlyMap<Lng, CatalogueFiles>;

/** The configuration the site is built with: its languages, and what the home search card shows. */
export type PlanConfig = Pick<SiteConfig, 'languages' | 'search'>;

/**
 * Why a detail page renders again: it is new, its record changed, its own path moved, its path
 * in another language moved (its hreflang links), its project's name or path changed (a unit),
 * or its units' cards changed (a project).
 */
export type DetailReason = 'added' | 'record' | 'path' | 'alternates' | 'project' | 'units';

export interface RecordChanges {
  added: number[];
  changed: number[];
  removed: number[];
}

export interface LanguageChanges {
  properties: RecordChanges;
  projects: RecordChanges;
  /** types.json or cities.json differ. */
  types: boolean;
  cities: boolean;
}

export interface DetailRef {
  lng: Lng;
  kind: DetailKind;
  id: number;
}

export interface DetailPageToRender extends DetailRef {
  path: string;
  because: DetailReason[];
}

export interface PageToRender {
  lng: Lng;
  routeId: string;
  /** Its URL: a list's page N is `{list}/?page=N` (its file: listPages.ts pageFileOf). */
  path: string;
  because: Aspect[];
  /** Only its figures changed (no card, no option): its HTML depends on the catalogue through counts here. */
  countsOnly: boolean;
  /** The blocks of PAGES whose view changed. */
  parts: string[];
}

export interface PublishPlan {
  /** The languages whose catalogue changed, with what changed in each. */
  changes: Partial<Record<Lng, LanguageChanges>>;
  detailPages: DetailPageToRender[];
  /** Pages of records no longer in the catalogue: answered 410 Gone. */
  gonePages: (DetailRef & { path: string })[];
  /** A record's page that moved (a new town, type or project name): its old path to its new one. */
  redirects: (DetailRef & { from: string; to: string })[];
  /** List, home and module pages, in the order the build prerenders them (a list's pages after it). */
  pages: PageToRender[];
  /** A list's pages past its new last page (`{list}/?page=N`): their files go, the server answers 404. */
  droppedPages: { lng: Lng; routeId: string; path: string }[];
  /** sitemap-{lng}.xml files whose entries change (a detail page added, removed, moved, or its lastmod). */
  sitemaps: string[];
  /**
   * build/canonical.json changes: a canonical path, what the form endpoint knows of a record or a
   * type, or the number of pages of a list.
   */
  manifest: boolean;
  /**
   * Photo source names (snapshot/media) that no record used and one now does (their variants are
   * to be made), and those no record uses any more. The site's banner and editorial pictures are
   * not records: the publisher keeps those.
   */
  media: { added: string[]; unused: string[] };
  /**
   * Data files to write: the client catalogue per language (dist/data/{build}/catalogue.{lng}.json)
   * and detail files (dist/data/{build}/{lng}/{kind}-{id}.json); those of removed records to drop.
   * Every page names its language's catalogue file among its assets, so a publish that gives a
   * changed catalogue a new address changes those pages' assets too: this plan counts pages by
   * what they show, the publisher decides how data files are addressed.
   */
  dataFiles: { catalogues: Lng[]; details: DetailRef[]; removedDetails: DetailRef[] };
}

export function emptyPlan(): PublishPlan {
  return {
    changes: {},
    detailPages: [],
    gonePages: [],
    redirects: [],
    pages: [],
    droppedPages: [],
    sitemaps: [],
    manifest: false,
    media: { added: [], unused: [] },
    dataFiles: { catalogues: [], details: [], removedDetails: [] },
  };
}

/** Nothing to render, write or drop: a sync that found nothing publishes nothing. */
export function isEmptyPlan(plan: PublishPlan): boolean {
  return same(plan, emptyPlan());
}
