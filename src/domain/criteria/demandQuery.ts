/**
 * "Save this search": a list page's filters carried to the demand register's form in its
 * URL (?goal=sale&type=4&zone=5000&minPrice=…&epc=C&garden=1), which starts the form with them.
 * The advanced criteria keep the list's own names, bounds and reading (criteria.ts), and
 * each is a field of the register under that same name: list `parking` is the register's
 * `parking`, list `minLiving` its `minLiving`, and so on. Read defensively:
 * the query may have been typed or shared, and what does not read is simply left out.
 */
import {
  FEATURE_CRITERIA,
  isNumberCriterion,
  LIST_CRITERIA,
  NO_CRITERIA,
  parseCriteria,
  writeCriteria,
  type Criteria,
  type EpcLetter,
  type FeatureCriterion,
  type NumberCriterion,
} from './criteria.ts';

export type DemandGoal = 'sale' | 'rent';

/** What the form starts with: numbers as the visitor would type them, features ticked. */
export type DemandPrefill = {
  goal?: DemandGoal;
  types?: number[];
  zones?: string[];
  epc?: EpcLetter;
} & Partial<Record<NumberCriterion, string>> &
  Partial<Record<FeatureCriterion, true>>;

const ZIP = /^[1-9]\d{3}$/;
const TYPE = /^[1-9]\d{0,2}$/;
/** The form's own limits (its schema): more would only be refused there. */
const MAX_TYPES = 20;
const MAX_ZONES = 50;

export function demandSearch(search: {
  goal: DemandGoal;
  types?: number[];
  zones?: string[];
  criteria?: Partial<Criteria>;
}): string {
  const query = new URLSearchParams({ goal: search.goal });
  for (const type of search.types ?? []) query.append('type', String(type));
  for (const zone of search.zones ?? []) query.append('zone', zone);
  if (search.criteria) writeCriteria(query, search.criteria);
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
  const criteria: Criteria = { ...NO_CRITERIA };
  parseCriteria(query, criteria);
  for (const name of LIST_CRITERIA.filter(isNumberCriterion)) {
    const value = criteria[name];
    if (value !== null) prefill[name] = String(value);
  }
  if (criteria.epc !== null) prefill.epc = criteria.epc;
  for (const name of FEATURE_CRITERIA) if (criteria[name]) prefill[name] = true;
  return prefill;
}
