/**
 * site.json's lists.hideSoldAndLet: the sale and rent lists leave sold and let listings out;
 * the realisations and the counts do not change.
 */
import type * as SiteModule from '../../config/site.ts';
import { makeStore } from '../store.ts';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { readyCatalogue } from './catalogueSlices.ts';
import { parseListQuery } from '../../domain/catalogue/listQuery.ts';
import { selectRealisations, selectTotals } from './selectors.ts';
import { selectListPage } from './listSelectors.ts';
import { availableFirst } from '../../domain/catalogue/listPage.ts';

jest.mock('../../config/site.ts', () => {
  const actual = jest.requireActual<typeof SiteModule>('../../config/site.ts');
  return { ...actual, site: { ...actual.site, lists: { hideSoldAndLet: true } } };
});

const state = () => makeStore(readyCatalogue('fr', makeCatalogue())).getState();
const ids = (items: { ID: number }[]) => items.map((l) => l.ID);
const page = (search: string, goal: 0 | 1) => selectListPage(state(), 'fr', goal, parseListQuery(search).query, 12);

describe('lists.hideSoldAndLet', () => {
  it('leaves sold and let listings out of the sale and rent lists', () => {
    expect(ids(page('', 0).items)).toEqual([120, 134, 175, 402]);
    expect(page('', 0).total).toBe(4);
    expect(ids(page('?sort=price-desc', 0).items)).toEqual([120, 175, 402, 134]);
    expect(ids(page('', 1).items)).toEqual([312]);
    expect(page('?city=6840', 0)).toMatchObject({ total: 0, items: [] });
  });

  it('keeps them on the realisations page, and the counts are the same as when shown', () => {
    expect(ids(selectRealisations(state(), 'fr'))).toEqual([299, 471]);
    expect(selectTotals(state(), 'fr')).toMatchObject({ sale: 4, rent: 1 });
  });
});

describe('availableFirst', () => {
  const listings = makeCatalogue().properties;
  it('puts sold and let listings after the others, each part in its given order', () => {
    expect(ids(availableFirst(listings, false))).toEqual([120, 134, 175, 402, 312, 471, 299]);
  });
  it('drops them when asked', () => {
    expect(ids(availableFirst(listings, true))).toEqual([120, 134, 175, 402, 312]);
  });
});
