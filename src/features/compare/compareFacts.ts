/**
 * The comparison's rows, without any text: for each fact, one value per listing, whether the
 * values differ, and which cells hold the best figure. Pure, so the rules (what is comparable,
 * what counts as a difference) are tested without rendering.
 */
import { energyRegion, type EnergyRegion } from '../../lib/region.ts';
import { epcLabel } from '../../lib/epc.ts';
import type { ListingCard } from '../../domain/catalogue/types.ts';
import type { PropertyDetail } from '../../domain/catalogue/detailTypes.ts';

export interface Compared {
  listing: ListingCard;
  /** The listing's detail file; null when it could not be loaded. */
  detail: PropertyDetail | null;
}

export type FactValue =
  | { kind: 'unknown' }
  /** The fact has no meaning for this listing (purchase costs of a rental). */
  | { kind: 'none' }
  | { kind: 'onDemand' }
  | { kind: 'number'; value: number }
  | { kind: 'epc'; label: string; region: EnergyRegion }
  | { kind: 'year'; built: number; renovated: number | null };

/** How a purchase-cost estimate is reached; loaded apart (purchaseEstimate.ts) for its size. */
export type PurchaseEstimator = (compared: Compared) => FactValue;

export const FACT_IDS = [
  'price',
  'pricePerM2',
  'surfaceLiving',
  'surfaceGround',
  'bedrooms',
  'bathrooms',
  'epcLabel',
  'epcValue',
  'year',
  'purchaseCosts',
  'charges',
] as const;
export type FactId = (typeof FACT_IDS)[number];

export type Badge = 'lowest' | 'largest' | 'most';

export interface FactRow {
  id: FactId;
  values: FactValue[];
  /** At least two listings and not all the same value. */
  differs: boolean;
  /** The badge the best cells get, or null when none is marked in this row. */
  badge: Badge | null;
  best: boolean[];
}

interface FactDef {
  value: (compared: Compared, estimate: PurchaseEstimator) => FactValue;
  badge?: Badge;
  /** A sale price and a monthly rent are not comparable: no badge when the goals are mixed. */
  sameGoal?: boolean;
}

const UNKNOWN: FactValue = { kind: 'unknown' };
const numberOrUnknown = (value: number | null | undefined): FactValue =>
  value === null || value === undefined || !Number.isFinite(value) ? UNKNOWN : { kind: 'number', value };

const publishedPrice = ({ PublishPrice, Price }: ListingCard) => (PublishPrice && Price !== null ? Price : null);

const FACTS: Record<FactId, FactDef> = {
  price: {
    value: ({ listing }) => {
      const price = publishedPrice(listing);
      return price === null ? { kind: 'onDemand' } : { kind: 'number', value: price };
    },
    badge: 'lowest',
    sameGoal: true,
  },
  pricePerM2: {
    value: ({ listing }) => {
      const price = publishedPrice(listing);
      const surface = listing.SurfaceLiving;
      if (price === null || !surface || surface <= 0) return UNKNOWN;
      // Whole euros for a sale; a rent per m² is a few euros, so it keeps its cents.
      const perM2 = listing.Goal === 0 ? Math.round(price / surface) : Math.round((price / surface) * 100) / 100;
      return { kind: 'number', value: perM2 };
    },
    badge: 'lowest',
    sameGoal: true,
  },
  surfaceLiving: { value: ({ listing }) => numberOrUnknown(listing.SurfaceLiving), badge: 'largest' },
  surfaceGround: { value: ({ listing }) => numberOrUnknown(listing.SurfaceGround), badge: 'largest' },
  bedrooms: { value: ({ listing }) => numberOrUnknown(listing.Bedrooms), badge: 'most' },
  bathrooms: { value: ({ detail }) => numberOrUnknown(detail?.Bathrooms), badge: 'most' },
  epcLabel: {
    value: ({ listing }) => {
      const region = energyRegion(listing.CountryID, listing.Zip);
      const label = region ? epcLabel(region, listing.EnergyPerformance, listing.EPCLabelText) : null;
      return region && label ? { kind: 'epc', label, region } : UNKNOWN;
    },
  },
  epcValue: { value: ({ listing }) => numberOrUnknown(listing.EnergyPerformance), badge: 'lowest' },
  year: {
    value: ({ detail }) =>
      detail?.ConstructionYear
        ? { kind: 'year', built: detail.ConstructionYear, renovated: detail.RenovationYear }
        : UNKNOWN,
  },
  purchaseCosts: { value: (compared, estimate) => estimate(compared) },
  charges: { value: ({ detail }) => numberOrUnknown(detail?.Charges) },
};

const keyOf = (value: FactValue) => JSON.stringify(value);

function bestCells(def: FactDef, compared: Compared[], values: FactValue[]): boolean[] {
  const none = values.map(() => false);
  if (!def.badge) return none;
  const numbers = values.flatMap((value, i) => (value.kind === 'number' ? [{ value: value.value, i }] : []));
  if (numbers.length < 2) return none;
  if (def.sameGoal && new Set(numbers.map(({ i }) => compared[i]?.listing.Goal)).size > 1) return none;
  const figures = numbers.map(({ value }) => value);
  const target = def.badge === 'lowest' ? Math.min(...figures) : Math.max(...figures);
  if (figures.every((figure) => figure === target)) return none;
  return values.map((value) => value.kind === 'number' && value.value === target);
}

/** The rows in their fixed order; a row that applies to none of the listings is left out. */
export function compareRows(compared: Compared[], estimate: PurchaseEstimator): FactRow[] {
  return FACT_IDS.flatMap((id): FactRow[] => {
    const def = FACTS[id];
    const values = compared.map((item) => def.value(item, estimate));
    if (values.every((value) => value.kind === 'none')) return [];
    const differs = values.length > 1 && new Set(values.map(keyOf)).size > 1;
    const best = bestCells(def, compared, values);
    return [{ id, values, differs, badge: best.some(Boolean) ? (def.badge ?? null) : null, best }];
  });
}

/** Whether the compared listings are all for sale, all for rent, or some of each. */
export function goalsOf(compared: Compared[]): 'sale' | 'rent' | 'mixed' {
  const goals = new Set(compared.map(({ listing }) => listing.Goal));
  if (goals.size > 1) return 'mixed';
  return goals.has(1) ? 'rent' : 'sale';
}
