import { formatNumber, formatPrice } from './price.ts';

describe('formatPrice', () => {
  it.each([
    [245000, '€ 245.000'],
    [0, '€ 0'],
    [75, '€ 75'],
    [950, '€ 950'],
    [1250, '€ 1.250'],
    [1250.5, '€ 1.250,50'],
    [12345678, '€ 12.345.678'],
    [689999.99, '€ 689.999,99'],
  ])('%p -> %p', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [1000, 0, '1.000'],
    [999, 0, '999'],
    [-1500, 0, '-1.500'],
    [12.5, 1, '12,5'],
    [1234.567, 2, '1.234,57'],
  ])('%p with %p decimals -> %p', (value, digits, expected) => {
    expect(formatNumber(value, digits)).toBe(expected);
  });
});
