import type { City } from './schema.ts';
import type { TypeCount } from './views.ts';
import type { Goal } from './types.ts';
import { cityParam, type ListQuery } from './listQuery.ts';

/**
 * The types and towns a list's filters offer: those with something of the list's goal on the
 * market, and the one the query already chose. Shared by the form and by the publish plan,
 * which must know when the options a prerendered list shows have changed.
 */
export function filterChoices(
  types: TypeCount[],
  cities: City[],
  goal: Goal,
  query: Pick<ListQuery, 'type' | 'city'>,
): { types: TypeCount[]; towns: City[] } {
  // A town whose listings were all sold or let has nothing on the market: no option, unless chosen.
  const chosenCity = query.city ? cityParam(query.city) : null;
  return {
    types: types.filter((entry) => (goal === 0 ? entry.sale : entry.rent) > 0 || entry.type.WebID === query.type),
    towns: cities.filter(
      (item) => item.PropertyCount > 0 || cityParam({ name: item.Name, zip: item.Zip }) === chosenCity,
    ),
  };
}
