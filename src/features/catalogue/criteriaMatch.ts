/**
 * The advanced criteria's matcher (criteria.ts), pure: it builds one check per criterion set,
 * so a list of 20,000 listings filters in about a millisecond (npm run bench).
 */
import type { Criteria } from './criteria.ts';
import { epcAtMost } from '../../lib/epcAtMost.ts';
import type { ListingCard } from './types.ts';

const atLeast = (value: number | null, min: number) => value !== null && value >= min;

/**
 * A listing's check for the criteria set; null when none is set. A listing without the fact
 * a criterion asks about (price on demand, no known bedrooms or EPC) does not match it.
 */
export function criteriaMatcher(criteria: Criteria): ((listing: ListingCard) => boolean) | null {
  const checks: ((l: ListingCard) => boolean)[] = [];
  const { minPrice, maxPrice, bedrooms, minLiving, minPlot, epc } = criteria;
  if (minPrice !== null) checks.push((l) => atLeast(l.Price, minPrice));
  if (maxPrice !== null) checks.push((l) => l.Price !== null && l.Price <= maxPrice);
  if (bedrooms !== null) checks.push((l) => atLeast(l.Bedrooms, bedrooms));
  if (minLiving !== null) checks.push((l) => atLeast(l.SurfaceLiving, minLiving));
  if (minPlot !== null) checks.push((l) => atLeast(l.SurfaceGround, minPlot));
  if (epc !== null) checks.push((l) => epcAtMost(l.EPCLabel, epc));
  if (criteria.garden) checks.push((l) => atLeast(l.SurfaceGarden, 1));
  if (criteria.terrace) checks.push((l) => atLeast(l.SurfaceTerrace, 1));
  if (criteria.parking) {
    checks.push((l) => atLeast(l.Garages, 1) || atLeast(l.Parkings, 1) || atLeast(l.ExternalParkings, 1));
  }
  if (criteria.lift) checks.push((l) => l.Lift);
  if (criteria.newBuild) checks.push((l) => l.NewBuild);
  if (checks.length === 0) return null;
  return (listing) => {
    for (const check of checks) if (!check(listing)) return false;
    return true;
  };
}
