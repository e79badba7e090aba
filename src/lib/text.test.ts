import { DESCRIPTION_LIMIT, isEmpty, truncate } from './text.ts';

describe('isEmpty', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    ['\n\t ', true],
    ['a', false],
    [' 0 ', false],
  ])('%p -> %p', (value, expected) => {
    expect(isEmpty(value)).toBe(expected);
  });
});

describe('truncate', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'abcd').join(' ');

  it.each([
    ['short text stays whole', 'Maison avec jardin', 100, 'Maison avec jardin'],
    ['exactly the limit stays whole', 'x'.repeat(100), 100, 'x'.repeat(100)],
    ['one over the limit is cut with an ellipsis', 'x'.repeat(101), 100, `${'x'.repeat(100)}…`],
    // "abcd abcd ..." has a space every 5 characters: the first 100 end on the space at 99.
    ['cut at the last space when it lies beyond 80 %', words(30), 100, `${words(20)}…`],
    ['a word broken by the limit is dropped whole', `${words(19)} abcdefgh`, 100, `${words(19)}…`],
    [
      'a space at or before 80 % is not used: the word is cut',
      `${'a'.repeat(80)} ${'b'.repeat(40)}`,
      100,
      `${'a'.repeat(80)} ${'b'.repeat(19)}…`,
    ],
    ['a space just past 80 % is used', `${'a'.repeat(81)} ${'b'.repeat(40)}`, 100, `${'a'.repeat(81)}…`],
    ['trailing comma before the cut is dropped', `${'a'.repeat(90)}, ${'b'.repeat(20)}`, 100, `${'a'.repeat(90)}…`],
    ['surrounding white space is ignored', `  ${'a'.repeat(10)}  `, 10, 'a'.repeat(10)],
  ])('%s', (_name, text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });

  it('uses the default limit of 250 characters', () => {
    const text = words(80); // 399 characters
    const cut = truncate(text);
    expect(DESCRIPTION_LIMIT).toBe(250);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(251);
    expect(cut.length).toBeGreaterThan(200);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.at(-2)).toBe('d');
  });
});
