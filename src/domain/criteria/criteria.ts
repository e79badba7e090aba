/**
 * The search criteria: ONE description of each, which everything that speaks of them reads.
 * A list page's URL and "Save this search" (parseCriteria and writeCriteria below,
 * demandQuery.ts), the demand register's fields (domain/forms/criteriaFields.ts), the one
 * matcher (match.ts) of the list filters and the saved-search alerts, and the CRM's demand
 * (crmDemand.ts). Adding a criterion means: its entry here, its control (the list's filters,
 * the register's layout), its texts, and the demands table's column (its name in snake case).
 */
import type { CriterionFact } from '../catalogue/facts.ts';

/** EPC letters, best first. A region's finer labels (A+, B-, C+) count as their letter. */
export const EPC_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export type EpcLetter = (typeof EPC_LETTERS)[number];

export const isEpcLetter = (value: unknown): value is EpcLetter =>
  typeof value === 'string' && (EPC_LETTERS as readonly string[]).includes(value);

/**
 * - min: at least this figure; a figure below the criterion's first bound (0 bedrooms) asks
 *   nothing, and a listing whose figure is unknown (price on demand) never matches it;
 * - max: at most this figure, unknown never matches;
 * - letter: the EPC at most this letter (epcAtMost.ts), an unknown label never matches;
 * - feature: yes-only (=1 in a URL); absent means either.
 */
export type CriterionKind = 'min' | 'max' | 'letter' | 'feature';

export interface Criterion {
  kind: CriterionKind;
  /** The listing's fact it is checked against (domain/catalogue/facts.ts). */
  fact: CriterionFact;
  /** min and max: the whole numbers a URL may give it. */
  bounds?: readonly [number, number];
  /** min and max: what the register's field takes (euros with cents, a count up to the bound, an area within the bounds). */
  unit?: 'euro' | 'count' | 'area';
  /** Carried by a list page's URL (and "Save this search"); false: the demand register's own. */
  list: boolean;
  /** Its field in the CRM's DemandRegister2 call, if the CRM takes it. */
  crm?: string;
  /** A feature's value in that field when asked: true, unless the field is a count (1 parking). */
  crmYes?: 1;
}

export const CRITERIA = {
  minPrice: { kind: 'min', fact: 'price', bounds: [0, 1e9], unit: 'euro', list: true, crm: 'PriceMin' },
  maxPrice: { kind: 'max', fact: 'price', bounds: [1, 1e9], unit: 'euro', list: true, crm: 'PriceMax' },
  bedrooms: { kind: 'min', fact: 'bedrooms', bounds: [1, 20], unit: 'count', list: true, crm: 'MinRooms' },
  bathrooms: { kind: 'min', fact: 'bathrooms', bounds: [1, 20], unit: 'count', list: false, crm: 'MinBathRooms' },
  garages: { kind: 'min', fact: 'garages', bounds: [1, 20], unit: 'count', list: false, crm: 'MinGarages' },
  minLiving: { kind: 'min', fact: 'livingArea', bounds: [1, 100_000], unit: 'area', list: true, crm: 'LivingArea' },
  minPlot: { kind: 'min', fact: 'plotArea', bounds: [1, 10_000_000], unit: 'area', list: true, crm: 'GroundArea' },
  epc: { kind: 'letter', fact: 'epc', list: true },
  garden: { kind: 'feature', fact: 'garden', list: true, crm: 'Garden' },
  parking: { kind: 'feature', fact: 'parking', list: true, crm: 'MinParkings', crmYes: 1 },
  terrace: { kind: 'feature', fact: 'terrace', list: true, crm: 'Terrace' },
  lift: { kind: 'feature', fact: 'lift', list: true, crm: 'Lift' },
  newBuild: { kind: 'feature', fact: 'newBuild', list: true },
} as const satisfies Record<string, Criterion>;

type Table = typeof CRITERIA;
export type CriterionName = keyof Table;
type Having<P> = { [N in CriterionName]: Table[N] extends P ? N : never }[CriterionName];
/** The criteria a list page's URL carries. */
export type CriterionParam = Having<{ list: true }>;
export type NumberCriterion = Having<{ kind: 'min' | 'max' }> & CriterionParam;
export type FeatureCriterion = Having<{ kind: 'feature' }>;
type ValueOf<N extends CriterionName, Letter> = Table[N]['kind'] extends 'feature'
  ? boolean
  : Table[N]['kind'] extends 'letter'
    ? Letter
    : number | null;

/** A list page's criteria: null or false when not asked. */
export type Criteria = { [N in CriterionParam]: ValueOf<N, EpcLetter | null> };
/** Every criterion as a saved search keeps it: the EPC as stored (a value off the scale asks nothing). */
export type StoredCriteria = { [N in CriterionName]: ValueOf<N, string | null> };

export const CRITERION_NAMES = Object.keys(CRITERIA) as CriterionName[];
const entry = (name: CriterionName): Criterion => CRITERIA[name];
export const LIST_CRITERIA = CRITERION_NAMES.filter((name) => entry(name).list) as CriterionParam[];
export const FEATURE_CRITERIA = CRITERION_NAMES.filter((name) => entry(name).kind === 'feature') as FeatureCriterion[];
export const isNumberCriterion = (name: CriterionName): name is NumberCriterion =>
  entry(name).kind === 'min' || entry(name).kind === 'max';

export const NO_CRITERIA: Criteria = Object.fromEntries(
  LIST_CRITERIA.map((name) => [name, entry(name).kind === 'feature' ? false : null]),
) as Criteria;

/** The list criteria of a saved search, as its preferences page shows them (an EPC off the scale as none). */
export function listCriteriaOf(stored: StoredCriteria): Criteria {
  const criteria: Record<string, unknown> = {};
  for (const name of LIST_CRITERIA) criteria[name] = stored[name];
  if (!isEpcLetter(criteria.epc)) criteria.epc = null;
  return criteria as Criteria;
}

const WHOLE = /^\d{1,10}$/;

/**
 * Reads the criteria of a query string into `into`; a value that does not read (or a maximum
 * below its minimum) is left out and its name returned.
 */
export function parseCriteria(params: URLSearchParams, into: Criteria): CriterionParam[] {
  const ignored: CriterionParam[] = [];
  const present = (name: string) => {
    const value = params.get(name)?.trim();
    return value === undefined || value === '' ? null : value;
  };
  const set = into as Record<CriterionParam, unknown>;
  for (const name of LIST_CRITERIA.filter(isNumberCriterion)) {
    const value = present(name);
    if (value === null) continue;
    const [min, max] = entry(name).bounds ?? [0, 0];
    const n = Number(value);
    if (WHOLE.test(value) && n >= min && n <= max) set[name] = n;
    else ignored.push(name);
  }
  // A range's maximum below its minimum: the maximum is the one left out.
  for (const name of LIST_CRITERIA) {
    const { kind, fact } = entry(name);
    const low = LIST_CRITERIA.find((other) => entry(other).kind === 'min' && entry(other).fact === fact);
    if (kind !== 'max' || low === undefined) continue;
    const least = into[low];
    const most = into[name];
    if (typeof least === 'number' && typeof most === 'number' && most < least) {
      set[name] = null;
      ignored.push(name);
    }
  }
  for (const name of LIST_CRITERIA) {
    if (entry(name).kind !== 'letter') continue;
    const value = present(name)?.toLowerCase();
    if (value === undefined || value === null) continue;
    if (isEpcLetter(value)) set[name] = value;
    else ignored.push(name);
  }
  for (const name of FEATURE_CRITERIA) {
    const value = present(name);
    if (value === null) continue;
    if (value === '1') set[name] = true;
    else ignored.push(name);
  }
  return ignored;
}

/** Writes the criteria set into `params`, in a fixed order, leaving the unset ones out. */
export function writeCriteria(params: URLSearchParams, criteria: Partial<Criteria>): void {
  for (const name of LIST_CRITERIA) {
    const value = criteria[name];
    if (value === null || value === undefined || value === false) continue;
    const { kind } = entry(name);
    params.set(name, kind === 'feature' ? '1' : kind === 'letter' ? String(value).toUpperCase() : String(value));
  }
}

/** How many criteria are set (a range, such as the price's, counts once). */
export function criteriaCount(criteria: Criteria): number {
  const asked = LIST_CRITERIA.filter((name) => criteria[name] !== null && criteria[name] !== false);
  return new Set(asked.map((name) => entry(name).fact)).size;
}
