import { parseAmount } from './amount.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** [what the visitor typed, the amount read] */
const AMOUNTS: readonly (readonly [string, number])[] = [
  ['240000', 240_000],
  ['0', 0],
  ['7', 7],
  // Thousands: the Belgian dot, a space of any kind, the English comma.
  ['240.000', 240_000],
  ['1.250.000', 1_250_000],
  ['1.234', 1234],
  ['240 000', 240_000],
  [`240${NBSP}000`, 240_000],
  [`240${NNBSP}000`, 240_000],
  [`1${NNBSP}250${NNBSP}000`, 1_250_000],
  ['240,000', 240_000],
  ['1,250,000', 1_250_000],
  // Decimals: a comma or a dot, one or two digits.
  ['240.000,50', 240_000.5],
  ['240000,50', 240_000.5],
  ['240000.50', 240_000.5],
  ['240 000,05', 240_000.05],
  ['240,000.99', 240_000.99],
  ['240.00', 240],
  ['1,5', 1.5],
  ['0,50', 0.5],
  // The euro, before or after, with or without a space.
  ['€ 240.000', 240_000],
  ['€240.000', 240_000],
  [`€${NBSP}240.000,50`, 240_000.5],
  ['240.000 €', 240_000],
  ['240.000€', 240_000],
  [`240${NNBSP}000${NNBSP}€`, 240_000],
  ['240.000 EUR', 240_000],
  ['EUR 240000', 240_000],
  ['240.000 eur', 240_000],
  ['240.000 euro', 240_000],
  ['240000 euros', 240_000],
  // Spaces around it are not part of it.
  ['  240.000  ', 240_000],
];

const NOT_AMOUNTS: readonly string[] = [
  '',
  '   ',
  'abc',
  'a lot',
  '240k',
  '240.000 USD',
  '€',
  '€ 240.000 €',
  '-240000',
  '+240000',
  '2e5',
  '0x10',
  'Infinity',
  // Groups that are not thousands, or marks that could be read two ways.
  '1.2.3',
  '24.00.00',
  '240.00.000',
  '1.234.5',
  '1,234,56',
  '1.234,567',
  '240000,505',
  '240000.505',
  '0.500',
  '1,000 000',
  '1 000.000',
  '240  000',
  '240 0000',
  '.5',
  ',50',
  '240.',
  '240,',
  '9'.repeat(17),
  '1'.repeat(10_000),
];

describe('parseAmount', () => {
  it.each(AMOUNTS)('reads %j as %p', (typed, amount) => {
    expect(parseAmount(typed)).toBe(amount);
  });

  it.each(NOT_AMOUNTS.map((typed) => [typed]))('does not read %j as an amount', (typed) => {
    expect(parseAmount(typed)).toBeNull();
  });

  it('never gives more than two decimals', () => {
    for (const [typed] of AMOUNTS) {
      const amount = parseAmount(typed)!;
      expect(Math.round(amount * 100) / 100).toBe(amount);
    }
  });
});
