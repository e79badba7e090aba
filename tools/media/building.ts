/**
 * A house or block as one parametric solid: walls with openings, a roof (gable, gable to
 * the street, hip, flat or mono-pitch), chimneys, gutters, balconies and its cast shadow.
 */
import { type Camera, type Plane, planeNormal, v3, type V3 } from './camera.ts';
import { shade } from './color.ts';
import { lit, type Light } from './light.ts';
import type { Material } from './material.ts';
import type { Rng } from './rng.ts';
import { balconies, shadowOf } from './balcony.ts';
import { type Band, box, drawPlane, place } from './solid.ts';
import { type Doc, n, poly, type Pt, rect, tag } from './svg.ts';

export type RoofKind = 'gable' | 'gableFront' | 'hip' | 'flat' | 'shed';
export type Side = 'front' | 'right' | 'back' | 'left';

/** An opening on a wall: x along the wall, `bottom` above the ground, template id. */
export interface Opening {
  x: number;
  bottom: number;
  w: number;
  h: number;
  id: string;
}

export interface Balcony {
  x: number;
  bottom: number;
  w: number;
  depth: number;
  rail: 'glass' | 'bars' | 'solid';
  color: string;
}

export interface BuildingSpec {
  x: number;
  z: number;
  w: number;
  d: number;
  h: number;
  wall: Material;
  sideWall?: Material;
  plinth?: { h: number; color: string };
  roof: RoofKind;
  pitch: number;
  roofMat: Material;
  overhang: number;
  openings: Partial<Record<Side, Opening[]>>;
  chimneys?: number[];
  gutter?: string;
  skylights?: number;
  balconies?: Balcony[];
  /** Terraced: the side walls touch the neighbours and are never seen. */
  party?: boolean;
  /** Band courses between storeys (height above ground). */
  bands?: number[];
}

const X = v3(1, 0, 0);
const Y = v3(0, 1, 0);
const Z = v3(0, 0, 1);

export function walls(s: BuildingSpec): Record<Side, Plane> {
  const { x, z, w, d, h } = s;
  return {
    front: { o: v3(x, 0, z), u: X, v: Y, w, h },
    right: { o: v3(x + w, 0, z), u: Z, v: Y, w: d, h },
    back: { o: v3(x + w, 0, z + d), u: v3(-1, 0, 0), v: Y, w, h },
    left: { o: v3(x, 0, z + d), u: v3(0, 0, -1), v: Y, w: d, h },
  };
}

interface RoofPlane {
  pl: Plane;
  outline?: Pt[];
}

function roofGeometry(s: BuildingSpec) {
  const { x, z, w, d, h, overhang: oh } = s;
  const t = Math.tan((s.pitch * Math.PI) / 180);
  const c = Math.cos((s.pitch * Math.PI) / 180);
  const sn = Math.sin((s.pitch * Math.PI) / 180);
  const yE = h - oh * t;
  const gables: Partial<Record<Side, { rise: number; outline: (pw: number) => Pt[] }>> = {};
  const planes: RoofPlane[] = [];
  let ridge = h;
  const tri = (rise: number) => (pw: number) => [
    { x: 0, y: rise },
    { x: pw / 2, y: 0 },
    { x: pw, y: rise },
    { x: pw, y: rise + h },
    { x: 0, y: rise + h },
  ];
  if (s.roof === 'gable' || s.roof === 'hip') {
    const rise = (d / 2) * t;
    ridge = h + rise;
    const L = (d / 2 + oh) / c;
    const W = w + 2 * oh;
    const hip = s.roof === 'hip' ? d / 2 + oh : 0;
    const trap = hip
      ? [
          { x: hip, y: 0 },
          { x: W - hip, y: 0 },
          { x: W, y: L },
          { x: 0, y: L },
        ]
      : undefined;
    planes.push({
      pl: { o: v3(x + w + oh, yE, z + d + oh), u: v3(-1, 0, 0), v: v3(0, sn, -c), w: W, h: L },
      outline: trap,
    });
    planes.push({ pl: { o: v3(x - oh, yE, z - oh), u: X, v: v3(0, sn, c), w: W, h: L }, outline: trap });
    if (hip) {
      const D = d + 2 * oh;
      const triangle = [
        { x: D / 2, y: 0 },
        { x: D, y: L },
        { x: 0, y: L },
      ];
      planes.unshift({ pl: { o: v3(x + w + oh, yE, z - oh), u: Z, v: v3(-c, sn, 0), w: D, h: L }, outline: triangle });
      planes.unshift({
        pl: { o: v3(x - oh, yE, z + d + oh), u: v3(0, 0, -1), v: v3(c, sn, 0), w: D, h: L },
        outline: triangle,
      });
    } else {
      gables.left = { rise, outline: tri(rise) };
      gables.right = { rise, outline: tri(rise) };
    }
  } else if (s.roof === 'gableFront') {
    const rise = (w / 2) * t;
    ridge = h + rise;
    const L = (w / 2 + oh) / c;
    const D = d + 2 * oh;
    planes.push({ pl: { o: v3(x + w + oh, yE, z - oh), u: Z, v: v3(-c, sn, 0), w: D, h: L } });
    planes.push({ pl: { o: v3(x - oh, yE, z + d + oh), u: v3(0, 0, -1), v: v3(c, sn, 0), w: D, h: L } });
    gables.front = { rise, outline: tri(rise) };
    gables.back = { rise, outline: tri(rise) };
  } else if (s.roof === 'shed') {
    const rise = d * t;
    ridge = h + rise;
    planes.push({ pl: { o: v3(x - oh, yE, z - oh), u: X, v: v3(0, sn, c), w: w + 2 * oh, h: (d + 2 * oh) / c } });
    const shedL = (pw: number) => [
      { x: 0, y: 0 },
      { x: pw, y: rise },
      { x: pw, y: rise + h },
      { x: 0, y: rise + h },
    ];
    const shedR = (pw: number) => [
      { x: 0, y: rise },
      { x: pw, y: 0 },
      { x: pw, y: rise + h },
      { x: 0, y: rise + h },
    ];
    gables.left = { rise, outline: shedL };
    gables.right = { rise, outline: shedR };
  }
  return { planes, gables, ridge, yE };
}

export interface Drawn {
  svg: string;
  shadow: string;
  depth: number;
}

export function building(doc: Doc, cam: Camera, light: Light, rng: Rng, s: BuildingSpec): Drawn {
  const geo = roofGeometry(s);
  const ws = walls(s);
  let out = '';
  const sides: Side[] = s.party ? ['front'] : ['back', 'left', 'right', 'front'];
  const scale = cam.scaleAt(v3(s.x + s.w / 2, s.h / 2, s.z));
  for (const side of sides) {
    const base = ws[side];
    const normal = planeNormal(base);
    const mid = v3(base.o.x + (base.u.x * base.w) / 2, 1, base.o.z + (base.u.z * base.w) / 2);
    if (!cam.faces(mid, normal)) continue;
    const gable = geo.gables[side];
    const pl: Plane = gable ? { ...base, h: base.h + gable.rise } : base;
    const top = pl.h - s.h;
    let detail = '';
    const bands: Band[] = (s.bands ?? []).map((b) => ({
      y0: pl.h - b - 0.06,
      y1: pl.h - b + 0.06,
      fill: s.plinth?.color ?? '#8a8f94',
    }));
    if (s.plinth) bands.push({ y0: pl.h - s.plinth.h, y1: pl.h + 0.5, fill: s.plinth.color });
    if (side === 'front' || side === 'back') {
      for (const b of s.balconies ?? []) {
        const sx = light.sun.x > 0 ? -1 : 1;
        const drop = b.depth * (light.sun.y / Math.hypot(light.sun.x, light.sun.z));
        detail += poly(
          [
            { x: b.x, y: pl.h - b.bottom },
            { x: b.x + b.w, y: pl.h - b.bottom },
            { x: b.x + b.w + sx * b.depth * 0.5, y: pl.h - b.bottom + drop },
            { x: b.x + sx * b.depth * 0.5, y: pl.h - b.bottom + drop },
          ],
          { fill: '#0d1424', opacity: light.shadow * 0.8 },
        );
      }
    }
    const wallMat = side === 'front' ? s.wall : (s.sideWall ?? s.wall);
    out += drawPlane(doc, cam, light, rng, pl, {
      material: wallMat,
      outline: gable?.outline(pl.w),
      detail,
      bands,
      eaveShadow: s.roof === 'flat' || gable ? undefined : top + Math.min(0.5, s.overhang * 0.8),
      foot: true,
    });
    for (const o of s.openings[side] ?? []) out += place(cam, pl, o.id, o.x, pl.h - o.bottom - o.h, o.w, o.h);
  }
  const ridgeZ = s.z + s.d / 2;
  for (const cx of s.chimneys ?? []) {
    const ridgeLen = s.roof === 'hip' ? Math.max(0, s.w - s.d) : s.w;
    const x = s.x + (s.w - ridgeLen) / 2 + cx * ridgeLen;
    const mat: Material = s.wall.kind === 'render' ? { kind: 'brick', color: '#8e4a32' } : s.wall;
    out += box(
      doc,
      cam,
      light,
      rng,
      [x - 0.3, geo.ridge - 1.2, ridgeZ + 0.1, x + 0.3, geo.ridge + 0.9, ridgeZ + 0.7],
      mat,
      {
        faces: ['front', 'left', 'right'],
      },
    );
    out += box(
      doc,
      cam,
      light,
      rng,
      [x - 0.36, geo.ridge + 0.9, ridgeZ + 0.04, x + 0.36, geo.ridge + 1.0, ridgeZ + 0.76],
      { kind: 'flat', color: '#6d6a66' },
    );
  }
  const skylights = s.skylights ?? 0;
  geo.planes.forEach((rp, i) => {
    const normal = planeNormal(rp.pl);
    if (!cam.faces(rp.pl.o, normal)) return;
    let detail = '';
    const front = i === geo.planes.length - 1 && s.roof !== 'gableFront';
    if (front) {
      for (let k = 0; k < skylights; k++) {
        const sx = rp.pl.w * ((k + 1) / (skylights + 1)) - 0.4;
        detail +=
          rect(sx, rp.pl.h * 0.35, 0.8, 1.1, { fill: '#3c4046' }) +
          rect(sx + 0.06, rp.pl.h * 0.35 + 0.06, 0.68, 0.98, { fill: doc.linear([light.sky[1], '#26303a']) });
      }
    }
    out += drawPlane(doc, cam, light, rng, rp.pl, { material: s.roofMat, outline: rp.outline, detail });
  });
  out += edges(doc, cam, light, s, geo, scale);
  out += balconies(doc, cam, light, rng, s);
  // Distance rather than depth along the axis: buildings in a row share the same depth.
  const c = v3(s.x + s.w / 2, 0, s.z + s.d / 2);
  const depth = Math.hypot(c.x - cam.pos.x, c.z - cam.pos.z);
  return { svg: out, shadow: shadowOf(doc, cam, light, s, geo.ridge), depth };
}

/** Gutters, verges, downpipes and the parapet coping: the thin lines that sell the scale. */
function edges(
  doc: Doc,
  cam: Camera,
  light: Light,
  s: BuildingSpec,
  geo: ReturnType<typeof roofGeometry>,
  scale: number,
): string {
  let out = '';
  const oh = s.overhang;
  const stroke = (a: V3, b: V3, width: number, color: string) => {
    const seg = cam.segment(a, b);
    return seg
      ? tag('line', {
          x1: seg[0].x,
          y1: seg[0].y,
          x2: seg[1].x,
          y2: seg[1].y,
          stroke: color,
          'stroke-width': n(Math.max(1, width * scale)),
        })
      : '';
  };
  const gutter = s.gutter ?? '#8d9196';
  if (s.roof === 'flat') {
    const c = lit(light, '#c9c6c0', v3(0, 0, -1));
    out += stroke(v3(s.x - 0.05, s.h + 0.05, s.z - 0.05), v3(s.x + s.w + 0.05, s.h + 0.05, s.z - 0.05), 0.14, c);
    return out;
  }
  if (s.roof === 'gable' || s.roof === 'hip' || s.roof === 'shed') {
    out += stroke(
      v3(s.x - oh, geo.yE - 0.06, s.z - oh),
      v3(s.x + s.w + oh, geo.yE - 0.06, s.z - oh),
      0.14,
      lit(light, gutter, v3(0, 0, -1)),
    );
    const px = cam.pos.x < s.x + s.w / 2 ? s.x + 0.12 : s.x + s.w - 0.12;
    out += stroke(v3(px, geo.yE - 0.1, s.z - 0.08), v3(px, 0.1, s.z - 0.08), 0.08, lit(light, gutter, v3(0, 0, -1)));
  }
  if (s.roof === 'gable') {
    for (const gx of [s.x - oh, s.x + s.w + oh]) {
      if (gx < s.x !== cam.pos.x < s.x + s.w / 2) continue;
      const a = cam.project(v3(gx, geo.yE, s.z - oh));
      const b = cam.project(v3(gx, geo.ridge, s.z + s.d / 2));
      if (a && b)
        out += poly([a, b, { x: b.x, y: b.y + 0.22 * scale }, { x: a.x, y: a.y + 0.22 * scale }], {
          fill: shade(s.roofMat.color, 0.75),
        });
    }
  }
  if (s.roof === 'gableFront') {
    const a = cam.project(v3(s.x - oh, geo.yE, s.z - oh));
    const r = cam.project(v3(s.x + s.w / 2, geo.ridge + 0.05, s.z - oh));
    const b = cam.project(v3(s.x + s.w + oh, geo.yE, s.z - oh));
    if (a && r && b) {
      const t = 0.2 * scale;
      out += poly([a, r, b, { x: b.x, y: b.y + t }, { x: r.x, y: r.y + t }, { x: a.x, y: a.y + t }], {
        fill: shade(s.roofMat.color, 0.7),
      });
    }
  }
  return out;
}
