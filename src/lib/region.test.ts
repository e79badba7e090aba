import { energyRegion, regionOfPostcode } from './region.ts';

describe('regionOfPostcode', () => {
  it.each([
    // Below the first Belgian postcode.
    ['0999', null],
    ['1000', 'brussels'],
    ['1150', 'brussels'],
    ['1299', 'brussels'],
    ['1300', 'wallonia'],
    ['1499', 'wallonia'],
    ['1500', 'flanders'],
    ['2000', 'flanders'],
    ['3999', 'flanders'],
    ['4000', 'wallonia'],
    ['6900', 'wallonia'],
    ['7999', 'wallonia'],
    ['8000', 'flanders'],
    ['9999', 'flanders'],
  ])('%p -> %p', (zip, expected) => {
    expect(regionOfPostcode(zip)).toBe(expected);
  });

  it.each([
    ['999', 'three digits'],
    ['', 'empty'],
    ['    ', 'only spaces'],
    ['abcd', 'letters'],
    ['12345', 'five digits'],
    ['B-5000', 'with a country prefix'],
    ['50 00', 'a space inside'],
    ['5000a', 'a trailing letter'],
    ['-500', 'a sign'],
    ['1e03', 'a number in exponent form'],
  ])('%p (%s) is not a Belgian postcode', (zip) => {
    expect(regionOfPostcode(zip)).toBeNull();
  });

  it.each([
    [' 5000 ', 'wallonia'],
    ['\t1000\n', 'brussels'],
    [' 9000', 'flanders'],
  ])('surrounding white space is ignored: %p -> %p', (zip, expected) => {
    expect(regionOfPostcode(zip)).toBe(expected);
  });
});

describe('energyRegion', () => {
  it.each([
    [50, '1000', 'luxembourg'],
    [50, '9000', 'luxembourg'],
    [50, '6900', 'luxembourg'],
    [50, '', 'luxembourg'],
    [50, 'L-9999', 'luxembourg'],
    [10, '1000', 'brussels'],
    [10, '6900', 'wallonia'],
    [10, '9000', 'flanders'],
    [10, '', null],
    [10, '0999', null],
  ])('country %p, postcode %p -> %p', (countryId, zip, expected) => {
    expect(energyRegion(countryId, zip)).toBe(expected);
  });
});
