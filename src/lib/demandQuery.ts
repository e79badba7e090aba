/**
 * "Save this search": a list page's filters carried to the demand register's form in its
 * URL (?goal=sale&type=4&zone=5000), which starts the form with them. Read defensively: the
 * query may have been typed or shared, and what does not read is simply left out.
 */
export type DemandGoal = 'sale' | 'rent';

export interface DemandPrefill {
  goal?: DemandGoal;
  types?: number[];
  zones?: string[];
  minPrice?: string;
  maxPrice?: string;
  bedrooms?: string;
}

const ZIP = /^[1-9]\d{3}$/;
const TYPE = /^[1-9]\d{0,2}$/;
const AMOUNT = /^[1-9]\d{0,9}$/;
const COUNT = /^(?:[0-9]|1[0-9]|20)$/;
/** The form's own limits (its schema): more would only be refused there. */
const MAX_TYPES = 20;
const MAX_ZONES = 50;

export function demandSearch(criteria: { goal: DemandGoal; types?: number[]; zones?: string[] }): string {
  const query = new URLSearchParams({ goal: criteria.goal });
  for (const type of criteria.types ?? []) query.append('type', String(type));
  for (const zone of criteria.zones ?? []) query.append('zone', zone);
  return `?${query.toString()}`;
}

const distinct = <T>(values: T[]) => [...new Set(values)];

export function readDemandSearch(search: string | URLSearchParams): DemandPrefill {
  const query = new URLSearchParams(search);
  const prefill: DemandPrefill = {};
  const goal = query.get('goal');
  if (goal === 'sale' || goal === 'rent') prefill.goal = goal;
  const types = distinct(query.getAll('type').filter((type) => TYPE.test(type))).map(Number);
  if (types.length > 0) prefill.types = types.slice(0, MAX_TYPES);
  const zones = distinct(query.getAll('zone').filter((zone) => ZIP.test(zone)));
  if (zones.length > 0) prefill.zones = zones.slice(0, MAX_ZONES);
  for (const key of ['minPrice', 'maxPrice'] as const) {
    const value = query.get(key);
    if (value !== null && AMOUNT.test(value)) prefill[key] = value;
  }
  const bedrooms = query.get('bedrooms');
  if (bedrooms !== null && COUNT.test(bedrooms)) prefill.bedrooms = bedrooms;
  return prefill;
}
