import { matches, zoneKey, type AlertCriteria, type ListingFacts } from './match.ts';

/** A house for sale in Marche, € 245.000, 3 bedrooms, 1 bathroom, a garage, terrace and garden. */
const LISTING: ListingFacts = {
  id: 1,
  goal: 0,
  typeIds: [1],
  zone: '6900',
  price: 245000,
  bedrooms: 3,
  bathrooms: 1,
  garages: 1,
  parking: true,
  terrace: true,
  garden: true,
  closed: false,
};

/** Houses for sale in 6900, nothing else asked. */
const SEARCH: AlertCriteria = {
  goal: 'sale',
  types: [1],
  zones: ['6900'],
  minPrice: null,
  maxPrice: null,
  bedrooms: null,
  bathrooms: null,
  garages: null,
  parking: false,
  terrace: false,
  garden: false,
};

describe('matches', () => {
  it.each<[string, Partial<ListingFacts>, Partial<AlertCriteria>, boolean]>([
    ['the same goal, type and zone', {}, {}, true],
    ['a rental for a search to buy', { goal: 1 }, {}, false],
    ['a sale for a search to rent', {}, { goal: 'rent' }, false],
    ['a rental for a search to rent', { goal: 1 }, { goal: 'rent' }, true],
    ['another type', { typeIds: [4] }, {}, false],
    ['one of its types is asked (a villa also listed as a house)', { typeIds: [2, 1] }, {}, true],
    ['one of the types asked', {}, { types: [4, 1] }, true],
    ['another postcode', { zone: '6940' }, {}, false],
    ['one of the zones asked', {}, { zones: ['5000', '6900'] }, true],
    ['a Luxembourg zone as typed', { zone: 'L-9530' }, { zones: ['l9530'] }, true],
    ['a Belgian postcode is not the Luxembourg one', { zone: '9530' }, { zones: ['L-9530'] }, false],
    ['the price at the minimum', {}, { minPrice: 245000 }, true],
    ['the price below the minimum', {}, { minPrice: 245001 }, false],
    ['the price at the maximum', {}, { maxPrice: 245000 }, true],
    ['the price above the maximum', {}, { maxPrice: 244999 }, false],
    ['within both bounds', {}, { minPrice: 200000, maxPrice: 300000 }, true],
    ['no published price, no bounds', { price: null }, {}, true],
    ['no published price, a maximum', { price: null }, { maxPrice: 300000 }, false],
    ['no published price, a minimum', { price: null }, { minPrice: 1 }, false],
    ['enough bedrooms', {}, { bedrooms: 3 }, true],
    ['too few bedrooms', {}, { bedrooms: 4 }, false],
    ['bedrooms unknown', { bedrooms: null }, { bedrooms: 1 }, false],
    ['bedrooms unknown, none asked', { bedrooms: null }, {}, true],
    ['at least 0 bedrooms asks nothing', { bedrooms: null }, { bedrooms: 0 }, true],
    ['too few bathrooms', {}, { bathrooms: 2 }, false],
    ['enough garages', {}, { garages: 1 }, true],
    ['too few garages', { garages: 0 }, { garages: 1 }, false],
    ['parking asked and present', {}, { parking: true }, true],
    ['parking asked, none', { parking: false }, { parking: true }, false],
    ['terrace asked, none', { terrace: false }, { terrace: true }, false],
    ['garden asked, none', { garden: false }, { garden: true }, false],
    ['no garden, none asked', { garden: false }, {}, true],
    ['sold or let, however well it matches', { closed: true }, {}, false],
  ])('%s', (_name, listing, criteria, expected) => {
    expect(matches({ ...LISTING, ...listing }, { ...SEARCH, ...criteria })).toBe(expected);
  });
});

describe('zoneKey', () => {
  it.each([
    ['6900', '6900'],
    [' 6900 ', '6900'],
    ['L-1234', 'L-1234'],
    ['l1234', 'L-1234'],
    ['L1234', 'L-1234'],
  ])('%s is %s', (zone, key) => expect(zoneKey(zone)).toBe(key));
});
