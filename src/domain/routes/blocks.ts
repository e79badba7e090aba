/**
 * Every block pages are made of, with what of the catalogue its HTML shows, computed with the
 * same views the store's selectors wrap (src/domain/catalogue/catalogueView.ts): the publisher
 * sees the same counts, the same page of a list and the same cards as the HTML. A block that
 * shows nothing of the catalogue is listed with the reason, so the next reader need not look again.
 * Which page shows which block: pageShows.ts.
 */
import type { Lng } from '../../config/languages.ts';
import type { MenuModule, SiteConfig } from '../../config/schema.ts';
import { cityListsIn, newestIn, projectsIn, realisationsIn, totalsIn, typesIn } from '../catalogue/catalogueView.ts';
import { projectHref } from '../catalogue/links.ts';
import type { DetailKind } from '../catalogue/detailTypes.ts';
import { moduleItems } from './moduleProps.ts';
import type { Aspect, DetailBlockView, DetailPart, PageBlockView } from './blockSource.ts';
import { listFacts, listPage } from './listBlock.ts';

export interface PageBlock {
  shows: Partial<Record<Aspect, PageBlockView>>;
  note: string;
}

/** A record's page, planned per record. */
export interface DetailBlock {
  detail: DetailKind;
  shows: Partial<Record<DetailPart, DetailBlockView>>;
  note: string;
}

const sizeOf = (module: MenuModule | null) => moduleItems(module ?? { maxItems: null, numberItemOfRow: null }).max;

const homeSearchShowsTotals = (search: SiteConfig['search'], lng: Lng) =>
  /\{FOR_(?:SALE|RENT)_TOTAL\}/.test(search.description[lng]) || (search.showCountProperty && search.showSearchCount);

/** In the order a page's changed blocks are reported (PublishPlan's `parts`). */
export const BLOCKS = {
  'site layout': {
    shows: {},
    note: 'header, top bar, main menu, phone drawer, language switcher, footer and breadcrumb come from the configuration and the texts; the header heart counts the visitor’s own favourites, after hydration',
  },
  'home search card': {
    shows: {
      counts: ({ lng, view, search }) => {
        if (!homeSearchShowsTotals(search, lng)) return null;
        const { sale, rent } = totalsIn(view, lng);
        return { sale, rent };
      },
    },
    note: 'the sale and rent totals in its text and buttons; its panel (types, towns, listings) is rendered only when opened',
  },
  'newest listings': {
    shows: { cards: (source, { module }) => source.linkedCards(newestIn(source.view, source.lng, sizeOf(module))) },
    note: 'the home’s newest cards, sold ones included',
  },
  realisations: {
    shows: {
      cards: (source, { module }) =>
        source.linkedCards(realisationsIn(source.view, source.lng).slice(0, sizeOf(module))),
    },
    note: 'the newest sold and let listings',
  },
  'sale or rent list': {
    shows: {
      counts: (source, { module, match }) => listFacts(source, sizeOf(module), match).counts,
      options: (source, { module, match }) => listFacts(source, sizeOf(module), match).options,
      cards: (source, { module, match, page }) =>
        source.linkedCards(listPage(source, sizeOf(module), match, page).items),
    },
    note: 'on each page of the list: the paging line and the pager (the number of pages), the filter options with their counts, and that page’s cards; a type, town or search is a query string, rendered in the browser',
  },
  figures: {
    shows: { counts: ({ lng, view }) => totalsIn(view, lng) },
    note: 'listings for sale and for rent (sold and let ones left out), projects, towns',
  },
  'projects list': {
    shows: {
      cards: ({ lng, view }, { module }) =>
        projectsIn(view, lng)
          .slice(0, sizeOf(module))
          .map((project) => ({ ...project, href: projectHref(lng, project) })),
    },
    note: 'the newest projects’ cards',
  },
  'editorial and contact modules': { shows: {}, note: 'content files and the agency’s details' },
  'property types field': {
    shows: { options: ({ lng, view }) => typesIn(view, lng).map((type) => [type.WebID, type.Name, type.ShowOrder]) },
    note: 'the demand register’s type checkboxes: names, no counts',
  },
  'zones field': {
    shows: { options: ({ lng, view }) => (cityListsIn(view, lng)?.all ?? []).map((town) => [town.Name, town.Zip]) },
    note: 'the demand register’s town checkboxes: names and postcodes, no counts',
  },
  'browser lists': {
    shows: {},
    note: 'favourites and comparison: filled from the browser’s stored favourites or the URL, after hydration',
  },
  'server pages': {
    shows: {},
    note: 'a saved search, the login and the owner’s pages: what they show comes from the server when the page is asked for',
  },
  'editorial pages': {
    shows: {},
    note: 'editorial, thank-you and calculator pages: content files, texts and the purchase-cost rates; the calculator takes a listing from its query string in the browser',
  },
  'not-found pages': {
    shows: {},
    // Rendered by the build beside the route table's pages, so no page kind names this block.
    note: 'the 404 page and the “property not found” pages show a search form and texts',
  },
  'listing page': {
    detail: 'property',
    shows: {
      record: (source, id) => source.properties.get(id),
      // The "part of" line and the breadcrumb name the project and link to it.
      project: (source, id) => {
        const project = source.projectCard(source.properties.get(id)?.ProjectID ?? null);
        return project ? { name: project.Name, href: projectHref(source.lng, project) } : null;
      },
    },
    note: 'its record (its detail file), its path in every language (canonical, hreflang, switcher), and a unit’s project',
  },
  'project page': {
    detail: 'project',
    shows: {
      record: (source, id) => source.projects.get(id),
      units: (source, id) => source.unitsOf(id).map((unit) => [source.card(unit), source.path('property', unit)]),
    },
    note: 'its record, its path in every language, and its units’ table (cards and links)',
  },
} satisfies Record<string, PageBlock | DetailBlock>;

export type BlockId = keyof typeof BLOCKS;

export const isDetailBlock = (block: PageBlock | DetailBlock): block is DetailBlock => 'detail' in block;
