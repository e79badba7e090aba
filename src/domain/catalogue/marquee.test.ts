import { marqueeLabel } from './marquee.ts';

describe('marqueeLabel', () => {
  it.each([
    [1, '', null],
    [2, 'Sous option', null],
    [3, 'Nouveau', 'Nouveau'],
    [4, 'Vendu', 'Vendu'],
    [5, 'Loué', 'Loué'],
    [6, 'À remettre', 'À remettre'],
    [4, '  ', null],
  ])('marquee %p named %p shows %p', (Marquee, MarqueeName, expected) => {
    expect(marqueeLabel({ Marquee, MarqueeName })).toBe(expected);
  });
});
