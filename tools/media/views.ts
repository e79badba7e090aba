/** The other photographs of a listing's property: its back garden, its door, a window, a corner. */
import { nth } from './rng.ts';
import { type Camera, v3 } from './camera.ts';
import { building, type Opening } from './building.ts';
import { shade } from './color.ts';
import { aim, frameSubject, type Shot } from './frame.ts';
import { piece, type Stage } from './furniture.ts';
import { lit } from './light.ts';
import { hedge } from './hedges.ts';
import { bush, tree } from './plants.ts';
import { drawPlane, paint } from './solid.ts';
import type { Property } from './specs.ts';
import { finish, ground, sky, treeLine } from './sky.ts';
import { poly } from './svg.ts';

type Item = { depth: number; svg: string };

/** The back garden from the terrace: lawn, borders, trees, a corner of the house. */
export function garden(s: Shot, p: Property): string {
  const { doc, rng, light } = s;
  const house = nth(p.buildings, 0);
  const eye = v3(rng.range(1, 4), rng.range(1.5, 1.8), -2);
  const cam = aim(s, eye, v3(eye.x + rng.range(-4, 4), 1.2, 20), rng.range(62, 72), 0.5);
  sky(doc, cam, light, rng.fork('sky'));
  treeLine(doc, cam, light, rng.fork('line'), 220, 1.5);
  ground(doc, cam, light);
  const items: Item[] = [];
  const shadows: string[] = [];
  const depth = (x: number, z: number) => Math.hypot(x - eye.x, z - eye.z);
  // The back wall of the house, at the edge of the frame, and its terrace.
  const wall = { ...house, x: -house.w + rng.range(-1, 0.5), z: -house.d + 1, openings: {} };
  const drawnHouse = building(doc, cam, light, rng.fork('house'), {
    ...wall,
    openings: { right: house.openings.left ?? [] },
  });
  const terrace = { kind: 'paving' as const, color: rng.pick(['#b8aea0', '#a8a49c', '#c8bca8']), color2: '#8a847a' };
  doc.add(
    drawPlane(
      doc,
      cam,
      light,
      rng,
      { o: v3(-2, 0.02, -3), u: v3(1, 0, 0), v: v3(0, 0, 1), w: 9, h: 6.5 },
      { material: terrace },
    ),
  );
  items.push({ depth: drawnHouse.depth, svg: drawnHouse.svg });
  const gw = rng.range(12, 18);
  const gd = rng.range(18, 26);
  items.push({
    depth: depth(-3, gd / 2),
    svg: hedge(doc, cam, light, rng, v3(-3, 0, gd), v3(-3, 0, 4), rng.range(1.6, 2.2)),
  });
  items.push({
    depth: depth(gw, gd / 2),
    svg: hedge(doc, cam, light, rng, v3(gw, 0, 4), v3(gw, 0, gd), rng.range(1.6, 2.2)),
  });
  items.push({
    depth: depth(gw / 2, gd) + 5,
    svg: hedge(doc, cam, light, rng, v3(-3, 0, gd), v3(gw, 0, gd), rng.range(1.8, 2.4)),
  });
  for (let i = 0; i < 4; i++) {
    const at = v3(rng.range(-2, gw), 0, rng.range(gd * 0.5, gd + 6));
    const [sh, t] = tree(doc, cam, light, rng, at, { height: rng.range(5, 11) });
    shadows.push(sh);
    items.push({ depth: depth(at.x, at.z), svg: t });
  }
  for (let i = 0; i < 6; i++) {
    const at = v3(rng.pick([-2.2, gw - 0.8]), 0, rng.range(6, gd - 2));
    items.push({
      depth: depth(at.x, at.z) - 1,
      svg: bush(
        doc,
        cam,
        light,
        rng,
        at,
        rng.range(0.5, 0.9),
        rng.chance(0.5) ? rng.pick(['#e8d8e8', '#f4f0e0', '#d84a4a', '#c878c8']) : undefined,
      ),
    });
  }
  // Garden furniture on the terrace.
  const room: Stage = { doc, cam, light, rng, items };
  const tx = rng.range(2, 4.5);
  const tz = rng.range(2.2, 3.2);
  const wood = rng.pick(['#9a7a58', '#8a8e92', '#c8c0b0', '#b09070']);
  const t = piece(room, tx, tz, 0);
  t.box(0.05, 0, 0.05, 0.1, 0.72, 0.1, wood)
    .box(1.3, 0, 0.05, 1.35, 0.72, 0.1, wood)
    .box(0.05, 0, 0.75, 0.1, 0.72, 0.8, wood)
    .box(1.3, 0, 0.75, 1.35, 0.72, 0.8, wood);
  t.box(0, 0.72, 0, 1.4, 0.76, 0.85, wood).done();
  for (const [cx, cz] of [
    [tx - 0.6, tz + 0.15],
    [tx + 1.5, tz + 0.15],
  ] as [number, number][]) {
    const c = piece(room, cx, cz, 0);
    c.box(0, 0, 0, 0.5, 0.45, 0.5, shade(wood, 0.9)).box(0, 0.45, 0.42, 0.5, 0.9, 0.5, wood).done();
  }
  doc.add(...shadows);
  doc.add(paint(items));
  finish(doc, light);
  return doc.render();
}

/** Close-ups of the front: the door, a window, or a corner of the facade. */
export function detail(s: Shot, p: Property, kind: 'door' | 'window' | 'facade'): string {
  const { doc, rng, light } = s;
  const b = nth(p.buildings, 0);
  let cam: Camera;
  let box: Opening | undefined;
  if (kind === 'door') {
    const eye = v3(p.door.x + rng.range(-2, 2), 1.55, -rng.range(4, 5.5));
    cam = aim(s, eye, v3(p.door.x, 1.35, 0), rng.range(42, 52), 0.5);
  } else if (kind === 'window') {
    const wins = (b.openings.front ?? []).filter((o: Opening) => o.bottom > 0.3 && o.h < 2.4);
    const w = wins.length ? rng.pick(wins) : { x: b.w / 2, bottom: 1, w: 1.2, h: 1.4, id: '' };
    box = w;
    const eye = v3(b.x + w.x + w.w / 2 + rng.range(-1.5, 1.5), 1.6, -rng.range(4, 6));
    cam = aim(s, eye, v3(b.x + w.x + w.w / 2, w.bottom + w.h / 2, 0), rng.range(38, 48), 0.45);
  } else {
    const side = rng.pick([-1, 1]);
    const eye = v3(side > 0 ? b.x + b.w + 2.5 : b.x - 2.5, 1.6, -rng.range(5, 7));
    cam = frameSubject(s, eye, v3(b.x + b.w / 2, b.h * 0.4, b.z), b.w * 0.6, b.h + 1, {
      fill: 0.9,
      groundY: 0.92,
      topY: 0.02,
      maxFov: 70,
    });
  }
  sky(doc, cam, light, rng.fork('sky'));
  treeLine(doc, cam, light, rng.fork('line'), 200, 1.2);
  ground(doc, cam, light);
  const items: Item[] = [];
  const drawnParts = p.buildings.map((bb) => building(doc, cam, light, rng.fork(`b${bb.x}`), bb));
  doc.add(
    drawPlane(
      doc,
      cam,
      light,
      rng,
      { o: v3(b.x - 5, 0.01, b.z - 6), u: v3(1, 0, 0), v: v3(0, 0, 1), w: b.w + 10, h: 6 },
      { material: { kind: 'paving', color: rng.pick(['#a8a29a', '#b8aea0']) } },
    ),
  );
  for (const d of drawnParts) items.push({ depth: d.depth, svg: d.shadow + d.svg });
  if (kind === 'door') {
    for (const dx of [-1.1, 1.1]) {
      const at = v3(p.door.x + dx, 0, -0.5);
      items.push({ depth: 1, svg: potPlant(s, cam, at) });
    }
  }
  if (box) {
    // A planter under the sill, flowering: the touch an agent's photographer looks for.
    const { x, bottom, w } = box;
    const px = b.x + x - 0.05;
    const planter = poly(
      cam.polygon([
        v3(px, bottom - 0.4, -0.3),
        v3(px + w + 0.1, bottom - 0.4, -0.3),
        v3(px + w + 0.1, bottom - 0.14, -0.3),
        v3(px, bottom - 0.14, -0.3),
      ]),
      { fill: lit(light, rng.pick(['#6b4a32', '#3a3c40', '#b86a4a']), v3(0, 0, -1)) },
    );
    let flowers = '';
    for (let k = 0; k < 3; k++) {
      flowers += bush(
        doc,
        cam,
        light,
        rng,
        v3(px + 0.2 + (k * w) / 3, bottom - 0.2, -0.25),
        0.26,
        rng.pick(['#d84a4a', '#f4f0e0', '#e878b8', '#f0c040']),
      );
    }
    items.push({ depth: 0.5, svg: planter + flowers });
  }
  doc.add(paint(items));
  finish(doc, light);
  return doc.render();
}

/** A glazed pot with a clipped shrub, beside a door. */
function potPlant(s: Shot, cam: Camera, at: ReturnType<typeof v3>): string {
  const { doc, light, rng } = s;
  const c = rng.pick(['#3a3c40', '#b86a4a', '#d8d2c8']);
  const q = (y0: number, y1: number, r0: number, r1: number) =>
    poly(
      cam.polygon([v3(at.x - r0, y0, at.z), v3(at.x + r0, y0, at.z), v3(at.x + r1, y1, at.z), v3(at.x - r1, y1, at.z)]),
      {
        fill: doc.linear(
          [shade(lit(light, c, v3(0, 0, -1)), 1.2), lit(light, c, v3(0, 0, -1)), shade(c, 0.5)],
          [0, 0, 1, 0],
        ),
      },
    );
  return q(0, 0.55, 0.2, 0.27) + bush(doc, cam, light, rng, v3(at.x, 0.5, at.z), 0.45);
}
