/**
 * What Google requires of the types this site describes (its structured-data guidelines for
 * breadcrumbs, local businesses and organizations, site names, product snippets and offers),
 * checked on every node of a JSON-LD document, nested ones included. A rule for a type applies
 * to its subtypes: the agency (RealEstateAgent) answers to Organization's.
 */
import type { Vocabulary } from './vocabulary.ts';

export type Node = Record<string, unknown>;

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const typesOf = (node: Node): string[] => listOf(node['@type']).filter((t): t is string => typeof t === 'string');
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/[^/\s]+\/\S*$/.test(value);
const isAmount = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value) && value >= 0) ||
  (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));

interface Rule {
  /** The rule is for this type and its subtypes. */
  type: string;
  /** Not for these subtypes (AggregateOffer has its own rule, not Offer's). */
  except?: string[];
  required?: string[];
  check?: (node: Node) => string[];
}

/** The price of an offer: on the offer, or in its price specification. */
function priceProblems(node: Node): string[] {
  const specifications = listOf(node.priceSpecification).filter(isNode);
  const price = isAmount(node.price) || specifications.some((s) => isAmount(s.price) || isAmount(s.minPrice));
  const currency = present(node.priceCurrency) || specifications.some((s) => present(s.priceCurrency));
  return [
    ...(price ? [] : ['an offer without price (or priceSpecification with one)']),
    ...(currency ? [] : ['an offer without priceCurrency']),
  ];
}

export const RULES: readonly Rule[] = [
  {
    type: 'BreadcrumbList',
    check(node) {
      const items = listOf(node.itemListElement);
      if (items.length < 2) return ['a BreadcrumbList needs at least two steps'];
      return items.flatMap((item, i) => {
        if (!isNode(item) || !typesOf(item).includes('ListItem')) return [`step ${i + 1} is not a ListItem`];
        return [
          ...(item.position === i + 1 ? [] : [`step ${i + 1} has position ${JSON.stringify(item.position)}`]),
          ...(typeof item.name === 'string' && item.name.trim() ? [] : [`step ${i + 1} has no name`]),
          ...(isAbsoluteUrl(item.item) ? [] : [`step ${i + 1}'s item is not an absolute URL`]),
        ];
      });
    },
  },
  // The agency: Google's local business (name, address) and the brief's url and telephone.
  { type: 'Organization', required: ['name', 'address', 'url', 'telephone'] },
  { type: 'WebSite', required: ['name', 'url'] },
  { type: 'Product', required: ['name', 'offers'] },
  { type: 'Offer', except: ['AggregateOffer'], check: priceProblems },
  { type: 'AggregateOffer', required: ['lowPrice', 'priceCurrency', 'offerCount'] },
  { type: 'PriceSpecification', required: ['priceCurrency'] },
  { type: 'PostalAddress', required: ['addressLocality', 'addressCountry'] },
  { type: 'GeoCoordinates', required: ['latitude', 'longitude'] },
  { type: 'OpeningHoursSpecification', required: ['dayOfWeek', 'opens', 'closes'] },
];

/** Every node of a document, with where it is. */
export function nodesOf(document: unknown, at = '$'): { node: Node; at: string }[] {
  if (Array.isArray(document)) return document.flatMap((item, i) => nodesOf(item, `${at}[${i}]`));
  if (!isNode(document)) return [];
  const own = typesOf(document).length > 0 ? [{ node: document, at }] : [];
  return [
    ...own,
    ...Object.entries(document).flatMap(([key, value]) =>
      key.startsWith('@') && key !== '@graph' ? [] : nodesOf(value, `${at}.${key}`),
    ),
  ];
}

/** Google's required properties missing from a document's nodes. */
export function requiredProblems(document: unknown, vocabulary: Vocabulary): string[] {
  return nodesOf(document).flatMap(({ node, at }) => {
    const types = typesOf(node);
    const problems: string[] = [];
    // Anything offered is named (a Product's rule; here a listing that carries offers).
    if (present(node.offers) && !present(node.name)) problems.push(`${at}: offers without a name`);
    for (const rule of RULES) {
      const applies = types.some(
        (type) => vocabulary.isA(type, rule.type) && !(rule.except ?? []).some((other) => vocabulary.isA(type, other)),
      );
      if (!applies) continue;
      for (const property of rule.required ?? []) {
        if (!present(node[property])) problems.push(`${at}: a ${types.join('/')} without ${property}`);
      }
      for (const problem of rule.check?.(node) ?? []) problems.push(`${at}: ${problem}`);
    }
    return problems;
  });
}
