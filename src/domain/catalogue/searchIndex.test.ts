import { makeCatalogue, city, listing } from '../../../test/fixtures/catalogue.ts';
import { search, searchIndex } from './searchIndex.ts';
import type { Catalogue } from './types.ts';

const catalogue = makeCatalogue();
const find = (text: string, c: Catalogue = catalogue) => search(searchIndex(c), text);
const names = (text: string) => find(text).cities.map((c) => `${c.Name} (${c.Zip})`);
const ids = (text: string) => find(text).properties.map((l) => l.ID);

describe('search panel matching', () => {
  it.each([
    ['namur', ['Namur (5000)']],
    ['Neufchâteau', ['Neufchâteau (6840)']],
    ['neufchateau', ['Neufchâteau (6840)']],
    ['NEUFCHATEAU', ['Neufchâteau (6840)']],
    ['6900', ['Marche-en-Famenne (6900)']],
    ['69', ['Hotton (6990)', 'Marche-en-Famenne (6900)']],
    ['famenne', ['Marche-en-Famenne (6900)']],
    ['  hot ', ['Hotton (6990)']],
    ['xyz', []],
  ])('cities for %p', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('finds properties by their id only, never by text', () => {
    expect(ids('120')).toEqual([120]);
    expect(ids('Ref: 134')).toEqual([134]);
    expect(ids('#175')).toEqual([175]);
    expect(ids('maison')).toEqual([]);
    expect(ids('marche')).toEqual([]);
  });

  it('ranks the exact id first, then ids that start with the text, then the others', () => {
    const c = {
      ...catalogue,
      properties: [listing({ ID: 512 }), listing({ ID: 120 }), listing({ ID: 12 }), listing({ ID: 312 })],
    };
    expect(find('12', c).properties.map((l) => l.ID)).toEqual([12, 120, 312, 512]);
  });

  it('is exact (threshold 0): a typo finds nothing', () => {
    expect(names('namurr')).toEqual([]);
    expect(names('nmur')).toEqual([]);
  });

  it('empties on a blank text and limits what it shows while counting everything', () => {
    expect(find('   ')).toEqual({ cities: [], properties: [], cityTotal: 0, propertyTotal: 0 });
    const many = {
      ...catalogue,
      cities: {
        ...catalogue.cities,
        all: Array.from({ length: 20 }, (_, i) => city(`Ville ${i}`, String(5000 + i), 1)),
      },
    };
    const result = find('ville', many);
    expect(result.cities).toHaveLength(6);
    expect(result.cityTotal).toBe(20);
  });

  it('builds the index once per catalogue', () => {
    expect(searchIndex(catalogue)).toBe(searchIndex(catalogue));
  });
});
