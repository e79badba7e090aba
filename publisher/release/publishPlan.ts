/**
 * The publish plan: from the old and the new catalogue snapshot, what an incremental publish
 * must render, write, redirect, answer as gone and derive again. Pure: it reads only the two
 * snapshots and the configuration; the sync that wrote the files and the publisher that renders
 * and switches the build are elsewhere.
 *
 * Why this is enough. A prerendered page is a function of the code, the configuration, the
 * translations and, for some pages, its own language's catalogue. A sync changes only the last,
 * so a page needs rendering again exactly when what it shows of that catalogue differs. PAGES
 * says, for every kind of page and every block pages are made of, what that is, computed with
 * the app's own selectors and path builders: the plan sees the same counts, the same first page
 * of a list and the same cards as the HTML, so a page it leaves alone would render byte for
 * byte as before (the data files it names aside: see `dataFiles`). A change of code,
 * configuration, menu or texts touches every page: that is a full build, not this plan.
 *
 * Detail pages are planned per record. A listing's page shows its record, its path in every
 * language (the canonical and hreflang links: a move in one language renders the others again)
 * and, for a project's unit, the project's name and path; a project's page shows its units'
 * cards. Only the records a change touches, and the units of a changed project, are examined.
 *
 * Why it is fast. Records are matched by id in Maps and compared by deep equality of their
 * JSON (identical objects at once); the list and module views, the only whole-catalogue work,
 * are computed only for the languages whose client catalogue changed. Every step is a pass over
 * the records or a sort of them, never a pair of them: the time follows the size of the
 * catalogue, not its square.
 *
 * A sale or rent list is one page per page of its unfiltered list (`?page=N`: listPages.ts): each
 * is planned like a page of its own, with the cards of its page, and the pages past the list's
 * new last page are dropped (the server answers them 404 by the manifest's count of pages).
 *
 * Left out on purpose: records that only change places in a file (the views sort them, ties
 * broken by id, so a feed that lists them in another order publishes nothing), and the type and
 * town pages of the lists, which are query strings the browser renders, not prerendered pages.
 */
import type { MenuModule, SiteConfig } from '../../src/config/schema.ts';
import type { Lng } from '../../src/config/languages.ts';
import { matchRoute, publicPaths, type RouteMatch } from '../../src/domain/routes/routeTable.ts';
import type { PageKind } from '../../src/domain/routes/fixedRoutes.ts';
import { formsOfPage } from '../../src/domain/routes/formPages.ts';
import { goalOfPage, isListModule, moduleItems } from '../../src/domain/routes/moduleProps.ts';
import { fieldsOf, type Control } from '../../src/domain/forms/layouts.ts';
import {
  catalogueView as readyCatalogue,
  catalogueIn as selectCatalogue,
  citiesIn as selectCities,
  cityListsIn as selectCityLists,
  listPageIn as selectListPage,
  newestIn as selectNewest,
  projectsByIdIn as selectProjectsById,
  projectsIn as selectProjects,
  realisationsIn as selectRealisations,
  totalsIn as selectTotals,
  typeCountsIn as selectTypeCounts,
  typesIn as selectAllTypes,
} from '../../src/domain/catalogue/catalogueView.ts';
import { toClientCatalogue, toListingCard, toProjectCard } from '../../src/domain/catalogue/clientData.ts';
import { listingHref, projectHref } from '../../src/domain/catalogue/links.ts';
import { parseListQuery } from '../../src/domain/catalogue/listQuery.ts';
import { listPageCount, pagedListOf } from '../../src/domain/routes/pagedLists.ts';
import { listPageUrl } from '../../src/lib/listPages.ts';
import { filterChoices } from '../../src/domain/catalogue/filterChoices.ts';
import type { Project, Property } from '../../src/domain/catalogue/schema.ts';
import type { Catalogue, ListingCard, ProjectCard } from '../../src/domain/catalogue/types.ts';
import type { DetailKind } from '../../src/domain/catalogue/detailTypes.ts';
import type { CatalogueFiles } from '../snapshot/catalogueCheck.ts';
import { formFacts } from '../dataFiles/formFacts.ts';

/** Each enabled language's snapshot files, validated (snapshot.ts readCatalogue). */
export type CatalogueSnapshot = ReadonlyMap<Lng, CatalogueFiles>;

/** The configuration the site is built with: its languages, and what the home search card shows. */
export type PlanConfig = Pick<SiteConfig, 'languages' | 'search'>;

/** What of the catalogue a page shows: figures, cards (with their links), or names in options. */
export type Aspect = 'counts' | 'cards' | 'options';

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

/**
 * Deep equality of JSON values: records and views are compared for what they hold, wherever
 * their objects were made (a copy from another realm or thread has other prototypes, which
 * node:util's isDeepStrictEqual would count as a difference).
 */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) if (!Object.hasOwn(right, key) || !same(left[key], right[key])) return false;
  return true;
}

type CatalogueState = ReturnType<typeof readyCatalogue>;

/** One side's catalogue in one language, indexed by id; derived views made when first asked for. */
class LanguageCatalogue {
  readonly properties: Map<number, Property>;
  readonly projects: Map<number, Project>;
  private units: Map<number, number[]> | null = null;
  private readonly cards = new Map<number, ListingCard>();
  private readonly projectCards = new Map<number, ProjectCard>();
  private ready: CatalogueState | null = null;
  private readonly views = new Map<string, unknown>();

  constructor(
    readonly lng: Lng,
    readonly files: CatalogueFiles,
  ) {
    this.properties = new Map(files.properties.map((p) => [p.ID, p]));
    this.projects = new Map(files.projects.map((p) => [p.ID, p]));
  }

  record(kind: DetailKind, id: number): Property | Project | undefined {
    return kind === 'property' ? this.properties.get(id) : this.projects.get(id);
  }

  card(id: number): ListingCard | undefined {
    let card = this.cards.get(id);
    if (!card) {
      const record = this.properties.get(id);
      if (!record) return undefined;
      card = toListingCard(record);
      this.cards.set(id, card);
    }
    return card;
  }

  projectCard(id: number | null): ProjectCard | undefined {
    if (id === null) return undefined;
    let card = this.projectCards.get(id);
    if (!card) {
      const record = this.projects.get(id);
      if (!record) return undefined;
      card = toProjectCard(record);
      this.projectCards.set(id, card);
    }
    return card;
  }

  /** A project's units, in the file's order (the order its page lists them in). */
  unitsOf(projectId: number): number[] {
    if (!this.units) {
      this.units = new Map();
      for (const p of this.files.properties) {
        if (p.ProjectID === null) continue;
        const list = this.units.get(p.ProjectID) ?? [];
        list.push(p.ID);
        this.units.set(p.ProjectID, list);
      }
    }
    return this.units.get(projectId) ?? [];
  }

  /** The record's canonical path, by the same builders as the build's canonical.json. */
  path(kind: DetailKind, id: number): string | undefined {
    if (kind === 'project') {
      const project = this.projectCard(id);
      return project && projectHref(this.lng, project);
    }
    const card = this.card(id);
    return card && listingHref(this.lng, card, this.projectCard(card.ProjectID));
  }

  /** The store's catalogue slices as a page renders from them. */
  state(): CatalogueState {
    this.ready ??= readyCatalogue(this.lng, toClientCatalogue(this.lng, this.files));
    return this.ready;
  }

  /** How many pages a list has, as the manifest and the prerender count them (listPages.ts). */
  pagesOf(match: RouteMatch): number {
    const list = pagedListOf(match.route);
    const catalogue = list && selectCatalogue(this.state(), this.lng);
    return list && catalogue ? listPageCount(catalogue, list) : 1;
  }

  /** A view several blocks read (a list's page, for its counts, options and cards), made once. */
  memo<T>(key: string, make: () => T): T {
    if (!this.views.has(key)) this.views.set(key, make());
    return this.views.get(key) as T;
  }
}

class SnapshotIndex {
  private readonly languages = new Map<Lng, LanguageCatalogue>();
  constructor(
    private readonly snapshot: CatalogueSnapshot,
    private readonly name: string,
  ) {}

  of(lng: Lng): LanguageCatalogue {
    let language = this.languages.get(lng);
    if (!language) {
      const files = this.snapshot.get(lng);
      if (!files) throw new Error(`The ${this.name} snapshot has no ${lng} catalogue`);
      language = new LanguageCatalogue(lng, files);
      this.languages.set(lng, language);
    }
    return language;
  }
}

/** What a page's block is computed from: one side's catalogue of the page's language. */
interface ViewContext {
  lng: Lng;
  catalogue: LanguageCatalogue;
  config: PlanConfig;
  /** Listings whose card or link may differ between the sides: the changed ones and the units of changed projects. */
  touched: ReadonlySet<number>;
}

/** Where a block is shown: its module, its page, and which page of a list (1 for any other page). */
type PageView = (context: ViewContext, at: { module: MenuModule | null; match: RouteMatch; page: number }) => unknown;
type DetailView = (catalogue: LanguageCatalogue, id: number) => unknown;

/** Where a block appears. */
type Where =
  | { every: true }
  | { pages: readonly PageKind[] }
  | { module: (module: MenuModule) => boolean }
  /** A page whose prerendered HTML holds a form with this control. */
  | { form: Control }
  /** Planned per record (detailPlan). */
  | { detail: DetailKind }
  /** Rendered by the build beside the route table's pages (404 pages): never from the catalogue. */
  | { notFound: true };

type DetailPart = Extract<DetailReason, 'record' | 'project' | 'units'>;

interface PageDependency {
  part: string;
  where: Exclude<Where, { detail: DetailKind }>;
  shows: Partial<Record<Aspect, PageView>>;
  note: string;
}

interface DetailDependency {
  part: string;
  where: { detail: DetailKind };
  shows: Partial<Record<DetailPart, DetailView>>;
  note: string;
}

type Dependency = PageDependency | DetailDependency;

const isDetail = (row: Dependency): row is DetailDependency => 'detail' in row.where;

/**
 * Cards as a page shows them, with their links. A card is its record's (toListingCard) and its link
 * its record's and its project's, so a listing no change touched has the same card and link on both
 * sides: its id stands for them. A list of 2,000 cards (every page of a list) then compares by ids
 * and builds the links of the touched listings only.
 */
const linkedCards = ({ lng, catalogue, touched }: ViewContext, listings: readonly ListingCard[]) => {
  const projects = selectProjectsById(catalogue.state(), lng);
  return listings.map((listing) =>
    touched.has(listing.ID)
      ? {
          ...listing,
          href: listingHref(lng, listing, listing.ProjectID === null ? undefined : projects.get(listing.ProjectID)),
        }
      : listing.ID,
  );
};

const sizeOf = (module: MenuModule | null) => moduleItems(module ?? { maxItems: null, numberItemOfRow: null });

/** Page `number` of the unfiltered list, as the prerender renders it (no query string, or ?page=N). */
function listPage({ lng, catalogue }: ViewContext, module: MenuModule | null, match: RouteMatch, number: number) {
  const goal = goalOfPage(match.route.menuEntry?.path);
  const size = sizeOf(module).max;
  const { query } = parseListQuery(number > 1 ? `page=${number}` : '');
  return selectListPage(catalogue.state(), lng, goal, query, size);
}

/**
 * What every page of a list shows alike (the paging line's counts, the pager's number of pages,
 * the filter's options and their counts), made once per list and side: every page's view is then
 * the same object, and the plan compares it once (pagePlan).
 */
function listFacts(context: ViewContext, module: MenuModule | null, match: RouteMatch) {
  const { lng, catalogue } = context;
  const goal = goalOfPage(match.route.menuEntry?.path);
  return catalogue.memo(`list:${goal}:${sizeOf(module).max}`, () => {
    const state = catalogue.state();
    const page = listPage(context, module, match, 1);
    const choices = filterChoices(
      selectTypeCounts(state, lng),
      selectCities(state, lng, goal === 0 ? 'sale' : 'rent'),
      goal,
      parseListQuery('').query,
    );
    return {
      counts: {
        paging: [page.total, page.available, page.pages],
        types: choices.types.map((entry) => [entry.type.WebID, goal === 0 ? entry.sale : entry.rent]),
        towns: choices.towns.map((town) => [town.Zip, town.PropertyCount]),
      },
      options: {
        types: choices.types.map((entry) => [entry.type.WebID, entry.type.Name]),
        towns: choices.towns.map((town) => [town.Name, town.Zip]),
      },
    };
  });
}

const homeSearchShowsTotals = (config: PlanConfig, lng: Lng) =>
  /\{FOR_(?:SALE|RENT)_TOTAL\}/.test(config.search.description[lng]) ||
  (config.search.showCountProperty && config.search.showSearchCount);

/**
 * Every page and block considered, with what of the catalogue its HTML shows. A block that
 * shows nothing is listed with the reason, so the next reader need not look again.
 */
export const PAGES: readonly Dependency[] = [
  {
    part: 'site layout',
    where: { every: true },
    shows: {},
    note: 'header, top bar, main menu, phone drawer, language switcher, footer and breadcrumb come from the configuration and the texts; the header heart counts the visitor’s own favourites, after hydration',
  },
  {
    part: 'home search card',
    where: { pages: ['home'] },
    shows: {
      counts: ({ lng, catalogue, config }) => {
        if (!homeSearchShowsTotals(config, lng)) return null;
        const { sale, rent } = selectTotals(catalogue.state(), lng);
        return { sale, rent };
      },
    },
    note: 'the sale and rent totals in its text and buttons; its panel (types, towns, listings) is rendered only when opened',
  },
  {
    part: 'newest listings',
    where: { module: (m) => m.type === 'property-list' && m.view === 'newest' },
    shows: {
      cards: (context, { module }) =>
        linkedCards(context, selectNewest(context.catalogue.state(), context.lng, sizeOf(module).max)),
    },
    note: 'the home’s newest cards, sold ones included',
  },
  {
    part: 'realisations',
    where: { module: (m) => m.type === 'property-list' && m.view === 'realisations' },
    shows: {
      cards: (context, { module }) =>
        linkedCards(context, selectRealisations(context.catalogue.state(), context.lng).slice(0, sizeOf(module).max)),
    },
    note: 'the newest sold and let listings',
  },
  {
    part: 'sale or rent list',
    where: { module: isListModule },
    shows: {
      counts: (context, { module, match }) => listFacts(context, module, match).counts,
      options: (context, { module, match }) => listFacts(context, module, match).options,
      cards: (context, { module, match, page }) => linkedCards(context, listPage(context, module, match, page).items),
    },
    note: 'on each page of the list: the paging line and the pager (the number of pages), the filter options with their counts, and that page’s cards; a type, town or search is a query string, rendered in the browser',
  },
  {
    part: 'figures',
    where: { module: (m) => m.type === 'stats-view' },
    shows: { counts: ({ lng, catalogue }) => selectTotals(catalogue.state(), lng) },
    note: 'listings for sale and for rent (sold and let ones left out), projects, towns',
  },
  {
    part: 'projects list',
    where: { module: (m) => m.type === 'project-list' },
    shows: {
      cards: ({ lng, catalogue }, { module }) =>
        selectProjects(catalogue.state(), lng)
          .slice(0, sizeOf(module).max)
          .map((project) => ({ ...project, href: projectHref(lng, project) })),
    },
    note: 'the newest projects’ cards',
  },
  {
    part: 'editorial and contact modules',
    where: { module: (m) => m.type === 'article' || m.type === 'category' || m.type === 'contact' },
    shows: {},
    note: 'content files and the agency’s details',
  },
  {
    part: 'property types field',
    where: { form: 'types' },
    shows: {
      options: ({ lng, catalogue }) =>
        selectAllTypes(catalogue.state(), lng).map((type) => [type.WebID, type.Name, type.ShowOrder]),
    },
    note: 'the demand register’s type checkboxes: names, no counts',
  },
  {
    part: 'zones field',
    where: { form: 'zones' },
    shows: {
      options: ({ lng, catalogue }) =>
        (selectCityLists(catalogue.state(), lng)?.all ?? []).map((town) => [town.Name, town.Zip]),
    },
    note: 'the demand register’s town checkboxes: names and postcodes, no counts',
  },
  {
    part: 'favourites and comparison',
    where: { pages: ['favourites', 'compare'] },
    shows: {},
    note: 'filled from the browser’s stored favourites or the URL, after hydration',
  },
  {
    part: 'saved search, login and owner pages',
    where: { pages: ['alerts', 'login', 'owner-portal'] },
    shows: {},
    note: 'a saved search and an owner’s property come from the server when the page is asked for',
  },
  {
    part: 'editorial, thank-you and calculator pages',
    where: {
      pages: ['content', 'news', 'news-item', 'testimonials', 'testimonial', 'article', 'feedback', 'costs'],
    },
    shows: {},
    note: 'content files, texts and the purchase-cost rates; the calculator takes a listing from its query string in the browser',
  },
  {
    part: 'not-found pages',
    where: { notFound: true },
    shows: {},
    note: 'the 404 page and the “property not found” pages show a search form and texts',
  },
  {
    part: 'listing page',
    where: { detail: 'property' },
    shows: {
      record: (catalogue, id) => catalogue.properties.get(id),
      // The "part of" line and the breadcrumb name the project and link to it.
      project: (catalogue, id) => {
        const project = catalogue.projectCard(catalogue.properties.get(id)?.ProjectID ?? null);
        return project ? { name: project.Name, href: projectHref(catalogue.lng, project) } : null;
      },
    },
    note: 'its record (its detail file), its path in every language (canonical, hreflang, switcher), and a unit’s project',
  },
  {
    part: 'project page',
    where: { detail: 'project' },
    shows: {
      record: (catalogue, id) => catalogue.projects.get(id),
      units: (catalogue, id) =>
        catalogue.unitsOf(id).map((unit) => [catalogue.card(unit), catalogue.path('property', unit)]),
    },
    note: 'its record, its path in every language, and its units’ table (cards and links)',
  },
];

function diffById<T extends { ID: number }>(old: Map<number, T>, next: Map<number, T>): RecordChanges {
  const changes: RecordChanges = { added: [], changed: [], removed: [] };
  for (const [id, record] of next) {
    const before = old.get(id);
    if (!before) changes.added.push(id);
    else if (!same(before, record)) changes.changed.push(id);
  }
  for (const id of old.keys()) if (!next.has(id)) changes.removed.push(id);
  const byId = (a: number, b: number) => a - b;
  changes.added.sort(byId);
  changes.changed.sort(byId);
  changes.removed.sort(byId);
  return changes;
}

const touched = (changes: RecordChanges) => [...changes.added, ...changes.changed, ...changes.removed];
const hasAny = (changes: RecordChanges) => touched(changes).length > 0;

function pathsOf(snapshot: SnapshotIndex, languages: readonly Lng[], kind: DetailKind, id: number) {
  const paths: Partial<Record<Lng, string>> = {};
  for (const lng of languages) {
    const path = snapshot.of(lng).path(kind, id);
    if (path !== undefined) paths[lng] = path;
  }
  return paths;
}

function detailViews(kind: DetailKind): [DetailPart, DetailView][] {
  const row = PAGES.filter(isDetail).find((candidate) => candidate.where.detail === kind);
  return row ? (Object.entries(row.shows) as [DetailPart, DetailView][]) : [];
}

/** Records a change can show on: the changed ones, their projects, and a changed project's units. */
function candidates(old: SnapshotIndex, next: SnapshotIndex, plan: PublishPlan): Map<DetailKind, Set<number>> {
  const properties = new Set<number>();
  const projects = new Set<number>();
  for (const [lng, changes] of Object.entries(plan.changes) as [Lng, LanguageChanges][]) {
    for (const id of touched(changes.projects)) {
      projects.add(id);
      for (const side of [old, next]) for (const unit of side.of(lng).unitsOf(id)) properties.add(unit);
    }
    for (const id of touched(changes.properties)) {
      properties.add(id);
      for (const side of [old, next]) {
        const project = side.of(lng).properties.get(id)?.ProjectID;
        if (project !== undefined && project !== null) projects.add(project);
      }
    }
  }
  return new Map([
    ['property', properties],
    ['project', projects],
  ]);
}

/**
 * The detail file is the record with its paths in every language; a unit's project and a
 * project's units come from the catalogue file.
 */
const IN_DETAIL_FILE: ReadonlySet<DetailReason> = new Set(['added', 'record', 'path', 'alternates']);

function detailPlan(
  old: SnapshotIndex,
  next: SnapshotIndex,
  languages: readonly Lng[],
  touchedRecords: Map<DetailKind, Set<number>>,
  plan: PublishPlan,
): void {
  const sitemaps = new Set<Lng>();
  let moves = false;
  for (const [kind, ids] of touchedRecords) {
    const views = detailViews(kind);
    for (const id of [...ids].sort((a, b) => a - b)) {
      const before = pathsOf(old, languages, kind, id);
      const after = pathsOf(next, languages, kind, id);
      const moved = !same(before, after);
      moves ||= moved;
      for (const lng of languages) {
        const was = old.of(lng).record(kind, id);
        const is = next.of(lng).record(kind, id);
        const ref: DetailRef = { lng, kind, id };
        const from = before[lng];
        const to = after[lng];
        if (!is) {
          if (was && from !== undefined) {
            plan.gonePages.push({ ...ref, path: from });
            plan.dataFiles.removedDetails.push(ref);
            sitemaps.add(lng);
          }
          continue;
        }
        if (to === undefined) throw new Error(`No path for ${kind} ${id} in ${lng}`);
        const because: DetailReason[] = [];
        if (!was || from === undefined) {
          because.push('added');
        } else {
          for (const [reason, view] of views) {
            if (!same(view(old.of(lng), id), view(next.of(lng), id))) because.push(reason);
          }
          if (from !== to) {
            because.push('path');
            plan.redirects.push({ ...ref, from, to });
          } else if (moved) {
            because.push('alternates');
          }
        }
        if (because.length === 0) continue;
        plan.detailPages.push({ ...ref, path: to, because });
        if (because.some((reason) => IN_DETAIL_FILE.has(reason))) plan.dataFiles.details.push(ref);
        if (!was || moved || was.DateCreated !== is.DateCreated) sitemaps.add(lng);
      }
    }
  }
  plan.sitemaps = languages.filter((lng) => sitemaps.has(lng)).map((lng) => `sitemap-${lng}.xml`);
  plan.manifest = moves || formFactsChanged(old, next, languages, touchedRecords);
}

/** What canonical.json tells the form endpoint of the records the change touched, and of the types. */
function formFactsChanged(
  old: SnapshotIndex,
  next: SnapshotIndex,
  languages: readonly Lng[],
  ids: Map<DetailKind, Set<number>>,
): boolean {
  const factsOf = (side: SnapshotIndex) => {
    const catalogues = new Map<Lng, Catalogue>();
    for (const lng of languages) {
      const catalogue = side.of(lng);
      const pick = <T>(kind: DetailKind, card: (id: number) => T | undefined) =>
        [...(ids.get(kind) ?? [])].flatMap((id) => {
          const found = card(id);
          return found ? [found] : [];
        });
      catalogues.set(lng, {
        language: lng,
        properties: pick('property', (id) => catalogue.card(id)),
        projects: pick('project', (id) => catalogue.projectCard(id)),
        types: catalogue.files.types,
        cities: catalogue.files.cities,
      });
    }
    return formFacts(catalogues);
  };
  return !same(factsOf(old), factsOf(next));
}

/** Where a block of PAGES appears on a prerendered page; a module block once per module. */
interface Placement {
  row: PageDependency;
  module: MenuModule | null;
}

function placements(match: RouteMatch): Placement[] {
  const modules = (match.route.menuEntry?.modules ?? []).filter((m) => m.status === 'Published');
  const controls = new Set(formsOfPage(match).flatMap((kind) => fieldsOf(kind).map((field) => field.spec.control)));
  return PAGES.flatMap((row): Placement[] => {
    if (isDetail(row)) return [];
    const where = row.where;
    if ('every' in where) return [{ row, module: null }];
    if ('pages' in where) return where.pages.includes(match.route.page) ? [{ row, module: null }] : [];
    if ('module' in where) return modules.filter(where.module).map((module) => ({ row, module }));
    if ('form' in where) return controls.has(where.form) ? [{ row, module: null }] : [];
    return [];
  });
}

const ASPECTS: readonly Aspect[] = ['counts', 'cards', 'options'];

/**
 * Every block is a function of its language's client catalogue (the selectors read nothing
 * else), so a language whose client catalogue is unchanged has no page to render again. A list
 * is each of its pages (listPages.ts): a page new to it shows everything anew, and the pages past
 * its new last page are dropped.
 */
function pagePlan(
  old: SnapshotIndex,
  next: SnapshotIndex,
  config: PlanConfig,
  touchedRecords: Map<DetailKind, Set<number>>,
  plan: PublishPlan,
): void {
  const changed = new Set<string>(plan.dataFiles.catalogues);
  const touched = touchedRecords.get('property') ?? new Set<number>();
  // A view every page of a list shares (listFacts) is compared once, not once per page.
  const compared = new WeakMap<object, WeakMap<object, boolean>>();
  const sameView = (a: unknown, b: unknown): boolean => {
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return same(a, b);
    let known = compared.get(a);
    if (!known) compared.set(a, (known = new WeakMap()));
    let verdict = known.get(b);
    if (verdict === undefined) known.set(b, (verdict = same(a, b)));
    return verdict;
  };
  for (const { path, lng, routeId } of publicPaths()) {
    if (!changed.has(lng)) continue;
    const match = matchRoute(path);
    if (!match) throw new Error(`The route table lists ${path} but does not match it`);
    const before: ViewContext = { lng, catalogue: old.of(lng), config, touched };
    const after: ViewContext = { lng, catalogue: next.of(lng), config, touched };
    const blocks = placements(match);
    const pagesBefore = before.catalogue.pagesOf(match);
    const pagesAfter = after.catalogue.pagesOf(match);
    // The server answers ?page=N up to the manifest's count.
    if (pagesBefore !== pagesAfter) plan.manifest = true;
    for (let page = 1; page <= Math.max(pagesBefore, pagesAfter); page++) {
      const url = listPageUrl(path, page);
      if (page > pagesAfter) {
        plan.droppedPages.push({ lng, routeId, path: url });
        continue;
      }
      const because = new Set<Aspect>();
      const parts = new Set<string>();
      for (const { row, module } of blocks) {
        const at = { module, match, page };
        for (const [aspect, view] of Object.entries(row.shows) as [Aspect, PageView][]) {
          if (page <= pagesBefore && sameView(view(before, at), view(after, at))) continue;
          because.add(aspect);
          parts.add(row.part);
        }
      }
      if (because.size === 0) continue;
      const aspects = ASPECTS.filter((aspect) => because.has(aspect));
      plan.pages.push({
        lng,
        routeId,
        path: url,
        because: aspects,
        countsOnly: aspects.length === 1 && aspects[0] === 'counts',
        parts: [...parts],
      });
    }
  }
}

const photosOf = (record: Property | Project): string[] => [
  'SmallPictureItem' in record ? record.SmallPictureItem.Name : record.SmallPicture.Name,
  ...record.Pictures.map((picture) => picture.Name),
];

/**
 * Photos that records start or stop using. A record no language changed is the same on both
 * sides, so only the changed records' photos can differ; the whole catalogue is read only when
 * they do, to keep a photo another record still shows.
 */
function mediaPlan(old: SnapshotIndex, next: SnapshotIndex, languages: readonly Lng[], plan: PublishPlan): void {
  const touchedIn = (lng: Lng, kind: 'properties' | 'projects') => {
    const changes = plan.changes[lng]?.[kind];
    return new Set(changes ? touched(changes) : []);
  };
  const usedBy = (side: SnapshotIndex) => {
    const names = new Set<string>();
    for (const lng of languages) {
      const catalogue = side.of(lng);
      for (const id of touchedIn(lng, 'properties')) {
        const record = catalogue.properties.get(id);
        if (record) for (const name of photosOf(record)) names.add(name);
      }
      for (const id of touchedIn(lng, 'projects')) {
        const record = catalogue.projects.get(id);
        if (record) for (const name of photosOf(record)) names.add(name);
      }
    }
    return names;
  };
  const before = usedBy(old);
  const after = usedBy(next);
  const added = new Set([...after].filter((name) => !before.has(name)));
  const unused = new Set([...before].filter((name) => !after.has(name)));
  if (added.size + unused.size === 0) return;
  for (const lng of languages) {
    const { files } = next.of(lng);
    const properties = touchedIn(lng, 'properties');
    const projects = touchedIn(lng, 'projects');
    const untouched = [
      ...files.properties.filter((p) => !properties.has(p.ID)),
      ...files.projects.filter((p) => !projects.has(p.ID)),
    ];
    for (const record of untouched) {
      for (const name of photosOf(record)) {
        added.delete(name);
        unused.delete(name);
      }
    }
  }
  plan.media.added = [...added].sort();
  plan.media.unused = [...unused].sort();
}

/** The client catalogue file holds every listing's and project's card, the types and the towns. */
function catalogueFileChanged(before: LanguageCatalogue, after: LanguageCatalogue, changes: LanguageChanges): boolean {
  if (changes.types || changes.cities) return true;
  if (changes.properties.added.length + changes.properties.removed.length > 0) return true;
  if (changes.projects.added.length + changes.projects.removed.length > 0) return true;
  if (changes.properties.changed.some((id) => !same(before.card(id), after.card(id)))) return true;
  return changes.projects.changed.some((id) => !same(before.projectCard(id), after.projectCard(id)));
}

/** The plan that takes the site from the `old` catalogue snapshot to the `next` one. */
export function planPublish(old: CatalogueSnapshot, next: CatalogueSnapshot, config: PlanConfig): PublishPlan {
  const languages = config.languages.enabled;
  const before = new SnapshotIndex(old, 'old');
  const after = new SnapshotIndex(next, 'new');
  const plan = emptyPlan();
  for (const lng of languages) {
    const a = before.of(lng);
    const b = after.of(lng);
    if (a.files === b.files) continue;
    const changes: LanguageChanges = {
      properties: diffById(a.properties, b.properties),
      projects: diffById(a.projects, b.projects),
      types: !same(a.files.types, b.files.types),
      cities: !same(a.files.cities, b.files.cities),
    };
    if (!hasAny(changes.properties) && !hasAny(changes.projects) && !changes.types && !changes.cities) continue;
    plan.changes[lng] = changes;
    if (catalogueFileChanged(a, b, changes)) plan.dataFiles.catalogues.push(lng);
  }
  if (Object.keys(plan.changes).length === 0) return plan;

  const touched = candidates(before, after, plan);
  detailPlan(before, after, languages, touched, plan);
  pagePlan(before, after, config, touched, plan);
  mediaPlan(before, after, languages, plan);
  return plan;
}
