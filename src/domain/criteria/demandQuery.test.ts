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

  it('carries every advanced criterion of a list and reads each back under its register name', () => {
    const search = demandSearch({
      goal: 'sale',
      types: [1],
      zones: ['6900'],
      criteria: {
        minPrice: 200_000,
        maxPrice: 450_000,
        bedrooms: 3,
        minLiving: 120,
        minPlot: 500,
        epc: 'c',
        garden: true,
        parking: true,
        terrace: true,
        lift: true,
        newBuild: true,
      },
    });
    expect(search).toBe(
      '?goal=sale&type=1&zone=6900&minPrice=200000&maxPrice=450000&bedrooms=3&minLiving=120&minPlot=500&epc=C' +
        '&garden=1&parking=1&terrace=1&lift=1&newBuild=1',
    );
    expect(readDemandSearch(search)).toEqual({
      goal: 'sale',
      types: [1],
      zones: ['6900'],
      minPrice: '200000',
      maxPrice: '450000',
      bedrooms: '3',
      minLiving: '120',
      minPlot: '500',
      epc: 'c',
      garden: true,
      parking: true,
      terrace: true,
      lift: true,
      newBuild: true,
    });
    // Criteria left unset (null, false) are not written.
    expect(demandSearch({ goal: 'rent', criteria: { minPrice: null, epc: null, garden: false, lift: true } })).toBe(
      '?goal=rent&lift=1',
    );
  });

  it.each([
    ['minPrice', '0', '1000000000', '1000000001'],
    ['maxPrice', '1', '1000000000', '0'],
    ['bedrooms', '1', '20', '21'],
    ['minLiving', '1', '100000', '100001'],
    ['minPlot', '1', '10000000', '10000001'],
  ])('reads %s at its bounds (%s, %s) and drops %s', (name, low, high, out) => {
    expect(readDemandSearch(`?${name}=${low}`)).toEqual({ [name]: low });
    expect(readDemandSearch(`?${name}=${high}`)).toEqual({ [name]: high });
    expect(readDemandSearch(`?${name}=${out}`)).toEqual({});
  });

  it('drops advanced criteria that do not read, keeping the others', () => {
    expect(
      readDemandSearch(
        '?minLiving=12.5&minPlot=-1&epc=H&garden=yes&parking=0&terrace=&lift=1&newBuild=true&bedrooms=abc&minPrice=9e5',
      ),
    ).toEqual({ lift: true });
    expect(readDemandSearch('?epc=b')).toEqual({ epc: 'b' });
    expect(readDemandSearch('?epc=a%2B')).toEqual({});
    // A maximum below the minimum is the one left out, as on the list.
    expect(readDemandSearch('?minPrice=300000&maxPrice=100000')).toEqual({ minPrice: '300000' });
  });
});
