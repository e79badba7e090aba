/**
 * A sale or rent list as its prerendered pages show it: page N of the unfiltered list (no query
 * string, or ?page=N: src/lib/listPages.ts), and what every page of the list shows alike.
 */
import { citiesIn, listPageIn, typeCountsIn } from '../catalogue/catalogueView.ts';
import { filterChoices } from '../catalogue/filterChoices.ts';
import { parseListQuery } from '../catalogue/listQuery.ts';
import { goalOfPage } from './moduleProps.ts';
import type { PageSource } from './blockSource.ts';
import type { RouteMatch } from './routeTable.ts';

export function listPage({ lng, view }: PageSource, size: number, match: RouteMatch, number: number) {
  const goal = goalOfPage(match.route.menuEntry?.path);
  const { query } = parseListQuery(number > 1 ? `page=${number}` : '');
  return listPageIn(view, lng, goal, query, size);
}

/**
 * The paging line's counts, the pager's number of pages, the filter's options and their counts:
 * made once per list and source, so every page's view is the same object and the publisher
 * compares it once.
 */
export function listFacts(source: PageSource, size: number, match: RouteMatch) {
  const { lng, view } = source;
  const goal = goalOfPage(match.route.menuEntry?.path);
  return source.once(`list:${goal}:${size}`, () => {
    const page = listPage(source, size, match, 1);
    const choices = filterChoices(
      typeCountsIn(view, lng),
      citiesIn(view, lng, goal === 0 ? 'sale' : 'rent'),
      goal,
      parseListQuery('').query,
    );
    return {
      counts: {
        paging: [page.total, page.available, page.pages],
        types: choices.types.map((entry) => [entry.type.WebID, goal === 0 ? entry.sale : entry.rent]),
        towns: choices.towns.map((town) => [town.Zip, town.PropertyCount]),
      },
      options: {
        types: choices.types.map((entry) => [entry.type.WebID, entry.type.Name]),
        towns: choices.towns.map((town) => [town.Name, town.Zip]),
      },
    };
  });
}
