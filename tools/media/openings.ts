/**
 * Windows, doors, garage doors and shop windows, authored in metres on a flat elevation and
 * stored once as templates; facades place them with an affine map per opening.
 */
import { jitter, mix, shade } from './color.ts';
import type { Light } from './light.ts';
import type { Rng } from './rng.ts';
import { type Doc, line, n, poly, rect, tag } from './svg.ts';

export type WindowKind = 'casement' | 'cross' | 'grid' | 'single' | 'tall' | 'band';

export interface WindowSpec {
  w: number;
  h: number;
  kind: WindowKind;
  frame: string;
  sill?: string;
  lintel?: string;
  shutters?: string;
  /** Fraction of the window covered by a half-lowered roller shutter. */
  roller?: number;
  curtain?: string;
  /** A second reflection angle, so neighbouring windows do not look pasted. */
  variant?: number;
}

/** The reflection of the sky in glass, dark inside the room below it. */
export function glass(doc: Doc, light: Light, variant = 0): string {
  const sky = light.sky;
  return doc.linear(
    [mix(sky[2], '#ffffff', 0.3), mix(sky[1], '#2a3644', 0.35), '#1b232c', mix(sky[0], '#10161c', 0.6)],
    variant ? [1, 0, 0.2, 1] : [0, 0, 0.7, 1],
  );
}

function highlight(w: number, h: number, t: number): string {
  return poly(
    [
      { x: w * t, y: 0 },
      { x: w * t + w * 0.35, y: 0 },
      { x: w * t - w * 0.05, y: h },
      { x: w * t - w * 0.4, y: h },
    ].map((p) => ({ x: Math.max(0, Math.min(w, p.x)), y: p.y })),
    { fill: '#fff', opacity: 0.1 },
  );
}

export function windowTemplate(doc: Doc, light: Light, s: WindowSpec): string {
  const key = `win:${s.w.toFixed(2)}:${s.h.toFixed(2)}:${s.kind}:${s.frame}:${s.sill}:${s.lintel}:${s.shutters}:${s.roller}:${s.curtain}:${s.variant}`;
  return doc.def(key, (id) => {
    const { w, h } = s;
    const f = s.kind === 'band' ? 0.05 : 0.07;
    let out = rect(-0.05, -0.05, w + 0.1, h + 0.1, { fill: '#1a1a1a', opacity: 0.45 });
    if (s.lintel) out += rect(-0.12, -0.22, w + 0.24, 0.2, { fill: s.lintel });
    out += rect(0, 0, w, h, { fill: s.frame });
    const gw = w - 2 * f;
    const gh = h - 2 * f;
    out += rect(f, f, gw, gh, { fill: glass(doc, light, s.variant) });
    if (s.curtain) {
      out += rect(f, f, gw * 0.22, gh, { fill: s.curtain, opacity: 0.55 });
      out += rect(f + gw * 0.78, f, gw * 0.22, gh, { fill: s.curtain, opacity: 0.55 });
    }
    if (s.roller) out += rect(f, f, gw, gh * s.roller, { fill: doc.linear(['#9a9c9e', '#7d8084']), opacity: 0.95 });
    out += tag('g', { transform: `translate(${n(f)} ${n(f)})` }, highlight(gw, gh, 0.25 + (s.variant ?? 0) * 0.3));
    const bar = (x: number, y: number, bw: number, bh: number) => rect(x, y, bw, bh, { fill: s.frame });
    const mull = 0.06;
    if (s.kind === 'casement' || s.kind === 'cross' || s.kind === 'grid') out += bar(w / 2 - mull / 2, 0, mull, h);
    if (s.kind === 'cross' || s.kind === 'tall') out += bar(0, h * 0.3, w, mull);
    if (s.kind === 'grid') for (const t of [1 / 3, 2 / 3]) out += bar(0, h * t - 0.02, w, 0.04);
    if (s.kind === 'band') for (let x = 1.2; x < w - 0.5; x += 1.2) out += bar(x, 0, 0.05, h);
    if (s.sill) {
      out += rect(-0.06, h, w + 0.12, 0.07, { fill: s.sill });
      out += rect(-0.06, h + 0.07, w + 0.12, 0.06, { fill: '#000', opacity: 0.18 });
    }
    if (s.shutters) {
      for (const x of [-w / 2 - 0.04, w + 0.04]) {
        out += rect(x, -0.02, w / 2, h + 0.04, { fill: s.shutters });
        for (let y = 0.1; y < h; y += 0.12)
          out += line({ x, y }, { x: x + w / 2, y }, { stroke: shade(s.shutters, 0.7), 'stroke-width': 0.025 });
      }
    }
    return tag('g', { id }, out);
  });
}

export interface DoorSpec {
  w: number;
  h: number;
  color: string;
  kind: 'panel' | 'glass' | 'modern' | 'double';
  surround?: string;
  transom?: boolean;
}

export function doorTemplate(doc: Doc, light: Light, s: DoorSpec): string {
  const key = `door:${s.w.toFixed(2)}:${s.h.toFixed(2)}:${s.color}:${s.kind}:${s.surround}:${s.transom}`;
  return doc.def(key, (id) => {
    const { w, h } = s;
    let out = '';
    if (s.surround) out += rect(-0.14, -0.16, w + 0.28, h + 0.16, { fill: s.surround });
    out += rect(-0.02, -0.02, w + 0.04, h + 0.02, { fill: '#151515', opacity: 0.6 });
    const top = s.transom ? 0.45 : 0;
    if (top) {
      out += rect(0, 0, w, top - 0.05, { fill: shade(s.color, 0.8) });
      out += rect(0.06, 0.06, w - 0.12, top - 0.17, { fill: glass(doc, light) });
    }
    const leaf = (x: number, lw: number) => {
      let o = rect(x, top, lw, h - top, {
        fill: doc.linear([shade(s.color, 1.08), s.color, shade(s.color, 0.85)], [0, 0, 1, 0]),
      });
      const inset = (ix: number, iy: number, iw: number, ih: number, fill: string) =>
        rect(x + ix, top + iy, iw, ih, { fill, stroke: shade(s.color, 0.65), 'stroke-width': 0.02 });
      const dh = h - top;
      if (s.kind === 'panel') {
        o += inset(lw * 0.15, dh * 0.08, lw * 0.7, dh * 0.36, shade(s.color, 0.95));
        o += inset(lw * 0.15, dh * 0.52, lw * 0.7, dh * 0.38, shade(s.color, 0.95));
      } else if (s.kind === 'glass' || s.kind === 'double') {
        o += inset(lw * 0.18, dh * 0.08, lw * 0.64, dh * 0.5, glass(doc, light, 1));
        o += inset(lw * 0.18, dh * 0.66, lw * 0.64, dh * 0.26, shade(s.color, 0.92));
      } else {
        o += rect(x + lw * 0.72, top + dh * 0.06, lw * 0.14, dh * 0.86, { fill: glass(doc, light, 1) });
      }
      return o;
    };
    if (s.kind === 'double') out += leaf(0, w / 2 - 0.01) + leaf(w / 2 + 0.01, w / 2 - 0.01);
    else out += leaf(0, w);
    const hx = s.kind === 'modern' ? w * 0.6 : s.kind === 'double' ? w / 2 - 0.1 : w * 0.85;
    out +=
      s.kind === 'modern'
        ? rect(hx, top + (h - top) * 0.3, 0.035, (h - top) * 0.4, { fill: '#c8c8c8' })
        : rect(hx, top + (h - top) * 0.5, 0.08, 0.03, { fill: '#d4c08a' });
    out += rect(-0.1, h - 0.02, w + 0.2, 0.12, { fill: '#5d6268' });
    return tag('g', { id }, out);
  });
}

export function garageTemplate(doc: Doc, w: number, h: number, color: string, rng: Rng): string {
  return doc.def(`garage:${w.toFixed(2)}:${h.toFixed(2)}:${color}`, (id) => {
    let out = rect(-0.06, -0.06, w + 0.12, h + 0.06, { fill: '#202020', opacity: 0.55 });
    const panels = 4;
    const grad = doc.linear([shade(color, 1.06), shade(color, 0.9)]);
    for (let i = 0; i < panels; i++) {
      const y = (i * h) / panels;
      out += rect(0, y, w, h / panels - 0.015, { fill: grad });
      out += rect(0, y + h / panels - 0.02, w, 0.02, { fill: shade(color, 0.55) });
    }
    if (rng.chance(0.4))
      for (let x = w / 8; x < w; x += w / 4)
        out += rect(x - 0.15, h / panels + 0.1, 0.3, 0.18, { fill: '#2a3038', opacity: 0.7 });
    out += rect(w / 2 - 0.12, h * 0.78, 0.24, 0.05, { fill: shade(color, 0.5) });
    return tag('g', { id }, out);
  });
}

/** A lit shop window: dim interior, shelves and goods, the street reflected over them. */
export function shopTemplate(doc: Doc, light: Light, rng: Rng, w: number, h: number, frame: string): string {
  return doc.def(`shop:${w.toFixed(2)}:${h.toFixed(2)}:${frame}`, (id) => {
    let out = rect(0, 0, w, h, { fill: frame });
    out += rect(0.08, 0.08, w - 0.16, h - 0.5, { fill: doc.linear(['#5a4a3c', '#2e2620', '#453a30']) });
    const goods = ['#c7a05a', '#8a3a30', '#e8e0d0', '#3a5a6a', '#b08a70', '#5a7a4a'];
    for (let y = h * 0.3; y < h - 0.6; y += 0.45) {
      out += rect(0.2, y, w * 0.42, 0.04, { fill: '#d8c8a8', opacity: 0.8 });
      for (let x = 0.25; x < w * 0.42; x += rng.range(0.12, 0.3)) {
        const gh = rng.range(0.12, 0.3);
        out += rect(x, y - gh, rng.range(0.08, 0.16), gh, { fill: jitter(rng.pick(goods), 0.3, () => rng.next()) });
      }
    }
    out += rect(w * 0.55, h * 0.55, w * 0.3, 0.06, { fill: '#c8b89a' });
    out += rect(w * 0.58, h * 0.55 + 0.06, 0.05, h * 0.3, { fill: '#3a3028' });
    out += rect(w * 0.8, h * 0.55 + 0.06, 0.05, h * 0.3, { fill: '#3a3028' });
    for (let i = 0; i < 3; i++)
      out += tag('circle', { cx: w * (0.25 + i * 0.25), cy: 0.35, r: 0.12, fill: '#fff3c8', opacity: 0.9 });
    out += rect(0.08, 0.08, w - 0.16, h - 0.5, { fill: glass(doc, light), opacity: 0.45 });
    out += highlight(w, h - 0.5, 0.4);
    out += rect(0.08, h - 0.42, w - 0.16, 0.34, { fill: shade(frame, 0.85) });
    const dx = rng.chance(0.5) ? 0.15 : w - 1.15;
    out += rect(dx, 0.15, 1, h - 0.15, { fill: frame });
    out += rect(dx + 0.08, 0.25, 0.84, h - 0.4, { fill: glass(doc, light, 1), opacity: 0.9 });
    out += rect(dx + 0.8, h * 0.5, 0.04, 0.4, { fill: '#cfcfcf' });
    return tag('g', { id }, out);
  });
}
