/**
 * The energy label of a listing, drawn the way each region prescribes (spec section 9).
 *
 * Belgium: the label follows from the EPC value (kWh/m² per year) on the region's scale.
 * The spec gives ranges whose ends touch (Flanders 0-100, 100-200) or leave integer gaps
 * (Brussels 1-23, 24-45); one rule settles both: a value below 0 gets the best label;
 * otherwise the first label whose upper bound it does not exceed; above the last bound, the
 * worst label. So a shared bound belongs to the better label (100 is A in Flanders, 45 is
 * A+ in Wallonia), 0 is A in Flanders and Brussels and A+ in Wallonia, and a Brussels 23.5
 * is A-. The Brussels F- range reads 223-345 in the spec: a typo for 323-345 (the F range
 * ends at 322), so its bound is 345.
 *
 * Luxembourg: the CRM's label text is used directly (A to I of the energy passport).
 */
import type { EnergyRegion } from './region.ts';

interface Scale {
  /** Values below 0. */
  best: string;
  /** [label, inclusive upper bound], best first. */
  bands: readonly (readonly [string, number])[];
  /** Values above the last bound. */
  worst: string;
}

export const EPC_SCALES: Record<Exclude<EnergyRegion, 'luxembourg'>, Scale> = {
  flanders: {
    best: 'a_plus',
    bands: [
      ['a', 100],
      ['b', 200],
      ['c', 300],
      ['d', 400],
      ['e', 500],
    ],
    worst: 'f',
  },
  brussels: {
    best: 'a_plus',
    bands: [
      ['a', 23],
      ['a_sub', 45],
      ['b_plus', 62],
      ['b', 79],
      ['b_sub', 95],
      ['c_plus', 113],
      ['c', 132],
      ['c_sub', 150],
      ['d_plus', 170],
      ['d', 190],
      ['d_sub', 210],
      ['e_plus', 232],
      ['e', 253],
      ['e_sub', 275],
      ['f_plus', 298],
      ['f', 322],
      ['f_sub', 345],
    ],
    worst: 'g',
  },
  wallonia: {
    best: 'a_plusplus',
    bands: [
      ['a_plus', 45],
      ['a', 85],
      ['b', 170],
      ['c', 255],
      ['d', 340],
      ['e', 425],
      ['f', 510],
    ],
    worst: 'g',
  },
};

export const LUXEMBOURG_LABELS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const;

/** Every label of every region, best first: the images in public/images/epc follow this list. */
export const EPC_LABELS: Record<EnergyRegion, readonly string[]> = {
  flanders: labelsOf(EPC_SCALES.flanders),
  brussels: labelsOf(EPC_SCALES.brussels),
  wallonia: labelsOf(EPC_SCALES.wallonia),
  luxembourg: LUXEMBOURG_LABELS,
};

function labelsOf(scale: Scale): string[] {
  return [scale.best, ...scale.bands.map(([label]) => label), scale.worst];
}

function labelOnScale(scale: Scale, value: number): string {
  if (value < 0) return scale.best;
  for (const [label, upper] of scale.bands) if (value <= upper) return label;
  return scale.worst;
}

/** "A+", "a_plus", "A++" and "a_plusplus" all name the same label. */
export function labelFromText(text: string): string {
  return text.trim().toLowerCase().replace(/\+\+/g, '_plusplus').replace(/\+/g, '_plus').replace(/[-–]$/, '_sub');
}

/**
 * The label file name (a_plus, c_sub ...) or null when nothing can be said: no value, or a
 * label text that is not on the region's list.
 */
export function epcLabel(region: EnergyRegion, value: number | null, labelText: string | null): string | null {
  if (region === 'luxembourg') {
    const label = labelText ? labelFromText(labelText) : null;
    return label && EPC_LABELS.luxembourg.includes(label) ? label : null;
  }
  if (value !== null && Number.isFinite(value)) return labelOnScale(EPC_SCALES[region], value);
  const label = labelText ? labelFromText(labelText) : null;
  return label && EPC_LABELS[region].includes(label) ? label : null;
}

/** How a label is written for a reader: a_plus -> A+, c_sub -> C-, a_plusplus -> A++. */
export function labelDisplay(label: string): string {
  return label.replace('_plusplus', '++').replace('_plus', '+').replace('_sub', '-').toUpperCase();
}

export function epcImagePath(region: EnergyRegion, label: string): string {
  return `/images/epc/${region}/${label}.png`;
}

/**
 * Flanders' renovation duty: a home bought from 2023 with label E or F must reach D or better
 * within 5 years (the German catalogue's 6 is a known error in the source texts).
 */
export const RENOVATION_YEARS = 5;

export function needsRenovationNotice(region: EnergyRegion | null, label: string | null, forSale: boolean): boolean {
  return forSale && region === 'flanders' && (label === 'e' || label === 'f');
}
