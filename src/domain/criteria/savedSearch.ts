/**
 * A saved search (the demand register): what it asks, and whether a listing answers it. The
 * form's values become one (savedSearchOf), the server stores and reads it back, and the alerts
 * run it over the catalogue's facts (domain/catalogue/facts.ts):
 *
 * - goal: sale is the catalogue's Goal 0, rent Goal 1;
 * - type: one of the listing's types (its WebID and the related ones in WebIDs, as the site's
 *   own lists count them: a villa that is also listed as a house answers a search for houses);
 * - zone: its postcode, a Luxembourg one written L-1234 as the form takes it;
 * - the criteria (criteria.ts), by the list filters' own matcher (match.ts): a price within the
 *   bounds (a listing without a published price answers only a search without bounds), at least
 *   the bedrooms, bathrooms, garages, living and plot area asked, the EPC at most the letter
 *   asked, the features present when asked; an unknown figure or label is not enough;
 * - never a listing that is sold or let.
 */
import { CRITERIA, CRITERION_NAMES, isEpcLetter, type StoredCriteria } from './criteria.ts';
import { factsMatcher } from './match.ts';
import { zoneKey, type ListingFacts } from '../catalogue/facts.ts';

export interface SavedSearch extends StoredCriteria {
  goal: string;
  types: readonly number[];
  zones: readonly string[];
}

const GOAL_OF: Record<string, 0 | 1> = { sale: 0, rent: 1 };

/** A search's criteria checked once per search, not once per listing. */
const checks = new WeakMap<SavedSearch, ((facts: ListingFacts) => boolean) | null>();

export function matches(listing: ListingFacts, search: SavedSearch): boolean {
  if (listing.closed) return false;
  if (GOAL_OF[search.goal] !== listing.goal) return false;
  if (!listing.typeIds.some((id) => search.types.includes(id))) return false;
  if (!search.zones.some((zone) => zoneKey(zone) === listing.zone)) return false;
  let check = checks.get(search);
  if (check === undefined) {
    check = factsMatcher(search);
    checks.set(search, check);
  }
  return check === null || check(listing);
}

/** The saved search of the demand register's values, as its schema cast them. */
export function savedSearchOf(values: Record<string, unknown>): SavedSearch {
  const criteria: Record<string, unknown> = {};
  for (const name of CRITERION_NAMES) {
    const value = values[name];
    const { kind } = CRITERIA[name];
    if (kind === 'feature') criteria[name] = value === true;
    else if (kind === 'letter') criteria[name] = isEpcLetter(value) ? value : null;
    else criteria[name] = typeof value === 'number' ? value : null;
  }
  return {
    ...(criteria as StoredCriteria),
    goal: String(values.goal),
    types: (values.types as number[] | undefined) ?? [],
    zones: (values.zones as string[] | undefined) ?? [],
  };
}
