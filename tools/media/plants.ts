/**
 * Trees, shrubs, hedges and fences, modelled at their place in the scene and drawn in
 * metres. Foliage is vector work (lumpy silhouettes, a shared leaf texture, a gradient for
 * the sun side) because filter noise and displacement are far too slow in librsvg.
 */
import { type Camera, dropShadow, v3, type V3 } from './camera.ts';
import { mix, shade } from './color.ts';
import { aerial, type Light } from './light.ts';
import { Rng, nth } from './rng.ts';
import { type Doc, ellipse, line, n, nums, poly, type Pt, tag } from './svg.ts';

/** Tiny leaf shapes as one path: cheaper to store and to fill than separate ellipses. */
function leafPath(r: Rng, count: number, tile: number, size: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = r.range(0, tile - size * 2);
    const y = r.range(size, tile - size);
    const a = r.range(0, Math.PI);
    const dx = Math.cos(a) * size;
    const dy = Math.sin(a) * size;
    d += `M${n2(x)} ${n2(y)}l${n2(dx + dy * 0.4)} ${n2(dy - dx * 0.4)}l${n2(dx - dy * 0.4)} ${n2(dy + dx * 0.4)}z`;
  }
  return d;
}

const n2 = (v: number) => String(Math.round(v * 100) / 100).replace(/^(-?)0\./, '$1.');

/** Small leaf clusters, dark and light, tiled in screen pixels at `scale` pixels per metre. */
export function leafTexture(doc: Doc, light: Light, scale: number): string {
  return doc.texture(`leaf:${light.season}`, 1.2, scale, () => {
    const r = new Rng(`leaves:${light.season}`);
    return (
      tag('path', { d: leafPath(r, 22, 1.2, 0.09), fill: '#0c1608', opacity: 0.34 }) +
      tag('path', { d: leafPath(r, 16, 1.2, 0.08), fill: '#f4ffc8', opacity: 0.16 })
    );
  });
}

/** Maps local metres around a ground point to screen pixels (trees are drawn in pixels so
 * their outlines keep sub-metre precision at one decimal). */
interface Place {
  p: Pt;
  s: number;
  at: (x: number, y: number) => Pt;
}

function placeAt(cam: Camera, base: V3): Place | null {
  const p = cam.project(base);
  if (!p) return null;
  const s = cam.scaleAt(base);
  return { p, s, at: (x, y) => ({ x: p.x + x * s, y: p.y + y * s }) };
}

/** Distance in coarse steps, so trees at similar depths share their gradients. */
export const bucket = (d: number) => Math.round(d / 40) * 40;

/** A soft shadow on the ground: a radial gradient needs no blur filter. */
export function groundShadow(doc: Doc, cam: Camera, light: Light, center: V3, radius: number, height: number): string {
  const c = dropShadow(v3(center.x, height, center.z), light.sun);
  const mid = v3((c.x + center.x * 2) / 3, 0, (c.z + center.z * 2) / 3);
  const p = cam.project(mid);
  const front = cam.project(v3(mid.x, 0, mid.z - radius));
  const back = cam.project(v3(mid.x, 0, mid.z + radius));
  if (!p || !front || !back) return '';
  const rx = radius * cam.scaleAt(mid) * 1.3;
  const ry = Math.max(2, (front.y - back.y) / 2);
  const fill = doc.radial(['#0b1208', '#0b1208', '#0b1208'], [light.shadow, light.shadow * 0.7, 0]);
  return ellipse(p.x, (front.y + back.y) / 2, rx, ry, { fill });
}

/**
 * A closed leafy outline around (cx, cy) in pixels: scalloped arcs of uneven size, as leaf
 * clusters read at the edge of a crown, on a slow wobble for the larger clumps.
 */
export function leafyBlob(rng: Rng, cx: number, cy: number, rx: number, ry: number, lumpy = 0.16): string {
  const count = Math.round(Math.min(18, Math.max(8, (rx + ry) / 12)));
  const knots = Array.from({ length: 6 }, () => rng.range(-1, 1));
  knots.push(nth(knots, 0));
  const wob = (t: number) => {
    const x = t * 6;
    const i = Math.min(5, Math.floor(x));
    const f = (1 - Math.cos((x - i) * Math.PI)) / 2;
    return nth(knots, i) * (1 - f) + nth(knots, i + 1) * f;
  };
  const pts: Pt[] = [];
  let t = 0;
  for (let i = 0; i < count; i++) {
    const a = t * Math.PI * 2;
    const k = 1 + lumpy * wob(t);
    pts.push({
      x: Math.round((cx + Math.cos(a) * rx * k) * 10) / 10,
      y: Math.round((cy + Math.sin(a) * ry * k) * 10) / 10,
    });
    t += rng.range(0.6, 1.4) / count;
    if (t > 1 - 0.4 / count) break;
  }
  let d = `M${nums(nth(pts, 0).x, nth(pts, 0).y)}`;
  for (let i = 0; i < pts.length; i++) {
    const a = nth(pts, i);
    const b = nth(pts, (i + 1) % pts.length);
    const r = Math.round(Math.hypot(b.x - a.x, b.y - a.y) * rng.range(0.52, 0.75)) || 1;
    d += `a${r} ${r} 0 0 1${nums(b.x - a.x, b.y - a.y).replace(/^(?!-)/, ' ')}`;
  }
  return d + 'z';
}

/**
 * A crown in pixels: a dark silhouette, lit clumps towards the sun and the top, then the
 * leaf texture in one fill (a pattern fill per clump would render the tile per clump).
 */
function crown(
  doc: Doc,
  light: Light,
  rng: Rng,
  leaf: string,
  c: Pt,
  rx: number,
  ry: number,
  clumps: number,
  px: number,
): string {
  const sx = light.sun.x > 0 ? 1 : -1;
  const lit = shade(mix(leaf, light.sunColor, 0.25), 1.12);
  const grad = doc.radial([lit, leaf, shade(leaf, 0.62)], [1, 1, 1], 0.5 + sx * 0.18, 0.3, 0.7);
  let out = tag('path', { d: leafyBlob(rng, c.x, c.y, rx, ry, 0.14), fill: shade(leaf, 0.5) });
  let d = '';
  for (let i = 0; i < clumps; i++) {
    const a = rng.range(-Math.PI * 0.95, Math.PI * 0.35) - (sx > 0 ? 0 : 0.6);
    const dist = rng.range(0.15, 0.5);
    const r = rng.range(0.35, 0.55);
    d += leafyBlob(rng, c.x + Math.cos(a) * rx * dist, c.y + Math.sin(a) * ry * dist * 0.9, rx * r, ry * r * 0.85, 0.2);
  }
  out += tag('path', { d, fill: grad });
  // Lit clumps share one path and so one gradient box: a second, smaller highlight per side.
  out += tag('path', {
    d: leafyBlob(rng, c.x + sx * rx * 0.3, c.y - ry * 0.35, rx * 0.38, ry * 0.3, 0.25),
    fill: lit,
    opacity: 0.55,
  });
  return out + ellipse(c.x, c.y, rx * 0.88, ry * 0.86, { fill: leafTexture(doc, light, px) });
}

/** A leafy mass at a screen position, for house plants and climbers. */
export function foliageAt(
  doc: Doc,
  light: Light,
  rng: Rng,
  c: Pt,
  rx: number,
  ry: number,
  pxPerMetre: number,
  color?: string,
): string {
  return crown(doc, light, rng, color ?? rng.pick(light.leaves.slice(0, 4)), c, rx, ry, 2, pxPerMetre);
}

export interface TreeOptions {
  height?: number;
  kind?: 'broad' | 'round' | 'conifer' | 'birch' | 'poplar';
  color?: string;
}

/** Returns [shadow, tree] so scenes can lay every shadow on the ground first. */
export function tree(
  doc: Doc,
  cam: Camera,
  light: Light,
  rng: Rng,
  base: V3,
  opts: TreeOptions = {},
): [string, string] {
  const kind = opts.kind ?? rng.pick(['broad', 'broad', 'round', 'birch'] as const);
  const h = opts.height ?? rng.range(6, 13);
  const pl = placeAt(cam, base);
  if (!pl) return ['', ''];
  const dist = bucket(cam.depth(base));
  if (kind === 'conifer') return ['', conifer(doc, light, rng, pl, h, dist)];
  const rx = h * (kind === 'birch' ? 0.22 : kind === 'poplar' ? 0.15 : rng.range(0.3, 0.37));
  const ry = kind === 'poplar' ? h * 0.4 : rx * (kind === 'birch' ? 1.35 : rng.range(0.82, 0.98));
  const trunkH = h - ry * 1.85;
  const shadow = groundShadow(doc, cam, light, base, rx, trunkH + ry);
  const leaf = aerial(light, opts.color ?? rng.pick(light.leaves.slice(0, 4)), dist);
  const bark = aerial(light, kind === 'birch' ? '#d6d1c6' : '#4a3c30', dist);
  const tw = h * (kind === 'birch' ? 0.014 : 0.024);
  const cy = -trunkH - ry;
  const A = pl.at;
  let out = poly([A(-tw * 1.6, 0), A(-tw * 0.6, cy), A(tw * 0.6, cy), A(tw * 1.6, 0)], {
    fill: doc.linear([shade(bark, 1.1), shade(bark, 0.55)], [0, 0, 1, 0]),
  });
  if (kind === 'birch')
    out += line(A(0, -0.3), A(0, cy), {
      stroke: '#2e2a26',
      'stroke-width': n(tw * 1.6 * pl.s),
      'stroke-dasharray': `${n(0.08 * pl.s)} ${n(0.5 * pl.s)}`,
    });
  for (let b = 0; b < 3; b++) {
    const y = -trunkH * rng.range(0.9, 1.1);
    const dir = b % 2 ? 1 : -1;
    out += line(A(0, y), A(dir * rx * rng.range(0.4, 0.7), y - ry * rng.range(0.4, 0.8)), {
      stroke: bark,
      'stroke-width': n(tw * 0.9 * pl.s),
    });
  }
  out += crown(doc, light, rng, leaf, A(0, cy), rx * pl.s, ry * pl.s, kind === 'birch' ? 2 : 4, pl.s);
  return [shadow, out];
}

function conifer(doc: Doc, light: Light, rng: Rng, pl: Place, h: number, dist: number): string {
  const green = aerial(light, rng.pick(['#223a22', '#2a4426', '#1e3420', '#28402a']), dist);
  const sx = light.sun.x > 0 ? 1 : -1;
  const litSide = shade(mix(green, light.sunColor, 0.12), 1.12);
  const grad = doc.linear(
    sx > 0 ? [shade(green, 0.6), green, litSide] : [litSide, green, shade(green, 0.6)],
    [0, 0, 1, 0],
  );
  const w = h * rng.range(0.17, 0.23);
  const A = pl.at;
  const out = poly([A(-0.15, 0), A(-0.08, -h * 0.5), A(0.08, -h * 0.5), A(0.15, 0)], { fill: '#3a2e24' });
  let d = '';
  const tiers = 8;
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const yb = -h * (0.1 + t * 0.8);
    const half = w * (1 - t * 0.88) * rng.range(0.9, 1.1);
    const pts: Pt[] = [A(0, yb - h * 0.26)];
    const teeth = 6;
    for (let k = 0; k <= teeth; k++) {
      const x = half - (2 * half * k) / teeth;
      pts.push(A(x, yb + (k % 2 ? -h * 0.03 : h * 0.012) * (1 - Math.abs(x) / half / 2)));
    }
    d += `M${pts.map((p) => nums(p.x, p.y)).join('L')}z`;
  }
  return out + tag('path', { d, fill: grad });
}

export function bush(doc: Doc, cam: Camera, light: Light, rng: Rng, base: V3, size = 1, flowers?: string): string {
  const pl = placeAt(cam, base);
  if (!pl) return '';
  const leaf = aerial(light, rng.pick(light.leaves.slice(0, 4)), bucket(cam.depth(base)));
  let out = crown(doc, light, rng, leaf, pl.at(0, -size * 0.5), size * pl.s, size * 0.55 * pl.s, 2, pl.s);
  if (flowers) {
    let d = '';
    const r = n(size * 0.06 * pl.s);
    for (let i = 0; i < 14; i++) {
      const p = pl.at(rng.range(-0.75, 0.75) * size, -size * rng.range(0.3, 0.9));
      d += `M${n(p.x)} ${n(p.y)}h.1`;
    }
    out += tag('path', { d, stroke: flowers, 'stroke-width': r, 'stroke-linecap': 'round' });
  }
  return out;
}
