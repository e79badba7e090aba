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
  /** The demand register's own: a list page's URL (and "Save this search") does not carry it. */
  registerOnly?: true;
  /** Its field in the CRM's DemandRegister2 call, if the CRM takes it. */
  crm?: string;
  /** A feature's value in that field when asked: true, unless the field is a count (1 parking). */
  crmYes?: 1;
}

export const CRITERIA = {
  minPrice: { kind: 'min', fact: 'price', bounds: [0, 1e9], unit: 'euro', crm: 'PriceMin' },
  maxPrice: { kind: 'max', fact: 'price', bounds: [1, 1e9], unit: 'euro', crm: 'PriceMax' },
  bedrooms: { kind: 'min', fact: 'bedrooms', bounds: [1, 20], unit: 'count', crm: 'MinRooms' },
  bathrooms: {
    kind: 'min',
    fact: 'bathrooms',
    bounds: [1, 20],
    unit: 'count',
    registerOnly: true,
    crm: 'MinBathRooms',
  },
  garages: { kind: 'min', fact: 'garages', bounds: [1, 20], unit: 'count', registerOnly: true, crm: 'MinGarages' },
  minLiving: { kind: 'min', fact: 'livingArea', bounds: [1, 100_000], unit: 'area', crm: 'LivingArea' },
  minPlot: { kind: 'min', fact: 'plotArea', bounds: [1, 10_000_000], unit: 'area', crm: 'GroundArea' },
  epc: { kind: 'letter', fact: 'epc' },
  garden: { kind: 'feature', fact: 'garden', crm: 'Garden' },
  parking: { kind: 'feature', fact: 'parking', crm: 'MinParkings', crmYes: 1 },
  terrace: { kind: 'feature', fact: 'terrace', crm: 'Terrace' },
  lift: { kind: 'feature', fact: 'lift', crm: 'Lift' },
  newBuild: { kind: 'feature', fact: 'newBuild' },
} as const satisfies Record<string, Criterion>;

type Table = typeof CRITERIA;
export type CriterionName = keyof Table;
type Having<P> = { [N in CriterionName]: Table[N] extends P ? N : never }[CriterionName];
/** The criteria a list page's URL carries. */
export type CriterionParam = Exclude<CriterionName, Having<{ registerOnly: true }>>;
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
export const LIST_CRITERIA = CRITERION_NAMES.filter((name) => !entry(name).registerOnly) as CriterionParam[];
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

/** A URL's value of a criterion, or undefined when it does not read. */
function readValue({ kind, bounds: [min, max] = [0, 0] }: Criterion, text: string): number | string | true | undefined {
  if (kind === 'feature') return text === '1' || undefined;
  if (kind === 'letter') {
    const letter = text.toLowerCase();
    return isEpcLetter(letter) ? letter : undefined;
  }
  const n = Number(text);
  return WHOLE.test(text) && n >= min && n <= max ? n : undefined;
}

/** A range's maximum below its minimum is the one left out. */
function dropInvertedRanges(into: Record<CriterionParam, unknown>, ignored: CriterionParam[]): void {
  for (const name of LIST_CRITERIA) {
    const { kind, fact } = entry(name);
    if (kind !== 'max') continue;
    const low = LIST_CRITERIA.find((other) => entry(other).kind === 'min' && entry(other).fact === fact);
    const least = low && into[low];
    const most = into[name];
    if (typeof least === 'number' && typeof most === 'number' && most < least) {
      into[name] = null;
      ignored.push(name);
    }
  }
}

/**
 * Reads the criteria of a query string into `into`, in the table's order (the figures, then the
 * letter and the features); a value that does not read (or a maximum below its minimum) is left
 * out and its name returned.
 */
export function parseCriteria(params: URLSearchParams, into: Criteria): CriterionParam[] {
  const ignored: CriterionParam[] = [];
  const set = into as Record<CriterionParam, unknown>;
  let figuresRead = false;
  for (const name of LIST_CRITERIA) {
    if (!figuresRead && !isNumberCriterion(name)) {
      figuresRead = true;
      dropInvertedRanges(set, ignored);
    }
    const text = params.get(name)?.trim();
    if (!text) continue;
    const value = readValue(entry(name), text);
    if (value === undefined) ignored.push(name);
    else set[name] = value;
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
