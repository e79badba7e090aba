import { demandSearch, readDemandSearch } from './demandQuery.ts';

describe('the search carried to the demand register', () => {
  it('writes a list page filters and reads them back', () => {
    const search = demandSearch({ goal: 'sale', types: [4], zones: ['5000'] });
    expect(search).toBe('?goal=sale&type=4&zone=5000');
    expect(readDemandSearch(search)).toEqual({ goal: 'sale', types: [4], zones: ['5000'] });
    expect(demandSearch({ goal: 'rent' })).toBe('?goal=rent');
  });

  it('reads several types and zones, prices and bedrooms', () => {
    expect(
      readDemandSearch('?goal=rent&type=1&type=2&type=1&zone=1050&zone=9000&minPrice=500&maxPrice=1200&bedrooms=2'),
    ).toEqual({
      goal: 'rent',
      types: [1, 2],
      zones: ['1050', '9000'],
      minPrice: '500',
      maxPrice: '1200',
      bedrooms: '2',
    });
  });

  it('leaves out whatever does not read, and never more than the form takes', () => {
    expect(
      readDemandSearch('?goal=buy&type=0&type=abc&type=1000&zone=0999&zone=12345&zone=%3Cb%3E&minPrice=-5&bedrooms=21'),
    ).toEqual({});
    const many = Array.from({ length: 60 }, (_, i) => `zone=${1000 + i}`).join('&');
    expect(readDemandSearch(`?${many}`).zones).toHaveLength(50);
    expect(readDemandSearch('')).toEqual({});
  });
});
