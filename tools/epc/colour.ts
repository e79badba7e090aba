/** Colours of the EPC scale: the EU-style ramp, its dimmed form and a readable text colour. */

type Rgb = readonly [number, number, number];

/**
 * The seven classes of the EU energy label, dark green to red. A scale with more labels
 * (Brussels has 19) takes evenly spaced points along this ramp, so its ends keep the
 * familiar colours and every label still gets a shade of its own.
 */
const RAMP: readonly Rgb[] = ['#007a3d', '#38a23f', '#9cc93a', '#ffe100', '#fbb416', '#f06b22', '#e01e25'].map(parse);

export const WHITE = '#ffffff';
export const INK = '#1f2326';

/** Colour of the label at `index` on a scale of `count` labels, best (0) first. */
export function rampColour(index: number, count: number): string {
  const t = count > 1 ? (index / (count - 1)) * (RAMP.length - 1) : 0;
  const low = Math.min(Math.floor(t), RAMP.length - 2);
  return format(mix(at(RAMP, low), at(RAMP, low + 1), t - low));
}

/** The colour moved `amount` (0-1) towards white: the labels that are not the image's own. */
export function dim(colour: string, amount: number): string {
  return format(mix(parse(colour), [255, 255, 255], amount));
}

/** White or ink, whichever contrasts more with the background (WCAG contrast ratio). */
export function textOn(background: string): string {
  const bg = luminance(parse(background));
  const contrast = (fg: string) => {
    const l = luminance(parse(fg));
    return (Math.max(l, bg) + 0.05) / (Math.min(l, bg) + 0.05);
  };
  return contrast(WHITE) >= contrast(INK) ? WHITE : INK;
}

function at(ramp: readonly Rgb[], i: number): Rgb {
  const colour = ramp[i];
  if (!colour) throw new Error(`no ramp colour ${i}`);
  return colour;
}

function parse(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
