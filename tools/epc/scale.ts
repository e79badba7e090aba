/**
 * One EPC image as SVG: the region's whole scale as a stack of arrows, best label on top,
 * each a little longer than the one above (the EU label's way of showing "worse"), and the
 * image's own label drawn full size, outlined and pointed at by a black marker on the right
 * that repeats its letters large. The other labels are tinted towards white so the eye goes
 * to the marked one, but their letters keep a contrasting colour and stay readable.
 */
import { labelDisplay } from '../../src/lib/epc.ts';
import { dim, rampColour, textOn, WHITE } from './colour.ts';

/** The fonts on the drawing machine (fc-list); all have the glyphs used: A-I, + and U+2212. */
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
/** Upper bound of a bold capital's or a sign's advance width, in em (DejaVu Sans Bold: 0.84). */
const GLYPH_EM = 0.84;
/** Height of DejaVu's capitals in em: half of it below the middle line puts the baseline. */
const CAP_EM = 0.73;
const DIM = 0.35;

export interface Size {
  width: number;
  height: number;
}

export function drawScale(labels: readonly string[], selected: string, size: Size): string {
  const n = labels.length;
  const pad = Math.round(size.width / 60);
  // The marked row is taller by a third of a row; gaps are a sixth of a row, at least 3 px.
  const unit = (size.height - 2 * pad) / (n + 1 / 3 + (n - 1) / 6);
  const row = Math.floor(unit);
  const gap = Math.max(3, Math.floor(unit / 6));
  const big = size.height - 2 * pad - (n - 1) * (row + gap);
  const markerWidth = Math.round(size.width * 0.28);
  const barsRight = size.width - pad - markerWidth - Math.round(size.width / 40);
  // The shortest arrow must still hold the longest label ("A++") in the marked row's font,
  // with its left margin (0.32 of the row) and the tip (0.4) to spare, and some air.
  const longest = Math.max(...labels.map((l) => text(l).length));
  const shortest = Math.max(barsRight * 0.45, longest * GLYPH_EM * fontFor(big) + big);

  const parts: string[] = [];
  let y = pad;
  labels.forEach((label, i) => {
    const mine = label === selected;
    const h = mine ? big : row;
    const w = shortest + ((barsRight - pad - shortest) * i) / Math.max(1, n - 1);
    const full = rampColour(i, n);
    const fill = mine ? full : dim(full, DIM);
    const outline = mine ? ` stroke="#000" stroke-width="${round(size.width / 160)}" stroke-linejoin="miter"` : '';
    parts.push(`<path d="${arrow(pad, y, w, h, 1)}" fill="${fill}"${outline}/>`);
    parts.push(letters(label, pad + h * 0.32, y + h / 2, fontFor(h), textOn(fill), 'start'));
    if (mine) {
      const left = size.width - pad - markerWidth;
      parts.push(`<path d="${arrow(size.width - pad, y, markerWidth, h, -1)}" fill="#000"/>`);
      const middle = left + h * 0.4 + (markerWidth - h * 0.4) / 2;
      const font = Math.min(fontFor(h), ((markerWidth - h * 0.4) * 0.86) / (longest * GLYPH_EM));
      parts.push(letters(label, middle, y + h / 2, font, WHITE, 'middle'));
    }
    y += h + gap;
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">`,
    `<g font-family="${FONT}" font-weight="700">`,
    ...parts,
    '</g></svg>',
    '',
  ].join('\n');
}

/** The label as drawn: the true minus sign, as wide as the plus, instead of the short hyphen. */
function text(label: string): string {
  return labelDisplay(label).replace('-', '\u2212');
}

function fontFor(rowHeight: number): number {
  return round(rowHeight * 0.7);
}

function letters(label: string, x: number, middle: number, font: number, fill: string, anchor: string): string {
  const baseline = middle + (font * CAP_EM) / 2;
  return `<text x="${round(x)}" y="${round(baseline)}" font-size="${font}" fill="${fill}" text-anchor="${anchor}">${text(label)}</text>`;
}

/**
 * An arrow `w` long and `h` high from the flat end at x = `from`, pointing right
 * (direction 1) or left (-1), its tip as deep as 0.4 of its height.
 */
function arrow(from: number, y: number, w: number, h: number, direction: 1 | -1): string {
  const tip = h * 0.4;
  const x = (dx: number) => round(from + direction * dx);
  return `M${x(0)} ${round(y)}H${x(w - tip)}L${x(w)} ${round(y + h / 2)}L${x(w - tip)} ${round(y + h)}H${x(0)}Z`;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
