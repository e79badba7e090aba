import { makeStore } from '../store.ts';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { readyCatalogue } from './catalogueSlices.ts';
import { parseListQuery } from '../../domain/catalogue/listQuery.ts';
import { countMatches } from '../../domain/catalogue/listFilter.ts';
import { selectListPage } from './listSelectors.ts';
import {
  selectCities,
  selectCityGoalCounts,
  selectNewest,
  selectRealisations,
  selectTotals,
  selectTypeCounts,
} from './selectors.ts';

const state = () => makeStore(readyCatalogue('fr', makeCatalogue())).getState();
const ids = (items: { ID: number }[]) => items.map((l) => l.ID);
const page = (search: string, goal: 0 | 1 = 0, size = 12) =>
  selectListPage(state(), 'fr', goal, parseListQuery(search).query, size);

describe('catalogue selectors', () => {
  it('counts each type for sale and for rent, a listing counting for each of its WebIDs, in category order', () => {
    // 471 (house, sold) and 299 (apartment, let) are off the market: they count nowhere.
    const counts = selectTypeCounts(state(), 'fr').map(({ type, sale, rent }) => [type.Name, sale, rent]);
    expect(counts).toEqual([
      ['Maison', 2, 0],
      ['Villa', 1, 0],
      ['Appartement', 2, 0],
      ['Studio', 0, 1],
      ['Autre', 0, 0],
    ]);
  });

  it('gives the totals and the city lists, counting only what is on the market', () => {
    const s = state();
    expect(selectTotals(s, 'fr')).toEqual({ sale: 4, rent: 1, projects: 1, cities: 4 });
    expect(selectCities(s, 'fr', 'rent').map((c) => [c.Name, c.PropertyCount])).toEqual([
      ['Marche-en-Famenne', 0],
      ['Namur', 1],
    ]);
    expect(selectCities(s, 'fr', 'sale').map((c) => [c.Name, c.PropertyCount])).toEqual([
      ['Hotton', 1],
      ['Marche-en-Famenne', 2],
      ['Namur', 1],
      ['Neufchâteau', 0],
    ]);
    expect(selectCityGoalCounts(s, 'fr').get('Namur|5000')).toEqual({ sale: 1, rent: 1 });
    expect(selectCityGoalCounts(s, 'fr').get('Neufchâteau|6840')).toEqual({ sale: 0, rent: 0 });
    expect(selectCityGoalCounts(s, 'fr').get('Marche-en-Famenne|6900')).toEqual({ sale: 2, rent: 0 });
  });

  it('returns the newest listings, at most the number asked', () => {
    expect(ids(selectNewest(state(), 'fr', 4))).toEqual([120, 299, 312, 134]);
  });

  it('memoises: the same inputs give the same array', () => {
    const s = state();
    expect(selectNewest(s, 'fr', 4)).toBe(selectNewest(s, 'fr', 4));
    const query = parseListQuery('?type=1').query;
    expect(selectListPage(s, 'fr', 0, query, 12)).toBe(selectListPage(s, 'fr', 0, { ...query }, 12));
  });

  it.each([
    ['', [120, 134, 175, 402, 471]],
    ['?type=1', [120, 134, 471]],
    ['?type=4', [175, 402]],
    ['?city=Namur|5000', [175]],
    ['?city=Namen|5000', [175]],
    ['?city=6840', [471]],
    ['?city=Marche-en-Famenne|6900&type=4', [402]],
    ['?q=neufchateau', [471]],
    ['?q=Ref: 134', [134]],
    ['?q=nowhere', []],
    ['?garden=1', [120, 471]],
    ['?minPrice=219000&maxPrice=245000', [120, 175]],
    ['?minPrice=1', [120, 175, 402, 471]],
    ['?bedrooms=3', [120, 134, 175, 471]],
    ['?bedrooms=4', [471]],
    ['?epc=C', [120, 134, 402]],
    ['?minLiving=140', [120, 134, 175, 471]],
    ['?lift=1&type=4', [175]],
    ['?maxPrice=300000&bedrooms=3&epc=C&garden=1', [120]],
    ['?maxPrice=300000&bedrooms=3&epc=C&garden=1&city=Namur|5000', []],
  ])('filters the sale list by %p', (search, expected) => {
    expect(ids(page(search).items)).toEqual(expected);
  });

  it('sorts by price both ways with a price on demand last, and by newest by default, sold and let after the rest', () => {
    expect(ids(page('?sort=price-asc').items)).toEqual([402, 175, 120, 134, 471]);
    expect(ids(page('?sort=price-desc').items)).toEqual([120, 175, 402, 134, 471]);
    // 299 (let) is newer than 312 but comes after it.
    expect(ids(page('', 1).items)).toEqual([312, 299]);
  });

  it('sorts by living area, largest first', () => {
    // 471 has the most room but is sold: it comes after the listings on the market.
    expect(ids(page('?sort=living').items)).toEqual([120, 134, 175, 402, 471]);
  });

  it('counts what a query would show, as the filter form does before it is applied', () => {
    const catalogue = makeCatalogue();
    // Sold and let listings never count: 471 (sold) has a garden, 299 is let.
    expect(countMatches(catalogue, 0, parseListQuery('?garden=1').query)).toBe(1);
    expect(countMatches(catalogue, 0, parseListQuery('?epc=D&type=4').query)).toBe(2);
    expect(countMatches(catalogue, 1, parseListQuery('').query)).toBe(1);
  });

  it('pages the list and keeps a page past the end on the last page', () => {
    expect(page('?page=2', 0, 2)).toMatchObject({ page: 2, pages: 3, total: 5 });
    expect(ids(page('?page=2', 0, 2).items)).toEqual([175, 402]);
    expect(page('?page=9', 0, 2)).toMatchObject({ page: 3, pages: 3 });
    expect(ids(page('?page=9', 0, 2).items)).toEqual([471]);
    expect(page('?type=99')).toMatchObject({ total: 0, page: 1, pages: 1, items: [] });
  });

  it('lists what was sold or let as realisations', () => {
    expect(ids(selectRealisations(state(), 'fr'))).toEqual([299, 471]);
  });

  it('gives empty views while a language is not loaded', () => {
    const empty = makeStore().getState();
    expect(selectTypeCounts(empty, 'nl')).toEqual([]);
    expect(selectListPage(empty, 'nl', 0, parseListQuery('').query, 12)).toMatchObject({ total: 0, pages: 1 });
  });
});
