import { NO_CRITERIA, parseCriteria, writeCriteria, type Criteria, type CriterionParam } from '../criteria/criteria.ts';

/**
 * The filters of a list page live in the URL (?city=Namur|5000&type=4&sort=price-asc&page=2,
 * and the advanced criteria of criteria.ts: &minPrice=200000&bedrooms=3&epc=C&garden=1)
 * so a list can be shared, bookmarked and navigated back to. Parsing never throws: a value
 * that makes no sense is dropped and named, and the page says it ignored it.
 */
export const SORT_KEYS = ['newest', 'price-asc', 'price-desc', 'living'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface CityFilter {
  name: string | null;
  zip: string;
}

export interface ListQuery extends Criteria {
  /** Free text from a search box (a city, a postcode or a reference). */
  q: string | null;
  city: CityFilter | null;
  type: number | null;
  sort: SortKey;
  page: number;
}

export const DEFAULT_QUERY: ListQuery = { q: null, city: null, type: null, sort: 'newest', page: 1, ...NO_CRITERIA };

export type QueryParam = 'q' | 'city' | 'type' | 'sort' | 'page' | CriterionParam;

const ZIP = /^[1-9]\d{3}$/;
const MAX_PAGE = 100_000;

export function parseCity(value: string): CityFilter | null {
  const text = value.trim();
  const bar = text.lastIndexOf('|');
  const name = bar === -1 ? '' : text.slice(0, bar).trim();
  const zip = bar === -1 ? text : text.slice(bar + 1).trim();
  if (!ZIP.test(zip)) return null;
  return { name: name === '' ? null : name, zip };
}

export function parseListQuery(search: string | URLSearchParams): { query: ListQuery; ignored: QueryParam[] } {
  const params = new URLSearchParams(search);
  const query: ListQuery = { ...DEFAULT_QUERY };
  const ignored: QueryParam[] = [];

  const q = params.get('q')?.trim().slice(0, 100);
  if (q) query.q = q;
  const city = params.get('city');
  if (city !== null && city.trim() !== '') {
    const parsed = parseCity(city);
    if (parsed) query.city = parsed;
    else ignored.push('city');
  }
  const type = params.get('type');
  if (type !== null && type.trim() !== '') {
    if (/^\d{1,9}$/.test(type.trim()) && Number(type) > 0) query.type = Number(type);
    else ignored.push('type');
  }
  ignored.push(...parseCriteria(params, query));
  const sort = params.get('sort');
  if (sort !== null && sort !== '') {
    if ((SORT_KEYS as readonly string[]).includes(sort)) query.sort = sort as SortKey;
    else ignored.push('sort');
  }
  const page = params.get('page');
  if (page !== null && page !== '') {
    const n = Number(page);
    if (/^\d+$/.test(page) && n >= 1 && n <= MAX_PAGE) query.page = n;
    else ignored.push('page');
  }
  return { query, ignored };
}

export function cityParam(city: CityFilter): string {
  return city.name ? `${city.name}|${city.zip}` : city.zip;
}

/** The query string of a list (with "?"), leaving out what is the default; "" when nothing is set. */
export function listSearch(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.city) params.set('city', cityParam(query.city));
  if (query.type) params.set('type', String(query.type));
  writeCriteria(params, query);
  if (query.sort && query.sort !== DEFAULT_QUERY.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
