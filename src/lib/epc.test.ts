import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EPC_LABELS,
  RENOVATION_YEARS,
  epcImagePath,
  epcLabel,
  labelDisplay,
  labelFromText,
  needsRenovationNotice,
} from './epc.ts';
import type { BelgianRegion, EnergyRegion } from './region.ts';

const ROOT = path.join(__dirname, '..', '..');

/**
 * The scales exactly as spec section 9 writes them (kWh/m² per year), typed in by hand so a
 * wrong bound in EPC_SCALES fails here. Ranges are [label, from, to]; `from` is the spec's
 * lower end, which either touches the previous range (Flanders 0-100, 100-200) or leaves an
 * integer gap (Brussels 1-23, 24-45). The Brussels F- range is written "223-345" in the
 * spec, a typo for 323-345.
 */
const SPEC: Record<
  BelgianRegion,
  { belowZero: string; ranges: [label: string, from: number, to: number][]; above: string }
> = {
  flanders: {
    belowZero: 'a_plus',
    ranges: [
      ['a', 0, 100],
      ['b', 100, 200],
      ['c', 200, 300],
      ['d', 300, 400],
      ['e', 400, 500],
    ],
    above: 'f',
  },
  brussels: {
    belowZero: 'a_plus',
    ranges: [
      ['a', 1, 23],
      ['a_sub', 24, 45],
      ['b_plus', 46, 62],
      ['b', 63, 79],
      ['b_sub', 80, 95],
      ['c_plus', 96, 113],
      ['c', 114, 132],
      ['c_sub', 133, 150],
      ['d_plus', 151, 170],
      ['d', 171, 190],
      ['d_sub', 191, 210],
      ['e_plus', 211, 232],
      ['e', 233, 253],
      ['e_sub', 254, 275],
      ['f_plus', 276, 298],
      ['f', 299, 322],
      ['f_sub', 323, 345],
    ],
    above: 'g',
  },
  wallonia: {
    belowZero: 'a_plusplus',
    ranges: [
      ['a_plus', 0, 45],
      ['a', 45, 85],
      ['b', 85, 170],
      ['c', 170, 255],
      ['d', 255, 340],
      ['e', 340, 425],
      ['f', 425, 510],
    ],
    above: 'g',
  },
};

type Case = [region: BelgianRegion, value: number, expected: string];

/**
 * Both sides of every bound: the upper end itself belongs to its range, one above (and half
 * above, for values between the integer ranges) to the next; a lower end shared with the
 * previous range belongs to the better (previous) label.
 */
function boundaryCases(region: BelgianRegion): Case[] {
  const { belowZero, ranges, above } = SPEC[region];
  const first = ranges[0]?.[0] ?? '';
  const cases: Case[] = [
    [region, -1, belowZero],
    [region, -0.5, belowZero],
    [region, 0, first],
  ];
  ranges.forEach(([label, from, to], index) => {
    const previous = ranges[index - 1];
    const next = ranges[index + 1]?.[0] ?? above;
    if (previous) cases.push([region, from, previous[2] === from ? previous[0] : label]);
    cases.push([region, (from + to) / 2, label], [region, to, label], [region, to + 0.5, next], [region, to + 1, next]);
  });
  const last = ranges.at(-1)?.[2] ?? 0;
  cases.push([region, last + 1000, above]);
  return cases;
}

describe('epcLabel on the Belgian scales', () => {
  it.each([...boundaryCases('flanders'), ...boundaryCases('brussels'), ...boundaryCases('wallonia')])(
    '%s %p -> %s',
    (region, value, expected) => {
      expect(epcLabel(region, value, null)).toBe(expected);
    },
  );

  it.each<Case>([
    ['brussels', 223, 'e_plus'],
    ['brussels', 300, 'f'],
    ['brussels', 322, 'f'],
    ['brussels', 323, 'f_sub'],
    ['brussels', 345, 'f_sub'],
    ['brussels', 346, 'g'],
    ['brussels', 23.5, 'a_sub'],
    ['flanders', 100, 'a'],
    ['flanders', 100.5, 'b'],
    ['flanders', 500, 'e'],
    ['flanders', 501, 'f'],
    ['wallonia', 45, 'a_plus'],
    ['wallonia', 45.5, 'a'],
    ['wallonia', 510, 'f'],
    ['wallonia', 511, 'g'],
  ])('the spec examples: %s %p -> %s', (region, value, expected) => {
    expect(epcLabel(region, value, null)).toBe(expected);
  });

  it('takes the value over the label text', () => {
    expect(epcLabel('flanders', 150, 'F')).toBe('b');
    expect(epcLabel('wallonia', -3, 'G')).toBe('a_plusplus');
  });

  it.each<[BelgianRegion, number | null, string | null, string | null]>([
    ['flanders', null, 'A+', 'a_plus'],
    ['flanders', null, 'e', 'e'],
    ['brussels', null, 'C-', 'c_sub'],
    ['brussels', null, 'B+', 'b_plus'],
    ['wallonia', null, 'A++', 'a_plusplus'],
    ['wallonia', Number.NaN, 'D', 'd'],
    ['flanders', null, 'G', null],
    ['flanders', null, 'A++', null],
    ['flanders', null, 'Z', null],
    ['brussels', null, 'H', null],
    ['wallonia', null, 'C-', null],
    ['flanders', null, '', null],
    ['flanders', null, null, null],
  ])('without a value falls back to the label text: %s %p %p -> %p', (region, value, text, expected) => {
    expect(epcLabel(region, value, text)).toBe(expected);
  });
});

describe('epcLabel in Luxembourg', () => {
  it.each<[number | null, string | null, string | null]>([
    [null, 'C', 'c'],
    [null, 'c', 'c'],
    [null, ' B ', 'b'],
    [null, 'A', 'a'],
    [null, 'I', 'i'],
    [null, 'Z', null],
    [null, 'A+', null],
    [null, '', null],
    [null, null, null],
    // The value is ignored: the CRM's label is used as it is.
    [500, 'B', 'b'],
    [-10, 'H', 'h'],
    [50, null, null],
  ])('value %p, label %p -> %p', (value, text, expected) => {
    expect(epcLabel('luxembourg', value, text)).toBe(expected);
  });
});

describe('labelFromText', () => {
  it.each([
    ['A++', 'a_plusplus'],
    ['A+', 'a_plus'],
    ['a+', 'a_plus'],
    ['C-', 'c_sub'],
    ['C–', 'c_sub'],
    [' B ', 'b'],
    ['G', 'g'],
    ['a_plus', 'a_plus'],
  ])('%p -> %p', (text, expected) => {
    expect(labelFromText(text)).toBe(expected);
  });
});

describe('labelDisplay', () => {
  it.each([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['a', 'A'],
    ['a_sub', 'A-'],
    ['b_plus', 'B+'],
    ['c_sub', 'C-'],
    ['g', 'G'],
    ['i', 'I'],
  ])('%p -> %p', (label, expected) => {
    expect(labelDisplay(label)).toBe(expected);
  });

  it('reads back to the same label for every label of every region', () => {
    for (const labels of Object.values(EPC_LABELS)) {
      for (const label of labels) expect(labelFromText(labelDisplay(label))).toBe(label);
    }
  });
});

describe('EPC_LABELS', () => {
  it.each<[EnergyRegion, string[]]>([
    ['flanders', ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f']],
    [
      'brussels',
      [
        'a_plus',
        'a',
        'a_sub',
        'b_plus',
        'b',
        'b_sub',
        'c_plus',
        'c',
        'c_sub',
        'd_plus',
        'd',
        'd_sub',
        'e_plus',
        'e',
        'e_sub',
        'f_plus',
        'f',
        'f_sub',
        'g',
      ],
    ],
    ['wallonia', ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g']],
    ['luxembourg', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']],
  ])('%s lists its labels best first', (region, labels) => {
    expect(EPC_LABELS[region]).toEqual(labels);
  });

  it.each<[EnergyRegion, number]>([
    ['flanders', 7],
    ['brussels', 19],
    ['wallonia', 9],
    ['luxembourg', 9],
  ])('%s has %p labels', (region, count) => {
    expect(EPC_LABELS[region]).toHaveLength(count);
  });
});

describe('epcImagePath', () => {
  it.each<[EnergyRegion, string, string]>([
    ['flanders', 'a_plus', '/images/epc/flanders/a_plus.png'],
    ['brussels', 'c_sub', '/images/epc/brussels/c_sub.png'],
    ['wallonia', 'a_plusplus', '/images/epc/wallonia/a_plusplus.png'],
    ['luxembourg', 'i', '/images/epc/luxembourg/i.png'],
  ])('%s %s -> %s', (region, label, expected) => {
    expect(epcImagePath(region, label)).toBe(expected);
  });

  it('points to an existing image for every label of every region', () => {
    const missing = (Object.entries(EPC_LABELS) as [EnergyRegion, readonly string[]][])
      .flatMap(([region, labels]) => labels.map((label) => epcImagePath(region, label)))
      .filter((file) => !existsSync(path.join(ROOT, 'public', file)));
    expect(missing).toEqual([]);
  });
});

describe('needsRenovationNotice', () => {
  it.each<[EnergyRegion | null, string | null, boolean, boolean]>([
    ['flanders', 'e', true, true],
    ['flanders', 'f', true, true],
    ['flanders', 'e', false, false],
    ['flanders', 'f', false, false],
    ['flanders', 'd', true, false],
    ['flanders', 'a_plus', true, false],
    ['flanders', null, true, false],
    ['wallonia', 'e', true, false],
    ['wallonia', 'f', true, false],
    ['brussels', 'e', true, false],
    ['luxembourg', 'e', true, false],
    [null, 'e', true, false],
  ])('%s, label %p, for sale %p -> %p', (region, label, forSale, expected) => {
    expect(needsRenovationNotice(region, label, forSale)).toBe(expected);
  });

  it('gives five years to renovate', () => {
    expect(RENOVATION_YEARS).toBe(5);
  });
});

describe('the renovation notice in every catalogue', () => {
  const languages = readdirSync(path.join(ROOT, 'locales'));

  it('exists for every language of locales/', () => {
    expect(languages).toEqual(expect.arrayContaining(['nl', 'fr', 'en', 'de']));
  });

  it.each(languages)('%s: takes the number of years from the code and writes no 6', (lng) => {
    const detail = JSON.parse(readFileSync(path.join(ROOT, 'locales', lng, 'detail.json'), 'utf8')) as {
      energy?: { renovation?: unknown };
    };
    const text = detail.energy?.renovation;
    expect(typeof text).toBe('string');
    expect(text).toContain('{{years}}');
    expect(text).not.toMatch(/6/);
  });
});
