import { switchQuery } from './switchQuery.ts';

describe('switchQuery', () => {
  it.each([
    ['?type=4', '?type=4'],
    ['?city=Namen%7C5000&type=4&page=2', '?city=5000&type=4&page=2'],
    ['?city=5000', '?city=5000'],
    ['?city=nowhere', ''],
    ['?ids=12,15', '?ids=12%2C15'],
    ['', ''],
  ])('%s keeps %s', (search, expected) => {
    expect(switchQuery(search)).toBe(expected);
  });
});
