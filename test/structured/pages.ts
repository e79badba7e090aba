/**
 * The structured data of one built page: its JSON-LD blocks and its visible breadcrumb read from
 * the HTML, every block checked against the schema.org vocabulary (vocabulary.ts) and Google's
 * required properties (required.ts), and what the page's kind must carry:
 *
 * - the home page: the agency (address, geo, opening hours, logo, telephone, url) and the website;
 * - the contact page: the agency;
 * - a listing, project or unit: its listing, whose place has a position and photos, with the
 *   offer its detail file says (the price and currency, availability from the listing's state,
 *   sale or rent; none for a price on demand), a project's offers with their count;
 * - a page that shows a breadcrumb: a BreadcrumbList of the same steps, with absolute addresses;
 *   and no BreadcrumbList where none shows.
 */
import { Parser } from 'htmlparser2';
import type { Vocabulary } from './vocabulary.ts';
import { nodesOf, requiredProblems, type Node } from './required.ts';

export interface PageFacts {
  /** The JSON-LD blocks' texts. */
  blocks: string[];
  /** The visible breadcrumb's steps: a link's path, or null for the page itself (its last step). */
  crumbs: { href: string | null; text: string }[] | null;
}

/** The JSON-LD blocks and the visible breadcrumb of a page's HTML. */
export function readPage(html: string): PageFacts {
  const blocks: string[] = [];
  let crumbs: PageFacts['crumbs'] = null;
  let script: string[] | null = null;
  let navDepth = 0;
  let step: { href: string | null; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && attributes.type === 'application/ld+json') script = [];
        if (name === 'nav' && (attributes.class ?? '').split(/\s+/).includes('breadcrumb')) {
          navDepth = 1;
          crumbs = [];
        } else if (navDepth > 0) {
          navDepth++;
          if (name === 'a') step = { href: attributes.href ?? '', text: '' };
          if (name === 'span' && attributes['aria-current'] === 'page') step = { href: null, text: '' };
        }
      },
      ontext(text) {
        if (script) script.push(text);
        if (step) step.text += text;
      },
      onclosetag(name) {
        if (name === 'script' && script) {
          blocks.push(script.join(''));
          script = null;
        }
        if (navDepth === 0) return;
        if (step && (name === 'a' || name === 'span')) {
          crumbs?.push({ href: step.href, text: step.text.trim() });
          step = null;
        }
        navDepth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { blocks, crumbs };
}

export type PageKind = 'home' | 'contact' | 'property' | 'project' | 'other';

/** What a detail page's offer must say, from its detail file. */
export interface ListingFacts {
  kind: 'property' | 'project';
  /** A listing's price; null on demand. */
  price?: number | null;
  goal: 0 | 1;
  /** A listing's state (marquee): sold and let are SoldOut. */
  marquee?: number;
  /** A project's price range. */
  priceMin?: number | null;
}

export interface PageExpectations {
  /** The page's path, /nl/te-koop/. */
  path: string;
  kind: PageKind;
  siteUrl: string;
  listing?: ListingFacts;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node): string[] =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).filter((t): t is string => typeof t === 'string');
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const has = (value: unknown) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);

const SOLD = 4;
const RENTED = 5;
const GOODRELATIONS = { 0: 'http://purl.org/goodrelations/v1#Sell', 1: 'http://purl.org/goodrelations/v1#LeaseOut' };

function agencyProblems(nodes: Node[], vocabulary: Vocabulary): string[] {
  const agency = nodes.find((node) => typesOf(node).some((type) => vocabulary.isA(type, 'RealEstateAgent')));
  if (!agency) return ['no RealEstateAgent'];
  const address = isNode(agency.address) ? agency.address : {};
  return [
    ...['name', 'url', 'telephone', 'logo', 'geo', 'openingHoursSpecification', 'address']
      .filter((property) => !has(agency[property]))
      .map((property) => `the agency has no ${property}`),
    ...['streetAddress', 'postalCode', 'addressLocality', 'addressCountry']
      .filter((property) => !has(address[property]))
      .map((property) => `the agency's address has no ${property}`),
  ];
}

function listingProblems(nodes: Node[], facts: ListingFacts, url: string): string[] {
  const listing = nodes.find((node) => typesOf(node).includes('RealEstateListing'));
  if (!listing) return ['no RealEstateListing'];
  const problems: string[] = [];
  if (listing.url !== url) problems.push(`the listing's url is ${JSON.stringify(listing.url)}, not ${url}`);
  const place = first(listing.mainEntity);
  if (!isNode(place)) problems.push('the listing has no mainEntity');
  else {
    if (!isNode(place.geo)) problems.push('the listing\u2019s place has no geo');
    if (!has(place.image)) problems.push('the listing\u2019s place has no image');
  }
  const offer = first(listing.offers);
  const expectsOffer = facts.kind === 'property' ? facts.price !== null : facts.priceMin !== null;
  if (!expectsOffer) {
    if (offer !== undefined) problems.push('an offer on a listing without a published price');
    return problems;
  }
  if (!isNode(offer)) return [...problems, 'the listing has no offer'];
  if (offer.priceCurrency !== 'EUR') problems.push(`priceCurrency ${JSON.stringify(offer.priceCurrency)}, not EUR`);
  const fn = isNode(offer.businessFunction) ? offer.businessFunction['@id'] : offer.businessFunction;
  if (fn !== GOODRELATIONS[facts.goal])
    problems.push(`businessFunction ${JSON.stringify(fn)}, not ${GOODRELATIONS[facts.goal]}`);
  if (facts.kind === 'property') {
    if (!typesOf(offer).includes('Offer')) problems.push('the listing\u2019s offer is not an Offer');
    if (offer.price !== facts.price)
      problems.push(`the offer's price is ${JSON.stringify(offer.price)}, the listing's ${facts.price}`);
    const gone = facts.marquee === SOLD || facts.marquee === RENTED;
    const availability = gone ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';
    if (offer.availability !== availability)
      problems.push(`availability ${JSON.stringify(offer.availability)}, not ${availability}`);
  } else {
    if (!typesOf(offer).includes('AggregateOffer'))
      problems.push('the project\u2019s offers are not an AggregateOffer');
    if (offer.lowPrice !== facts.priceMin)
      problems.push(`lowPrice ${JSON.stringify(offer.lowPrice)}, the project's ${facts.priceMin}`);
    if (typeof offer.offerCount !== 'number') problems.push('the project\u2019s offers have no offerCount');
  }
  return problems;
}

function breadcrumbProblems(nodes: Node[], crumbs: PageFacts['crumbs'], page: PageExpectations): string[] {
  const lists = nodes.filter((node) => typesOf(node).includes('BreadcrumbList'));
  if (!crumbs || crumbs.length < 2)
    return lists.length > 0 ? ['a BreadcrumbList on a page that shows no breadcrumb'] : [];
  if (lists.length !== 1) return [`${lists.length} BreadcrumbLists for the page's one breadcrumb`];
  const items = (Array.isArray(lists[0]!.itemListElement) ? lists[0]!.itemListElement : []).filter(isNode);
  const shown = crumbs.map((crumb) => ({ name: crumb.text, item: page.siteUrl + (crumb.href ?? page.path) }));
  const described = items.map((item) => ({ name: item.name, item: item.item }));
  return JSON.stringify(shown) === JSON.stringify(described)
    ? []
    : [`the BreadcrumbList ${JSON.stringify(described)} is not the breadcrumb shown ${JSON.stringify(shown)}`];
}

/** The problems of one page's structured data. */
export function pageProblems(html: string, page: PageExpectations, vocabulary: Vocabulary): string[] {
  const { blocks, crumbs } = readPage(html);
  const problems: string[] = [];
  const documents: unknown[] = [];
  for (const [i, block] of blocks.entries()) {
    try {
      documents.push(JSON.parse(block));
    } catch (error) {
      problems.push(`JSON-LD block ${i + 1} does not parse: ${(error as Error).message}`);
    }
  }
  if (blocks.length > 1) problems.push(`${blocks.length} JSON-LD blocks (one graph expected)`);
  for (const document of documents) {
    problems.push(...vocabulary.check(document), ...requiredProblems(document, vocabulary));
  }
  const nodes = documents.flatMap((document) => nodesOf(document).map(({ node }) => node));
  problems.push(...breadcrumbProblems(nodes, crumbs, page));
  if (page.kind === 'home' || page.kind === 'contact') problems.push(...agencyProblems(nodes, vocabulary));
  if (page.kind === 'home' && !nodes.some((node) => typesOf(node).includes('WebSite'))) problems.push('no WebSite');
  if ((page.kind === 'property' || page.kind === 'project') && page.listing) {
    problems.push(...listingProblems(nodes, page.listing, page.siteUrl + page.path));
  }
  return problems;
}
