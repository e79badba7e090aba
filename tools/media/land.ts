/** Views without the property in them: from its balcony, over its plot, into its woods. */
import { v3 } from './camera.ts';
import { building, type BuildingSpec } from './building.ts';
import { shade } from './color.ts';
import { aim, type Shot } from './frame.ts';
import { piece, type Stage } from './furniture.ts';
import { aerial, lit } from './light.ts';
import { fence, hedge } from './hedges.ts';
import { bush, tree } from './plants.ts';
import { drawPlane, paint } from './solid.ts';
import { finish, ground, hills, sky, treeLine } from './sky.ts';
import { nums, poly, tag } from './svg.ts';

type Item = { depth: number; svg: string };

/** Standing on a balcony or roof terrace: decking, a glass rail and the view beyond. */
export function balconyView(s: Shot, high: number, terrace: boolean): string {
  const { doc, rng, light } = s;
  const eye = v3(0, high + 1.6, -1.5);
  const cam = aim(s, eye, v3(rng.range(-3, 3), high - 2, 30), terrace ? 74 : 68, 0.42);
  sky(doc, cam, light, rng.fork('sky'));
  hills(doc, cam, light, rng.fork('hills'), 2, 0.06);
  ground(doc, cam, light);
  const town = rng.fork('town');
  const items: Item[] = [];
  for (let i = 0; i < 18; i++) {
    const x = town.range(-90, 90);
    const z = town.range(45, 200);
    // Plain materials at this distance: a pattern per roof would cost more than it shows.
    const spec: BuildingSpec = {
      x,
      z,
      w: town.range(7, 12),
      d: town.range(8, 11),
      h: town.range(5, 7),
      wall: { kind: 'flat', color: town.pick(['#e8e0d0', '#a8644a', '#d8d0c0', '#9c5538', '#c8c0b0']) },
      roof: town.pick(['gable', 'gable', 'hip'] as const),
      pitch: town.range(35, 45),
      roofMat: { kind: 'flat', color: town.pick(['#8f4430', '#3d434b', '#a5482e', '#4a4e54']) },
      overhang: 0.3,
      openings: {},
    };
    const drawn = building(doc, cam, light, town, spec);
    items.push({ depth: drawn.depth, svg: drawn.svg });
    if (town.chance(0.6)) {
      const at = v3(x + town.range(-5, 12), 0, z - town.range(2, 6));
      items.push({
        depth: Math.hypot(at.x - eye.x, at.z - eye.z),
        svg: tree(doc, cam, light, town, at, { height: town.range(8, 14) })[1],
      });
    }
  }
  doc.add(paint(items));
  // The balcony: decking underfoot, a side wall, the glass balustrade.
  const deck = { kind: 'boards' as const, color: rng.pick(['#8a6a4a', '#9a7a58', '#a08060']) };
  const width = terrace ? 8 : 4;
  doc.add(
    drawPlane(
      doc,
      cam,
      light,
      rng,
      { o: v3(-width / 2, high, -1), u: v3(1, 0, 0), v: v3(0, 0, 1), w: width, h: 3.5 },
      { material: deck },
    ),
  );
  const rail = cam.polygon([
    v3(-width / 2, high, 2.5),
    v3(width / 2, high, 2.5),
    v3(width / 2, high + 1.05, 2.5),
    v3(-width / 2, high + 1.05, 2.5),
  ]);
  doc.add(poly(rail, { fill: doc.linear(['#e8f2f6', '#9fb8c4', '#c8dce4'], [0, 0, 1, 1]), opacity: 0.32 }));
  let posts = '';
  const step = width / Math.round(width / 1.2);
  for (let x = -width / 2; x <= width / 2 + 0.01; x += step) {
    const seg = cam.segment(v3(x, high, 2.5), v3(x, high + 1.05, 2.5));
    if (seg) posts += `M${nums(seg[0].x, seg[0].y)}L${nums(seg[1].x, seg[1].y)}`;
  }
  const topRail = cam.segment(v3(-width / 2, high + 1.05, 2.5), v3(width / 2, high + 1.05, 2.5));
  if (topRail) posts += `M${nums(topRail[0].x, topRail[0].y)}L${nums(topRail[1].x, topRail[1].y)}`;
  doc.add(tag('path', { d: posts, stroke: '#6f7478', 'stroke-width': 7, 'stroke-linecap': 'square' }));
  const wall = cam.polygon([
    v3(-width / 2, high, -2),
    v3(-width / 2, high, 2.5),
    v3(-width / 2, high + 3, 2.5),
    v3(-width / 2, high + 3, -2),
  ]);
  doc.add(poly(wall, { fill: lit(light, rng.pick(['#e8e4dc', '#d8d0c4', '#4a4644']), v3(1, 0, 0)) }));
  if (terrace) {
    const room: Stage = { doc, cam, light, rng, items: [] };
    const c = piece(room, 0.6, 1.2, 0);
    const f = rng.pick(['#e8e4dc', '#3a3c40', '#8a6a4a']);
    c.box(0, high, 0, 1.6, high + 0.38, 0.75, f)
      .box(0, high + 0.38, 0.58, 1.6, high + 0.75, 0.75, f)
      .done();
    const pot = piece(room, -width / 2 + 0.6, 2, 0);
    pot.box(-0.25, high, -0.25, 0.25, high + 0.6, 0.25, '#5a5a5a').done();
    doc.add(paint(room.items));
    doc.add(bush(doc, cam, light, rng, v3(-width / 2 + 0.6, high + 0.6, 2), 0.6));
  }
  finish(doc, light);
  return doc.render();
}

export type Land = 'meadow' | 'edge' | 'valley' | 'lane';

/** A building plot: meadow, hedges and hills, with no house yet. */
export function landscape(s: Shot, kind: Land): string {
  const { doc, rng, light } = s;
  const high = kind === 'valley';
  const eye = v3(0, high ? 7 : 1.6, 0);
  const cam = aim(s, eye, v3(rng.range(-5, 5), high ? 0 : 1.2, 60), rng.range(58, 68), high ? 0.4 : 0.5);
  sky(doc, cam, light, rng.fork('sky'));
  hills(doc, cam, light, rng.fork('hills'), 3, high ? 0.1 : 0.07);
  ground(doc, cam, light, [light.grass[0], shade(light.grass[1], 1.05)]);
  const items: Item[] = [];
  const shadows: string[] = [];
  // Fields as patches of other greens and straw, further off.
  const fields = rng.fork('fields');
  for (let i = 0; i < (high ? 22 : 10); i++) {
    const x = fields.range(-150, 150);
    const z = fields.range(high ? 15 : 60, 300);
    const w = fields.range(30, 80);
    const d = fields.range(20, 60);
    const c = fields.pick(['#9aa858', '#c8b870', '#7a9848', '#b0a060', '#6e8a40']);
    doc.add(
      poly(cam.polygon([v3(x, 0, z), v3(x + w, 0, z), v3(x + w, 0, z + d), v3(x, 0, z + d)]), {
        fill: aerial(light, c, z),
        opacity: 0.7,
      }),
    );
  }
  const hedgeRows = rng.fork('rows');
  for (let i = 0; i < (high ? 5 : 3); i++) {
    const z = hedgeRows.range(25, high ? 160 : 90);
    items.push({
      depth: z,
      svg: hedge(
        doc,
        cam,
        light,
        hedgeRows,
        v3(-120, 0, z),
        v3(120, 0, z + hedgeRows.range(-10, 10)),
        hedgeRows.range(1.5, 2.5),
        1.5,
      ),
    });
    for (let k = 0; k < 4; k++) {
      const at = v3(hedgeRows.range(-80, 80), 0, z + 1);
      const [sh, t] = tree(doc, cam, light, hedgeRows, at, { height: hedgeRows.range(8, 14) });
      shadows.push(sh);
      items.push({ depth: z - 0.5, svg: t });
    }
  }
  if (kind === 'edge') {
    items.push({ depth: 15, svg: hedge(doc, cam, light, rng, v3(-4, 0, 2), v3(-4, 0, 60), 1.8) });
    const track = cam.polygon([v3(0.5, 0.01, 1), v3(3, 0.01, 1), v3(3.5, 0.01, 80), v3(1.5, 0.01, 80)]);
    doc.add(poly(track, { fill: doc.linear([aerial(light, '#b8a888', 200), '#a89878']), opacity: 0.85 }));
  }
  if (kind === 'lane') {
    const road = cam.polygon([v3(-60, 0.01, 3), v3(60, 0.01, 3), v3(60, 0.01, 7), v3(-60, 0.01, 7)]);
    doc.add(poly(road, { fill: lit(light, '#55575a', v3(0, 1, 0)) }));
  }
  if (kind !== 'valley') {
    const fx = kind === 'edge' ? 6 : -30;
    items.push({
      depth: 8,
      svg: fence(
        doc,
        cam,
        light,
        v3(fx, 0, kind === 'lane' ? 9 : 6),
        v3(kind === 'edge' ? 6 : 40, 0, kind === 'lane' ? 9 : 40),
        { wires: true, step: 3 },
      ),
    });
  }
  if (kind === 'meadow' || kind === 'lane') {
    // Wild flowers in the grass nearby.
    let d = '';
    const f = rng.fork('flowers');
    for (let i = 0; i < 60; i++) {
      const p = cam.project(v3(f.range(-12, 12), 0, f.range(4, 25)));
      if (p) d += `M${p.x.toFixed(0)} ${p.y.toFixed(0)}h.1`;
    }
    doc.add(
      tag('path', {
        d,
        stroke: rng.pick(['#f4f0d8', '#e8d040', '#e8e4f0']),
        'stroke-width': 4,
        'stroke-linecap': 'round',
        opacity: 0.8,
      }),
    );
  }
  doc.add(...shadows);
  doc.add(paint(items));
  finish(doc, light);
  return doc.render();
}

/** The woods around a chalet: spruce stands, a path, light between the trunks. */
export function woods(s: Shot): string {
  const { doc, rng, light } = s;
  const eye = v3(0, 1.6, 0);
  const cam = aim(s, eye, v3(rng.range(-3, 3), 2, 40), rng.range(60, 70), 0.55);
  sky(doc, cam, light, rng.fork('sky'));
  treeLine(doc, cam, light, rng.fork('line'), 120, 2);
  ground(doc, cam, light, ['#6a7a4a', '#4a5a34']);
  const path = cam.polygon([v3(-0.8, 0.01, 1), v3(0.8, 0.01, 1), v3(1.5, 0.01, 60), v3(0.3, 0.01, 60)]);
  doc.add(poly(path, { fill: doc.linear(['#a89878', '#8a7a5a']) }));
  const items: Item[] = [];
  for (let i = 0; i < 40; i++) {
    const x = rng.pick([-1, 1]) * rng.range(2.5, 30);
    const z = rng.range(3, 70);
    const [, t] = tree(doc, cam, light, rng, v3(x, 0, z), {
      height: rng.range(14, 24),
      kind: rng.chance(0.8) ? 'conifer' : 'birch',
    });
    items.push({ depth: Math.hypot(x, z), svg: t });
  }
  doc.add(paint(items));
  finish(doc, light);
  return doc.render();
}
