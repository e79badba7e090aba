import { NO_CRITERIA } from '../criteria/criteria.ts';
import { listSearch, parseCity, parseListQuery } from './listQuery.ts';

describe('list query', () => {
  it('reads city as name|zip, type as a type id, sort and page', () => {
    expect(parseListQuery('?city=Namur%7C5000&type=4&sort=price-asc&page=2')).toEqual({
      query: { q: null, city: { name: 'Namur', zip: '5000' }, type: 4, sort: 'price-asc', page: 2, ...NO_CRITERIA },
      ignored: [],
    });
  });

  it.each([
    ['?type=abc', ['type']],
    ['?type=0', ['type']],
    ['?page=0', ['page']],
    ['?page=-1', ['page']],
    ['?page=2.5', ['page']],
    ['?page=9999999', ['page']],
    ['?sort=cheapest', ['sort']],
    ['?city=Namur', ['city']],
    ['?city=Namur|50', ['city']],
    ['?city=|0500', ['city']],
    ['?city=&type=&page=', []],
    ['?sort=living&minPrice=abc', ['minPrice']],
    ['?bedrooms=0&epc=Z&garden=yes', ['bedrooms', 'epc', 'garden']],
    ['?minPrice=300000&maxPrice=200000', ['maxPrice']],
    ['?minPrice=&epc=&lift=', []],
  ])('ignores and names a bad value: %p', (search, ignored) => {
    const result = parseListQuery(search);
    expect(result.ignored).toEqual(ignored);
  });

  it('reads a postcode alone as a city filter', () => {
    expect(parseCity('6900')).toEqual({ name: null, zip: '6900' });
    expect(parseCity(' Aye | 6900 ')).toEqual({ name: 'Aye', zip: '6900' });
  });

  it('writes a query back, leaving the defaults out', () => {
    expect(listSearch({})).toBe('');
    expect(listSearch({ sort: 'newest', page: 1 })).toBe('');
    expect(listSearch({ city: { name: 'Neufchâteau', zip: '6840' }, type: 1, page: 3, sort: 'price-desc' })).toBe(
      '?city=Neufch%C3%A2teau%7C6840&type=1&sort=price-desc&page=3',
    );
    const round = parseListQuery(listSearch({ city: { name: 'Neufchâteau', zip: '6840' }, type: 1, page: 3 }));
    expect(round.query.city).toEqual({ name: 'Neufchâteau', zip: '6840' });
  });

  it('reads and writes every advanced criterion, in a fixed order', () => {
    const search =
      '?type=1&minPrice=150000&maxPrice=400000&bedrooms=3&minLiving=120&minPlot=500&epc=C' +
      '&garden=1&parking=1&terrace=1&lift=1&newBuild=1&sort=living';
    const { query, ignored } = parseListQuery(search);
    expect(ignored).toEqual([]);
    expect(query).toMatchObject({
      minPrice: 150000,
      maxPrice: 400000,
      bedrooms: 3,
      minLiving: 120,
      minPlot: 500,
      epc: 'c',
      garden: true,
      parking: true,
      terrace: true,
      lift: true,
      newBuild: true,
      sort: 'living',
    });
    expect(listSearch(query)).toBe(search);
    expect(parseListQuery('?epc=b').query.epc).toBe('b');
  });

  it('reads the search params react-router gives as it reads the query string', () => {
    const search = '?city=Namur%7C5000&type=4&sort=price-asc&page=2&q=villa';
    expect(parseListQuery(new URLSearchParams(search))).toEqual(parseListQuery(search));
  });
});
