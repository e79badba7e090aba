/**
 * One side of a change (the catalogue before or after a sync), indexed by id per language, with
 * the views its pages show made when first asked for.
 */
import type { Lng } from '../../../src/config/languages.ts';
import {
  catalogueIn,
  catalogueView,
  projectsByIdIn,
  type CatalogueView,
} from '../../../src/domain/catalogue/catalogueView.ts';
import { toClientCatalogue, toListingCard, toProjectCard } from '../../../src/domain/catalogue/clientData.ts';
import { listingHref, projectHref } from '../../../src/domain/catalogue/links.ts';
import type { Project, Property } from '../../../src/domain/catalogue/schema.ts';
import type { ListingCard, ProjectCard } from '../../../src/domain/catalogue/types.ts';
import type { DetailKind } from '../../../src/domain/catalogue/detailTypes.ts';
import type { PageSource, RecordSource } from '../../../src/domain/routes/blockSource.ts';
import type { RouteMatch } from '../../../src/domain/routes/routeTable.ts';
import { listPageCount, pagedListOf } from '../../../src/domain/routes/pagedLists.ts';
import type { CatalogueFiles } from '../../snapshot/catalogueCheck.ts';
import type { CatalogueSnapshot, PlanConfig } from './planTypes.ts';

/** One side's catalogue in one language, indexed by id; derived views made when first asked for. */
export class LanguageCatalogue implements RecordSource {
  readonly properties: Map<number, Property>;
  readonly projects: Map<number, Project>;
  private units: Map<number, number[]> | null = null;
  private readonly cards = new Map<number, ListingCard>();
  private readonly projectCards = new Map<number, ProjectCard>();
  private ready: CatalogueView | null = null;
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

  /** The client catalogue's views, as a page renders from them. */
  view(): CatalogueView {
    this.ready ??= catalogueView(this.lng, toClientCatalogue(this.lng, this.files));
    return this.ready;
  }

  /** How many pages a list has, as the manifest and the prerender count them (listPages.ts). */
  pagesOf(match: RouteMatch): number {
    const list = pagedListOf(match.route);
    const catalogue = list && catalogueIn(this.view(), this.lng);
    return list && catalogue ? listPageCount(catalogue, list) : 1;
  }

  /** A view several blocks read (a list's page, for its counts, options and cards), made once. */
  memo<T>(key: string, make: () => T): T {
    if (!this.views.has(key)) this.views.set(key, make());
    return this.views.get(key) as T;
  }
}

export class SnapshotIndex {
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

/**
 * What a page's blocks are computed from: one side's catalogue of the page's language. A card
 * is its record's (toListingCard) and its link its record's and its project's, so a listing no
 * change touched (`touched`: the changed ones and the units of changed projects) has the same card
 * and link on both sides: its id stands for them. A list of 2,000 cards (every page of a list)
 * then compares by ids and builds the links of the touched listings only.
 */
export function pageSource(catalogue: LanguageCatalogue, config: PlanConfig, touched: ReadonlySet<number>): PageSource {
  const { lng } = catalogue;
  return {
    lng,
    get view() {
      return catalogue.view();
    },
    search: config.search,
    linkedCards: (listings) => {
      const projects = projectsByIdIn(catalogue.view(), lng);
      return listings.map((listing) =>
        touched.has(listing.ID)
          ? {
              ...listing,
              href: listingHref(lng, listing, listing.ProjectID === null ? undefined : projects.get(listing.ProjectID)),
            }
          : listing.ID,
      );
    },
    once: (key, make) => catalogue.memo(key, make),
  };
}
