/**
 * What the pages show of a language's catalogue, derived and never stored: counts per type for
 * sale and rent, the totals, the towns' lists with their counts, the newest listings and
 * projects, the realisations. Pure functions of the catalogue's records: the store's memoised
 * selectors (state/catalogue/selectors.ts) and the publisher (catalogueView.ts) wrap the
 * same ones. Every count is of what is on the market: a sold or let listing (isSoldOrLet) never
 * counts; the lists show it after the available ones, or not at all when site.json's
 * lists.hideSoldAndLet says so (listPage.ts).
 */
import type { CitiesFile, City, PropertyType } from './schema.ts';
import { isSoldOrLet } from './marquee.ts';
import { typeIdsOf } from './typeIds.ts';
import type { ListingCard, ProjectCard } from './types.ts';

export interface TypeCount {
  type: PropertyType;
  sale: number;
  rent: number;
}

/**
 * Types in category order with the number of listings of each goal on the market (derived, not
 * trusted from the file, whose counts include what was sold or let).
 */
export function typeCounts(properties: readonly ListingCard[], types: readonly PropertyType[]): TypeCount[] {
  if (types.length === 0) return [];
  const counts = new Map<number, { sale: number; rent: number }>();
  for (const listing of properties) {
    if (isSoldOrLet(listing)) continue;
    for (const id of typeIdsOf(listing)) {
      const entry = counts.get(id) ?? { sale: 0, rent: 0 };
      if (listing.Goal === 0) entry.sale += 1;
      else entry.rent += 1;
      counts.set(id, entry);
    }
  }
  return [...types]
    .sort((a, b) => a.ShowOrder - b.ShowOrder || a.WebID - b.WebID)
    .map((type) => ({ type, sale: counts.get(type.WebID)?.sale ?? 0, rent: counts.get(type.WebID)?.rent ?? 0 }));
}

export interface Totals {
  sale: number;
  rent: number;
  projects: number;
  cities: number;
}

/** How many listings are for sale and for rent (sold and let ones left out), projects and towns. */
export function totals(
  properties: readonly ListingCard[],
  projects: readonly ProjectCard[],
  cities: CitiesFile | null,
): Totals {
  const result = { sale: 0, rent: 0, projects: projects.length, cities: cities?.all.length ?? 0 };
  for (const listing of properties) {
    if (isSoldOrLet(listing)) continue;
    if (listing.Goal === 0) result.sale += 1;
    else result.rent += 1;
  }
  return result;
}

/** A town's key, as the cities file and a listing both give it (name|postcode). */
const placeKey = (place: { Zip: string }, name: string) => `${name}|${place.Zip}`;

export type GoalCounts = Map<string, { sale: number; rent: number }>;

/** Per town (name|zip), how many listings are on the market for sale and for rent. */
export function cityGoalCounts(cities: CitiesFile | null, properties: readonly ListingCard[]): GoalCounts {
  const counts: GoalCounts = new Map();
  if (!cities) return counts;
  for (const city of cities.all) counts.set(placeKey(city, city.Name), { sale: 0, rent: 0 });
  for (const listing of properties) {
    if (isSoldOrLet(listing)) continue;
    const entry = counts.get(placeKey(listing, listing.City));
    if (!entry) continue;
    if (listing.Goal === 0) entry.sale += 1;
    else entry.rent += 1;
  }
  return counts;
}

export type CityList = 'all' | 'sale' | 'rent';

/**
 * A list of the cities file; in the sale and rent lists each town's PropertyCount is how many
 * of its listings of that goal are on the market (0 when all were sold or let).
 */
export function citiesOf(cities: CitiesFile | null, counts: GoalCounts, list: CityList): City[] {
  const towns = cities?.[list] ?? [];
  if (list === 'all') return towns;
  return towns.map((city) => ({ ...city, PropertyCount: counts.get(placeKey(city, city.Name))?.[list] ?? 0 }));
}

// DateCreated is a plain ISO date (YYYY-MM-DD), so comparing code units orders it by date;
// localeCompare would ask the collator for every pair, which cost ~20 ms on the home page.
const newerFirst = (a: string, b: string) => (a === b ? 0 : a < b ? 1 : -1);
export const byNewest = (a: ListingCard, b: ListingCard) => newerFirst(a.DateCreated, b.DateCreated) || b.ID - a.ID;

export const newest = (properties: readonly ListingCard[], count: number): ListingCard[] =>
  [...properties].sort(byNewest).slice(0, count);

export const projectsNewestFirst = (projects: readonly ProjectCard[]): ProjectCard[] =>
  [...projects].sort((a, b) => newerFirst(a.DateCreated, b.DateCreated) || a.ID - b.ID);

export const projectsById = (projects: readonly ProjectCard[]): Map<number, ProjectCard> =>
  new Map(projects.map((p) => [p.ID, p]));

/** Realisations: what the agency has sold or let (marquee sold or rented), newest first; never hidden. */
export const realisations = (properties: readonly ListingCard[]): ListingCard[] =>
  properties.filter(isSoldOrLet).sort(byNewest);
