/**
 * Which schema.org descriptions each kind of page carries (the builders are in schemaOrg.ts):
 *
 * - the home page: the agency and the website;
 * - the contact page (a menu page with a contact module): the agency and its breadcrumb;
 * - a listing, project or unit: the listing with its place and offer, the agency that sells it,
 *   and its breadcrumb;
 * - every other page whose header shows a breadcrumb: that breadcrumb.
 *
 * A pure function of the matched route and what heads are made from, called by the prerenderer
 * (entry-server.tsx) for the page's HTML only; the browser never needs it, so it stays out of
 * the app's JavaScript. A list page gets no ItemList (docs/DECISIONS.md, "Structured data").
 */
import type { TFunction } from 'i18next';
import type { Graph, Thing } from 'schema-dts';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import type { PageKind } from '../../domain/routes/fixedRoutes.ts';
import type { Catalogue } from '../../domain/catalogue/types.ts';
import type { SiteContent } from '../../domain/content/types.ts';
import type { Detail } from '../routes/pageData.ts';
import type { ProjectDetail, PropertyDetail } from '../../domain/catalogue/detailTypes.ts';
import { detailSubjectOf } from '../../features/detail/subject.ts';
import { detailCrumbs } from '../../features/detail/crumbs.ts';
import { listingTitle } from '../../features/detail/titles.ts';
import { siteUrl } from '../../config/env.ts';
import { headerCrumbs } from '../pages/pageCrumbs.ts';
import { contentItemOf } from '../pages/contentPages.ts';
import {
  agencyNode,
  breadcrumbNode,
  graphOf,
  projectListingNode,
  propertyListingNode,
  websiteNode,
} from './schemaOrg.ts';

export interface StructuredDataContext {
  t: TFunction;
  /** The page language's catalogue (null before it is in). */
  catalogue: Catalogue | null;
  /** The page language's editorial content, when loaded. */
  content: SiteContent | null;
  /** A detail page's file (the listing or project with everything its page shows). */
  detail: Detail | null;
}

type Nodes = (match: RouteMatch, context: StructuredDataContext) => (Thing | null)[];

/** A page whose header shows the route's breadcrumb. */
const header: Nodes = (match, { t }) => [breadcrumbNode(headerCrumbs(match, t))];

/** The contact page is the menu page that shows the contact module: the agency's details. */
const isContactPage = (match: RouteMatch) =>
  (match.route.menuEntry?.modules ?? []).some((module) => module.type === 'contact' && module.status === 'Published');

const menuPage: Nodes = (match, context) => [
  ...(isContactPage(match) ? [agencyNode()] : []),
  ...header(match, context),
];

const contentItem: Nodes = (match, { t, content }) => {
  const item = contentItemOf(match, content);
  return item ? [breadcrumbNode(headerCrumbs(match, t, item.title))] : [];
};

/** A listing, project or unit, as its page (DetailPage.tsx) shows it; nothing for an unknown id. */
const detailPage: Nodes = (match, { t, catalogue, detail }) => {
  const subject = detailSubjectOf(match, catalogue);
  if (!subject || !detail || !catalogue) return [];
  const url = siteUrl + subject.canonical;
  if (subject.kind === 'project') {
    const crumbs = detailCrumbs(subject, match.lng, subject.project.Name, t);
    return [
      projectListingNode(detail as ProjectDetail, { url, units: subject.units }),
      agencyNode(),
      breadcrumbNode(crumbs),
    ];
  }
  const title = listingTitle(subject.listing, t);
  const category = catalogue.types.find((type) => type.WebID === subject.listing.WebID)?.ShowOrder ?? null;
  return [
    propertyListingNode(detail as PropertyDetail, { url, name: title, category }),
    agencyNode(),
    breadcrumbNode(detailCrumbs(subject, match.lng, title, t)),
  ];
};

/** Every kind of page decides: a new kind does not compile until it says what it carries. */
export const NODES: Record<PageKind, Nodes> = {
  home: () => [agencyNode(), websiteNode()],
  menu: menuPage,
  content: menuPage,
  testimonials: menuPage,
  feedback: header,
  login: header,
  'owner-portal': header,
  property: detailPage,
  project: detailPage,
  'project-unit': detailPage,
  article: contentItem,
  'news-item': contentItem,
  testimonial: contentItem,
  news: header,
  favourites: header,
  alerts: header,
  compare: header,
  costs: header,
};

/** The page's structured data; null for a page that carries none (and for every 404). */
export function structuredDataFor(match: RouteMatch | null, context: StructuredDataContext): Graph | null {
  return match ? graphOf(NODES[match.route.page](match, context)) : null;
}
