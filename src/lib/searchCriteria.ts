/**
 * The advanced search criteria (issue 20): price range (a rent's is monthly, as its price is),
 * bedrooms, living and plot area at least, EPC label at most, and five features. One set of
 * tables for everything that speaks of them: a list page's URL (features/catalogue/listQuery.ts),
 * "Save this search" and the demand register's URL (lib/demandQuery.ts), the register's yup
 * schema (browser and server) and the alerts' matcher (server/alerts/match.ts). Pure, so the
 * server may import it.
 */
/** EPC letters, best first. A region's finer labels (A+, B-, C+) count as their letter. */
export const EPC_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export type EpcLetter = (typeof EPC_LETTERS)[number];

export const isEpcLetter = (value: unknown): value is EpcLetter =>
  typeof value === 'string' && (EPC_LETTERS as readonly string[]).includes(value);

/** The numeric criteria, by their URL name, with the whole numbers each accepts. */
export const NUMBER_CRITERIA = {
  minPrice: [0, 1_000_000_000],
  maxPrice: [1, 1_000_000_000],
  bedrooms: [1, 20],
  minLiving: [1, 100_000],
  minPlot: [1, 10_000_000],
} as const satisfies Record<string, readonly [number, number]>;
export type NumberCriterion = keyof typeof NUMBER_CRITERIA;

/** Yes-only features: set (=1) asks for it, absent means either. */
export const FEATURE_CRITERIA = ['garden', 'parking', 'terrace', 'lift', 'newBuild'] as const;
export type FeatureCriterion = (typeof FEATURE_CRITERIA)[number];

export type Criteria = Record<NumberCriterion, number | null> &
  Record<FeatureCriterion, boolean> & {
    epc: EpcLetter | null;
  };

export type CriterionParam = NumberCriterion | FeatureCriterion | 'epc';

export const NO_CRITERIA: Criteria = {
  minPrice: null,
  maxPrice: null,
  bedrooms: null,
  minLiving: null,
  minPlot: null,
  epc: null,
  garden: false,
  parking: false,
  terrace: false,
  lift: false,
  newBuild: false,
};

const WHOLE = /^\d{1,10}$/;

/**
 * Reads the criteria of a query string into `into`; a value that does not read (or a maximum
 * price below the minimum) is left out and its name returned.
 */
export function parseCriteria(params: URLSearchParams, into: Criteria): CriterionParam[] {
  const ignored: CriterionParam[] = [];
  const present = (name: string) => {
    const value = params.get(name)?.trim();
    return value === undefined || value === '' ? null : value;
  };
  for (const name of Object.keys(NUMBER_CRITERIA) as NumberCriterion[]) {
    const value = present(name);
    if (value === null) continue;
    const [min, max] = NUMBER_CRITERIA[name];
    const n = Number(value);
    if (WHOLE.test(value) && n >= min && n <= max) into[name] = n;
    else ignored.push(name);
  }
  if (into.minPrice !== null && into.maxPrice !== null && into.maxPrice < into.minPrice) {
    into.maxPrice = null;
    ignored.push('maxPrice');
  }
  const epc = present('epc')?.toLowerCase();
  if (epc !== undefined && epc !== null) {
    if (isEpcLetter(epc)) into.epc = epc;
    else ignored.push('epc');
  }
  for (const name of FEATURE_CRITERIA) {
    const value = present(name);
    if (value === null) continue;
    if (value === '1') into[name] = true;
    else ignored.push(name);
  }
  return ignored;
}

/** Writes the criteria set into `params`, in a fixed order, leaving the unset ones out. */
export function writeCriteria(params: URLSearchParams, criteria: Partial<Criteria>): void {
  for (const name of Object.keys(NUMBER_CRITERIA) as NumberCriterion[]) {
    const value = criteria[name];
    if (value !== null && value !== undefined) params.set(name, String(value));
  }
  if (criteria.epc) params.set('epc', criteria.epc.toUpperCase());
  for (const name of FEATURE_CRITERIA) if (criteria[name]) params.set(name, '1');
}

/** How many criteria are set (the price range counts once). */
export function criteriaCount(criteria: Criteria): number {
  let count = criteria.minPrice !== null || criteria.maxPrice !== null ? 1 : 0;
  for (const name of ['bedrooms', 'minLiving', 'minPlot', 'epc'] as const) if (criteria[name] !== null) count += 1;
  for (const name of FEATURE_CRITERIA) if (criteria[name]) count += 1;
  return count;
}
