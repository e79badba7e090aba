import { getRoute, type RouteDef } from './routeTable.ts';
import { readyCatalogue } from '../../state/catalogue/catalogueSlices.ts';
import { listing, makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { DEFAULT_QUERY } from '../catalogue/listQuery.ts';
import { selectListPage } from '../../state/catalogue/listSelectors.ts';
import type { Goal } from '../catalogue/types.ts';
import { listPageCount, pagedListOf } from './pagedLists.ts';

const route = (id: string) => getRoute(id) as RouteDef;

/** `available` listings on the market and `sold` sold or let ones of each goal. */
function catalogueWith(available: number, sold: number) {
  const properties = ([0, 1] as Goal[]).flatMap((goal) =>
    Array.from({ length: available + sold }, (_, i) =>
      listing({
        ID: 1000 * (goal + 1) + i,
        Goal: goal,
        DateCreated: `2026-0${1 + (i % 9)}-1${i % 10}`,
        ...(i >= available ? { Marquee: goal === 0 ? 4 : 5, MarqueeName: 'Vendu' } : {}),
      }),
    ),
  );
  return { ...makeCatalogue(), properties };
}

describe('the pages of a list', () => {
  it('are those of the sale and rent lists of the menu, with their module’s page size', () => {
    expect(pagedListOf(route('for-sale'))).toEqual({ goal: 0, pageSize: 12 });
    expect(pagedListOf(route('for-rent'))).toEqual({ goal: 1, pageSize: 12 });
    for (const other of ['home', 'projects', 'realisations', 'contact', 'services', 'testimonials']) {
      expect([other, pagedListOf(route(other))]).toEqual([other, null]);
    }
  });

  it.each([
    [0, 0],
    [12, 0],
    [12, 1],
    [25, 0],
    [30, 7],
  ])('count as the list pages them: %i on the market and %i sold or let', (available, sold) => {
    const catalogue = catalogueWith(available, sold);
    const state = readyCatalogue('fr', catalogue);
    for (const goal of [0, 1] as Goal[]) {
      // With the site's own setting (site.json lists.hideSoldAndLet), as the list reads it.
      expect(listPageCount(catalogue, { goal, pageSize: 12 })).toBe(
        selectListPage(state, 'fr', goal, DEFAULT_QUERY, 12).pages,
      );
      // Shown, the sold and let ones page like the others; hidden, they take no place.
      expect(listPageCount(catalogue, { goal, pageSize: 12 }, false)).toBe(
        Math.max(1, Math.ceil((available + sold) / 12)),
      );
      expect(listPageCount(catalogue, { goal, pageSize: 12 }, true)).toBe(Math.max(1, Math.ceil(available / 12)));
    }
  });
});
