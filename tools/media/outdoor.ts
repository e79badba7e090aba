/**
 * Exterior photographs of a property on its plot: the front-garden shot every listing
 * opens with, and the same composer for farms, chalets, villas, blocks, offices, garages.
 */
import { nth } from './rng.ts';
import { type Camera, v3, type V3 } from './camera.ts';
import { building } from './building.ts';
import { mix, shade } from './color.ts';
import { frameSubject, type Shot } from './frame.ts';
import { lit } from './light.ts';
import { fence, hedge } from './hedges.ts';
import { bush, tree } from './plants.ts';
import { drawPlane, paint } from './solid.ts';
import type { Property } from './specs.ts';
import { car } from './street.ts';
import { finish, ground, hills, sky, treeLine } from './sky.ts';
import { poly, tag } from './svg.ts';

export interface SiteOptions {
  rural?: boolean;
  woods?: boolean;
  /** Camera distance as a multiple of the subject's width. */
  dist?: number;
  side?: number;
  eye?: number;
  fill?: number;
  drive?: boolean;
  front?: 'hedge' | 'fence' | 'wires' | 'none';
  backTrees?: number;
  /** Asphalt forecourt with parking bays and cars. */
  parking?: number;
  mow?: boolean;
  young?: boolean;
}

function bounds(p: Property) {
  const xs = p.buildings.flatMap((b) => [b.x, b.x + b.w]);
  const zs = p.buildings.flatMap((b) => [b.z, b.z + b.d]);
  const top = Math.max(
    ...p.buildings.map(
      (b) =>
        b.h +
        (b.roof === 'flat'
          ? 0.3
          : b.roof === 'shed'
            ? b.d * Math.tan((b.pitch * Math.PI) / 180)
            : (Math.min(b.w, b.d) / 2) * Math.tan((b.pitch * Math.PI) / 180)),
    ),
  );
  return { x0: Math.min(...xs), x1: Math.max(...xs), z0: Math.min(...zs), z1: Math.max(...zs), top };
}

/** Lighter and darker mowing stripes running away from the camera. */
function mowing(s: Shot, cam: Camera, x0: number, x1: number, z0: number, z1: number): string {
  let out = '';
  for (let x = x0, i = 0; x < x1; x += 1.6, i++) {
    if (i % 2) continue;
    out += poly(cam.polygon([v3(x, 0.01, z0), v3(x + 1.6, 0.01, z0), v3(x + 1.6, 0.01, z1), v3(x, 0.01, z1)]), {});
  }
  return tag('g', { fill: '#f4ffd0', opacity: 0.09 }, out);
}

/** An asphalt forecourt with white bay lines, and cars in some of the bays. */
function forecourt(
  s: Shot,
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  cars: number,
): { ground: string; items: { depth: number; svg: string }[] } {
  const { doc, light, rng } = s;
  let g = poly(cam.polygon([v3(x0, 0.01, z0), v3(x1, 0.01, z0), v3(x1, 0.01, z1), v3(x0, 0.01, z1)]), {
    fill: doc.linear([lit(light, '#5a5c60', v3(0, 1, 0)), lit(light, '#4a4c50', v3(0, 1, 0))]),
  });
  let lines = '';
  const bays: number[] = [];
  for (let x = x0 + 1; x < x1 - 2.5; x += 2.5) {
    const q = cam.polygon([
      v3(x, 0.02, z1 - 5),
      v3(x + 0.1, 0.02, z1 - 5),
      v3(x + 0.1, 0.02, z1 - 0.3),
      v3(x, 0.02, z1 - 0.3),
    ]);
    if (q.length) lines += poly(q, {});
    bays.push(x);
  }
  g += tag('g', { fill: '#ecebe6', opacity: 0.85 }, lines);
  const items: { depth: number; svg: string }[] = [];
  for (let i = 0; i < cars && bays.length; i++) {
    const x = nth(bays.splice(rng.int(0, bays.length - 1), 1), 0);
    items.push({ depth: cam.depth(v3(x, 0, z1 - 3)), svg: carFront(s, cam, x + 0.25, z1 - 4.8) });
  }
  return { ground: g, items };
}

/** A parked car seen from its front, in a parking bay. */
export function carFront(s: Shot, cam: Camera, x: number, z: number): string {
  const { doc, light, rng } = s;
  const body = rng.pick(['#2b2f35', '#c9ccd0', '#7a1e22', '#1f3550', '#e8e8e6', '#4a4f55', '#8a8e92', '#a8acb0']);
  const side = cam.pos.x < x ? x : x + 1.8;
  const sn = v3(cam.pos.x < x ? -1 : 1, 0, 0);
  const face = (pts: V3[], fill: string) => poly(cam.polygon(pts), { fill });
  const glass = doc.linear([mix(light.sky[1], '#ffffff', 0.3), '#3a4654', '#1c232b'], [0, 0, 0.3, 1]);
  // Body: a rounded-looking box (front, bonnet, side), then the glasshouse as a frustum.
  const y0 = 0.18;
  const y1 = 0.78;
  let out = face(
    [v3(x - 0.1, 0.01, z - 0.1), v3(x + 1.9, 0.01, z - 0.1), v3(x + 1.9, 0.01, z + 4.4), v3(x - 0.1, 0.01, z + 4.4)],
    'rgba(0,0,0,.3)',
  );
  out += face(
    [v3(side, 0.02, z + 0.45), v3(side, 0.02, z + 1.15), v3(side, 0.62, z + 1.15), v3(side, 0.62, z + 0.45)],
    '#141414',
  );
  out += face(
    [v3(side, 0.02, z + 3.1), v3(side, 0.02, z + 3.8), v3(side, 0.62, z + 3.8), v3(side, 0.62, z + 3.1)],
    '#141414',
  );
  out += face([v3(side, y0, z), v3(side, y0, z + 4.3), v3(side, y1, z + 4.3), v3(side, y1, z)], lit(light, body, sn));
  out += face(
    [v3(x, y1, z), v3(x + 1.8, y1, z), v3(x + 1.8, y1 + 0.06, z + 1.2), v3(x, y1 + 0.06, z + 1.2)],
    lit(light, body, v3(0, 1, -0.2)),
  );
  out += face([v3(x, y0, z), v3(x + 1.8, y0, z), v3(x + 1.8, y1, z), v3(x, y1, z)], lit(light, body, v3(0, 0, -1)));
  out += face(
    [
      v3(x + 0.45, 0.3, z - 0.01),
      v3(x + 1.35, 0.3, z - 0.01),
      v3(x + 1.35, 0.5, z - 0.01),
      v3(x + 0.45, 0.5, z - 0.01),
    ],
    '#1a1c1e',
  );
  for (const lx of [x + 0.1, x + 1.38]) {
    out += face(
      [v3(lx, 0.55, z - 0.01), v3(lx + 0.32, 0.55, z - 0.01), v3(lx + 0.32, 0.68, z - 0.01), v3(lx, 0.68, z - 0.01)],
      '#eeeae0',
    );
  }
  const r0 = 1.35;
  out += face(
    [
      v3(x + 0.12, y1 + 0.06, z + 1.2),
      v3(x + 1.68, y1 + 0.06, z + 1.2),
      v3(x + 1.6, r0, z + 1.9),
      v3(x + 0.2, r0, z + 1.9),
    ],
    glass,
  );
  out += face(
    [v3(x + 0.2, r0, z + 1.9), v3(x + 1.6, r0, z + 1.9), v3(x + 1.6, r0, z + 3.3), v3(x + 0.2, r0, z + 3.3)],
    lit(light, body, v3(0, 1, 0)),
  );
  const sx = cam.pos.x < x ? x + 0.12 : x + 1.68;
  out += face(
    [v3(sx, y1 + 0.06, z + 1.2), v3(sx, y1 + 0.06, z + 3.9), v3(sx, r0, z + 3.3), v3(sx, r0, z + 1.9)],
    glass,
  );
  return out;
}

export function site(s: Shot, p: Property, o: SiteOptions = {}): string {
  const { doc, rng, light } = s;
  const bb = bounds(p);
  const W = bb.x1 - bb.x0;
  const side = o.side ?? rng.pick([-1, 1]);
  const dist = W * (o.dist ?? rng.range(1.3, 1.7)) + 6;
  const cx = (bb.x0 + bb.x1) / 2;
  const eye = v3(cx + side * (W * 0.35 + rng.range(2, 6)), o.eye ?? rng.range(1.5, 2.4), bb.z0 - dist);
  const cam = frameSubject(s, eye, v3(cx + side * W * 0.1, 0, bb.z0 + 2), W * 1.05, bb.top, {
    fill: o.fill ?? 0.8,
    groundY: s.aspect === 'portrait' ? 0.72 : 0.8,
    topY: 0.2,
    maxFov: 70,
  });
  sky(doc, cam, light, rng.fork('sky'));
  if (o.woods) treeLine(doc, cam, light, rng.fork('far'), 250, 1.6);
  else if (o.rural ?? true) hills(doc, cam, light, rng.fork('hills'), 2, 0.05);
  else treeLine(doc, cam, light, rng.fork('line'), 300, 1.2);
  ground(doc, cam, light);
  if (o.mow) doc.add(mowing(s, cam, bb.x0 - 20, bb.x1 + 20, bb.z0 - dist + 2, bb.z0 - 1));
  const shadows: string[] = [];
  const items: { depth: number; svg: string }[] = [];
  const back = rng.fork('back');
  const count = o.backTrees ?? 5;
  for (let i = 0; i < count; i++) {
    const at = v3(back.range(bb.x0 - 16, bb.x1 + 16), 0, back.range(bb.z1 + 3, bb.z1 + 22));
    const [sh, t] = tree(doc, cam, light, back, at, {
      height: back.range(9, 16),
      kind: o.woods ? 'conifer' : undefined,
    });
    shadows.push(sh);
    items.push({ depth: Math.hypot(at.x - eye.x, at.z - eye.z), svg: t });
  }
  if (o.woods) {
    for (let i = 0; i < 8; i++) {
      const at = v3(back.pick([-1, 1]) * back.range(W * 0.9, W * 1.8) + cx, 0, back.range(bb.z0 + 1, bb.z1 + 10));
      const [, t] = tree(doc, cam, light, back, at, { height: back.range(12, 20), kind: 'conifer' });
      items.push({ depth: Math.hypot(at.x - eye.x, at.z - eye.z), svg: t });
    }
  }
  for (const b of p.buildings) {
    const drawn = building(doc, cam, light, rng.fork(`b${b.x}`), b);
    shadows.push(drawn.shadow);
    items.push({ depth: drawn.depth, svg: drawn.svg });
  }
  if (o.parking !== undefined) {
    const f = forecourt(s, cam, bb.x0 - 4, bb.x1 + 4, bb.z0 - 14, bb.z0 - 1.5, o.parking);
    doc.add(f.ground);
    items.push(...f.items);
  } else if (o.drive ?? true) {
    const drive = { kind: 'paving' as const, color: rng.pick(['#a8a29a', '#9a8a7a', '#8a8680']) };
    const dx = p.door.x - 0.8;
    doc.add(
      drawPlane(
        doc,
        cam,
        light,
        rng,
        { o: v3(dx, 0.01, bb.z0 - dist * 0.6), u: v3(1, 0, 0), v: v3(0, 0, 1), w: 1.6, h: dist * 0.6 },
        { material: drive },
      ),
    );
  }
  doc.add(...shadows);
  const fg = rng.fork('front');
  if (!o.parking && o.parking !== 0) {
    for (let i = 0; i < 4; i++) {
      const at = v3(fg.range(bb.x0, bb.x1), 0, bb.z0 - fg.range(0.5, 1.2));
      if (Math.abs(at.x - p.door.x) < 1.3) continue;
      items.push({
        depth: Math.hypot(at.x - eye.x, at.z - eye.z) - 1,
        svg: bush(
          doc,
          cam,
          light,
          fg,
          at,
          fg.range(0.5, 0.9),
          fg.chance(0.4) ? fg.pick(['#e8d8e8', '#f4f0e0', '#d84a4a', '#f0c040']) : undefined,
        ),
      });
    }
  }
  const bx = side > 0 ? bb.x0 - 5 : bb.x1 + 5;
  if (o.front === 'hedge' || (o.front === undefined && fg.chance(0.5)))
    items.push({
      depth: 1e3,
      svg: hedge(doc, cam, light, fg, v3(bx, 0, bb.z1 + 8), v3(bx, 0, bb.z0 - 8), fg.range(1.3, 1.9)),
    });
  else if (o.front !== 'none')
    items.push({
      depth: 1e3,
      svg: fence(doc, cam, light, v3(bx, 0, bb.z1 + 8), v3(bx, 0, bb.z0 - 12), {
        height: 1.1,
        wires: o.front === 'wires',
      }),
    });
  const sideTree = v3(side > 0 ? bb.x0 - fg.range(6, 10) : bb.x1 + fg.range(6, 10), 0, bb.z0 - fg.range(2, 8));
  const [sh, t] = tree(doc, cam, light, fg, sideTree, {
    height: o.young ? fg.range(4, 6) : fg.range(8, 13),
    kind: o.woods ? 'conifer' : undefined,
  });
  doc.add(sh);
  items.push({ depth: Math.hypot(sideTree.x - eye.x, sideTree.z - eye.z), svg: t });
  doc.add(paint(items));
  finish(doc, light);
  return doc.render();
}

/** A quick colour helper for scenes that tint a building by the hour. */
export const dusk = (c: string) => shade(c, 0.9);
export { car };
