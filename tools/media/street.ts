/**
 * Town streets: a row of terraced fronts seen from the opposite pavement, the subject in
 * the middle. Used for town houses, shops, small blocks and the street views of listings.
 */
import { type Camera, type Plane, itemMatrix, v3, type V3 } from './camera.ts';
import { building, type BuildingSpec } from './building.ts';
import { jitter, shade } from './color.ts';
import { aim, frameSubject, type Shot } from './frame.ts';
import { facade, regional } from './houses.ts';
import { lit, type Light } from './light.ts';
import { BRICKS, type Material, RENDERS, SLATES, STONES, TILES } from './material.ts';
import type { Rng } from './rng.ts';
import { drawPlane, paint } from './solid.ts';
import { finish, sky } from './sky.ts';
import { type Doc, line, matrix, n, onCanvas, poly, rect, tag } from './svg.ts';
import { tree } from './plants.ts';

/** A random terraced neighbour at x, with its own width, height and materials. */
/** A street's own few materials: neighbours share them, and so share their patterns. */
export interface Palette {
  bricks: string[];
  stone: string;
  renders: string[];
  roofs: Material[];
  windows: { w: number; h: number; kind: 'casement' | 'tall'; frame: string }[];
  doors: { color: string; kind: 'panel' | 'glass'; transom: boolean }[];
}

export function palette(rng: Rng): Palette {
  const pick = <T>(list: readonly T[], k: number) => Array.from({ length: k }, () => rng.pick(list));
  return {
    bricks: pick(BRICKS, 2),
    stone: rng.pick(STONES),
    renders: pick(RENDERS, 2),
    roofs: [
      { kind: 'slate', color: rng.pick(SLATES) },
      rng.chance(0.5) ? { kind: 'tiles', color: rng.pick(TILES) } : { kind: 'slate', color: rng.pick(SLATES) },
    ],
    windows: Array.from({ length: 3 }, () => ({
      w: rng.pick([1.0, 1.2]),
      h: rng.pick([1.5, 1.8]),
      kind: rng.pick(['casement', 'tall'] as const),
      frame: rng.pick(['#f2f0ea', '#f2f0ea', '#2e3236', '#6b4a32']),
    })),
    doors: Array.from({ length: 2 }, () => ({
      color: rng.pick(['#2e3e52', '#5a2a24', '#1f3a30', '#2e3236', '#6b4a32']),
      kind: rng.pick(['panel', 'glass'] as const),
      transom: rng.chance(0.5),
    })),
  };
}

export function neighbour(
  doc: Doc,
  light: Light,
  rng: Rng,
  x: number,
  maxFloors = 4,
  pal = palette(rng),
): BuildingSpec {
  const region = rng.pick(['brick', 'brick', 'render', 'ardennes', 'tile'] as const);
  const look = regional(rng, region);
  if (look.wall.kind === 'brick') look.wall = { kind: 'brick', color: rng.pick(pal.bricks) };
  if (look.wall.kind === 'stone') look.wall = { kind: 'stone', color: pal.stone, color2: '#b5afa2' };
  if (look.wall.kind === 'render') look.wall = { kind: 'render', color: rng.pick(pal.renders) };
  look.roof = rng.pick(pal.roofs);
  const w = rng.range(4.8, 7.5);
  const floors = rng.int(2, maxFloors);
  const win = rng.pick(pal.windows);
  const bays = w > 6 ? 3 : 2;
  const flat = rng.chance(0.25);
  return {
    x,
    z: rng.range(-0.1, 0.1),
    w,
    d: rng.range(9, 12),
    h: floors * 2.9 + 0.4,
    wall: look.wall,
    plinth: { h: 0.5, color: look.plinth },
    roof: flat ? 'flat' : 'gable',
    pitch: rng.range(35, 45),
    roofMat: look.roof,
    overhang: flat ? 0 : 0.3,
    openings: {
      front: facade(doc, light, rng, w, {
        floors,
        floorH: 2.9,
        winW: win.w,
        winH: win.h,
        bays,
        doorBay: rng.int(0, bays - 1),
        // Few distinct windows along a street: each kind is one template in the file.
        window: {
          kind: win.kind,
          frame: win.frame,
          sill: '#9a9690',
          variant: 0,
        },
        door: rng.pick(pal.doors),
      }),
    },
    chimneys: flat ? [] : [rng.range(0.2, 0.8)],
    bands: region === 'brick' && rng.chance(0.4) ? [2.9 * 1 + 0.2] : undefined,
  };
}

/** A parked car in side view on the plane z = zc, its nose towards +x. */
export function car(doc: Doc, cam: Camera, light: Light, rng: Rng, x: number, zc: number): string {
  const L = rng.range(4.0, 4.6);
  const H = rng.range(1.4, 1.55);
  const pl: Plane = { o: v3(x, 0, zc), u: v3(1, 0, 0), v: v3(0, 1, 0), w: L, h: H };
  const m = itemMatrix(cam, pl, 0, 0, L, H);
  if (!m) return '';
  const body = jitter(rng.pick(['#2b2f35', '#c9ccd0', '#7a1e22', '#1f3550', '#e8e8e6', '#4a4f55']), 0.1, () =>
    rng.next(),
  );
  const paint2 = lit(light, body, v3(0, 0, -1));
  const b = H - 0.95;
  const y = (v: number) => n(H - v);
  const profile = `M0.1 ${y(0.35)}L0.05 ${y(0.7)}Q0.1 ${y(0.92)} 0.9 ${y(0.95)}L${n(L * 0.3)} ${y(H - 0.05)}Q${n(L * 0.5)} ${y(H)} ${n(L * 0.7)} ${y(H - 0.06)}L${n(L * 0.86)} ${y(0.92)}Q${n(L - 0.05)} ${y(0.85)} ${n(L - 0.02)} ${y(0.6)}L${n(L - 0.06)} ${y(0.35)}Z`;
  const glass = `M${n(L * 0.28)} ${y(0.98)}L${n(L * 0.34)} ${y(H - 0.12)}Q${n(L * 0.5)} ${y(H - 0.07)} ${n(L * 0.66)} ${y(H - 0.13)}L${n(L * 0.8)} ${y(0.98)}Z`;
  let out = tag('path', { d: profile, fill: doc.linear([shade(paint2, 1.25), paint2, shade(paint2, 0.6)]) });
  out += tag('path', { d: glass, fill: doc.linear([light.sky[1], '#1e262e']) });
  out += line(
    { x: L * 0.53, y: H - 0.98 },
    { x: L * 0.53, y: H - H + 0.13 },
    { stroke: shade(paint2, 0.5), 'stroke-width': 0.05 },
  );
  out += rect(0.1, H - 0.5, L - 0.2, 0.04, { fill: shade(paint2, 0.7) });
  for (const wx of [0.8, L - 0.85]) {
    out += tag('circle', { cx: wx, cy: H - 0.33, r: 0.33, fill: '#16181a' });
    out += tag('circle', { cx: wx, cy: H - 0.33, r: 0.19, fill: '#8a8e92' });
  }
  const shadowPts = cam.polygon([
    v3(x - 0.2, 0, zc),
    v3(x + L + 0.2, 0, zc),
    v3(x + L + 0.2, 0, zc + 1.8),
    v3(x - 0.2, 0, zc + 1.8),
  ]);
  void b;
  return poly(shadowPts, { fill: '#000', opacity: 0.35 }) + tag('g', { transform: matrix(m) }, out);
}

/** Asphalt, kerbs and pavements of a street running along x, building line at z = 0. */
export function streetGround(doc: Doc, cam: Camera, light: Light, rng: Rng, width = 8): void {
  const X0 = cam.pos.x - 80;
  const X1 = cam.pos.x + 80;
  const band = (z0: number, z1: number, fill: string, y = 0) =>
    poly(cam.polygon([v3(X0, y, z0), v3(X1, y, z0), v3(X1, y, z1), v3(X0, y, z1)]), { fill });
  const kerb = -2.6;
  const far = kerb - width;
  const asphalt = lit(light, rng.pick(['#4a4c50', '#55575a', '#47494c']), v3(0, 1, 0));
  doc.add(band(far - 30, kerb, doc.linear([shade(asphalt, 1.15), asphalt])));
  const paving = { kind: 'paving' as const, color: rng.pick(['#b0aaa0', '#a8a49c', '#9e968a']) };
  doc.add(
    drawPlane(
      doc,
      cam,
      light,
      rng,
      { o: v3(X0, 0.12, kerb), u: v3(1, 0, 0), v: v3(0, 0, 1), w: X1 - X0, h: -kerb },
      { material: paving },
    ),
  );
  doc.add(
    poly(cam.polygon([v3(X0, 0, kerb), v3(X1, 0, kerb), v3(X1, 0.12, kerb), v3(X0, 0.12, kerb)]), {
      fill: lit(light, '#b8b4ac', v3(0, 0, -1)),
    }),
  );
  let dashes = '';
  for (let x = Math.floor(X0 / 6) * 6; x < X1; x += 6) {
    const z = far / 2 + kerb / 2;
    const dash = cam.polygon([
      v3(x, 0.01, z - 0.06),
      v3(x + 3, 0.01, z - 0.06),
      v3(x + 3, 0.01, z + 0.06),
      v3(x, 0.01, z + 0.06),
    ]);
    if (onCanvas(dash, doc.width, doc.height)) dashes += poly(dash, {});
  }
  doc.add(tag('g', { fill: '#e8e6e0', opacity: 0.8 }, dashes));
  doc.add(
    drawPlane(
      doc,
      cam,
      light,
      rng,
      { o: v3(X0, 0.12, far - 2.5), u: v3(1, 0, 0), v: v3(0, 0, 1), w: X1 - X0, h: 2.5 },
      { material: paving },
    ),
  );
}

export function lampPost(cam: Camera, x: number, z: number): string {
  const a = cam.segment(v3(x, 0.1, z), v3(x, 4.6, z));
  const head = cam.project(v3(x, 4.7, z));
  if (!a || !head) return '';
  const s = cam.scaleAt(v3(x, 4, z));
  return (
    line(a[0], a[1], { stroke: '#2e3236', 'stroke-width': n(Math.max(1.2, 0.12 * s)) }) +
    rect(head.x - 0.2 * s, head.y - 0.45 * s, 0.4 * s, 0.55 * s, { fill: '#2e3236', rx: n(0.06 * s) }) +
    rect(head.x - 0.14 * s, head.y - 0.35 * s, 0.28 * s, 0.3 * s, { fill: '#f4ecd0', opacity: 0.85 })
  );
}

/** Whether any corner of a building's box lands inside the frame. */
export function inView(cam: Camera, b: BuildingSpec): boolean {
  const xs: number[] = [];
  for (const x of [b.x, b.x + b.w])
    for (const z of [b.z, b.z + b.d])
      for (const y of [0, b.h + 3]) {
        const p = cam.project(v3(x, y, z));
        if (p) xs.push(p.x);
      }
  return xs.length > 0 && Math.max(...xs) > 0 && Math.min(...xs) < cam.width;
}

export interface StreetOptions {
  subject: BuildingSpec;
  /** Looking along the street from the far pavement rather than across it. */
  along?: boolean;
  /** Extra drawing tied to the subject (awning, bay), painted with it. */
  extras?: (cam: Camera) => string;
  /** Camera distance across the street and sideways offset. */
  across?: number;
  offset?: number;
  trees?: boolean;
}

export function streetScene(s: Shot, o: StreetOptions): string {
  const { doc, rng, light } = s;
  const subj = o.subject;
  const across = o.across ?? rng.range(12.5, 15);
  const top = Math.max(
    9,
    subj.h + (subj.roof === 'flat' ? 0.3 : (subj.d / 2) * Math.tan((subj.pitch * Math.PI) / 180)),
  );
  let cam: Camera;
  let eye: V3;
  if (o.along) {
    eye = v3(subj.x - rng.range(8, 14), rng.range(1.5, 1.8), -rng.range(10, 12));
    cam = aim(s, eye, v3(subj.x + subj.w + 12, 3.5, rng.range(-6, 0)), rng.range(66, 74), 0.56);
  } else {
    eye = v3(subj.x + subj.w / 2 + (o.offset ?? rng.range(-4, 4)), rng.range(1.5, 1.8), -across);
    cam = frameSubject(s, eye, v3(subj.x + subj.w / 2, 0, 0), subj.w * 1.6, top, {
      fill: 0.7,
      groundY: 0.84,
      topY: 0.16,
      maxFov: 80,
    });
  }
  sky(doc, cam, light, rng.fork('sky'));
  const items: { depth: number; svg: string }[] = [];
  const nb = rng.fork('neighbours');
  const pal = palette(nb);
  for (const dir of [-1, 1]) {
    let x = dir < 0 ? subj.x : subj.x + subj.w;
    for (let i = 0; i < (o.along && dir > 0 ? 7 : 4); i++) {
      const spec = neighbour(doc, light, nb, 0, Math.max(2, Math.round(subj.h / 2.9)), pal);
      spec.x = dir < 0 ? x - spec.w : x;
      x = dir < 0 ? spec.x : spec.x + spec.w;
      if (!inView(cam, spec)) continue;
      const drawn = building(doc, cam, light, nb, spec);
      items.push({ depth: drawn.depth, svg: drawn.svg });
    }
  }
  if (o.along) {
    // The opposite row, its fronts (the boxes' back faces) towards the street.
    let x = eye.x - 8;
    for (let i = 0; i < 6; i++) {
      const spec = neighbour(doc, light, nb, x, 4, pal);
      spec.z = -13.2 - spec.d;
      spec.openings = { back: spec.openings.front };
      x += spec.w;
      if (!inView(cam, spec)) continue;
      const d = building(doc, cam, light, nb, spec);
      items.push({ depth: d.depth, svg: d.svg });
    }
  }
  const drawn = building(doc, cam, light, rng.fork('subject'), subj);
  items.push({ depth: drawn.depth - 0.01, svg: drawn.svg + (o.extras?.(cam) ?? '') });
  streetGround(doc, cam, light, rng.fork('ground'));
  doc.add(paint(items));
  const fg = rng.fork('street');
  const fore: { depth: number; svg: string }[] = [];
  for (let x = Math.round(eye.x / 15) * 15 - 45; x < eye.x + 45; x += 15) {
    if (x + 3 > subj.x - 0.5 && x + 3 < subj.x + subj.w + 0.5) continue;
    fore.push({ depth: cam.depth(v3(x, 0, -2.3)), svg: lampPost(cam, x + 3, -2.3) });
  }
  if (o.trees ?? fg.chance(0.5)) {
    for (let x = eye.x - 30; x < eye.x + 30; x += fg.range(9, 13)) {
      if (Math.abs(x - (subj.x + subj.w / 2)) < subj.w * 0.6) continue;
      const [, t] = tree(doc, cam, light, fg, v3(x, 0, -1.8), { height: fg.range(6, 9), kind: 'round' });
      fore.push({ depth: cam.depth(v3(x, 0, -1.8)), svg: t });
    }
  }
  for (let x = eye.x - 40; x < eye.x + 40; x += fg.range(5, 14)) {
    if (x + 4.5 > subj.x - 1 && x < subj.x + subj.w + 1) continue;
    if (fg.chance(0.55)) {
      fore.push({ depth: cam.depth(v3(x, 0, -3.8)), svg: car(doc, cam, light, fg, x, -3.9) });
      x += 4.5;
    }
  }
  doc.add(paint(fore));
  finish(doc, light);
  return doc.render();
}
