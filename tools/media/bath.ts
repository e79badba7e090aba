/** The small rooms: a bathroom with its tiles, and a studio's one room for everything. */
import { v3 } from './camera.ts';
import { shade } from './color.ts';
import type { Shot } from './frame.ts';
import { bed, chair, kitchen, piece, sofa, table } from './furniture.ts';
import { done, FABRICS, spec, type Style } from './interior.ts';
import { Room, type Wall } from './room.ts';
import { poly, rect, tag } from './svg.ts';

/** Wall tiles as a projected grid up to `height`, on the walls of a bathroom. */
function wallTiles(room: Room, height: number, size: number, color: string): void {
  const { doc, cam, spec } = room;
  let d = '';
  for (const wall of ['back', 'left', 'right'] as Wall[]) {
    const pl = room.plane(wall);
    const q = cam.polygon([
      room.wallPoint(wall, 0, 0),
      room.wallPoint(wall, pl.w, 0),
      room.wallPoint(wall, pl.w, height),
      room.wallPoint(wall, 0, height),
    ]);
    doc.add(poly(q, { fill: color, opacity: 0.92 }));
    for (let y = size; y < height; y += size) {
      const seg = cam.segment(room.wallPoint(wall, 0, y), room.wallPoint(wall, pl.w, y));
      if (seg) d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
    for (let x = size * 2; x < pl.w; x += size * 2) {
      const seg = cam.segment(room.wallPoint(wall, x, 0), room.wallPoint(wall, x, height));
      if (seg) d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
  }
  doc.add(tag('path', { d, stroke: shade(color, 0.78), 'stroke-width': 1.2, fill: 'none' }));
  void spec;
}

export function bathroom(s: Shot, style: Style): string {
  const { rng } = s;
  const w = rng.range(2.6, 3.4);
  const d = rng.range(2.8, 3.6);
  const sp = spec(s, style, w, d, rng.pick(['left', 'right'] as const));
  sp.floor = 'tiles';
  sp.floorColor = rng.pick(['#8a8680', '#c8c2b8', '#5a5a5c', '#d8d4cc']);
  sp.accent = undefined;
  sp.window.curtain = undefined;
  sp.window.h = 0.9;
  sp.window.sill = 1.4;
  sp.window.w = 0.8;
  const room = new Room(s, sp, {
    x: w * 0.5,
    z: -0.6,
    y: 1.4,
    yaw: rng.range(-6, 6),
    fov: s.aspect === 'portrait' ? 82 : 80,
  });
  room.shell();
  wallTiles(
    room,
    rng.pick([1.2, 2.1, sp.h]),
    rng.pick([0.3, 0.2, 0.6]),
    rng.pick(['#f2f2f0', '#e4e8ea', '#d8d0c4', '#c8ccd0', '#eae6de']),
  );
  const vanity = rng.pick(['#6b4a32', '#f4f4f2', '#3a3c40', '#a07850']);
  const p = piece(room, 0.3, d - 0.5, 0);
  p.box(
    0,
    0.35,
    0,
    1.2,
    0.85,
    0.5,
    vanity,
    rect(0.02, 0.02, 1.16, 0.46, { fill: shade(vanity, 1.04), stroke: shade(vanity, 0.8), 'stroke-width': 0.01 }),
  );
  p.box(-0.02, 0.85, -0.02, 1.22, 0.88, 0.5, '#f4f4f4').box(0.4, 0.88, 0.1, 0.8, 0.9, 0.4, '#ffffff');
  p.box(0.58, 0.88, 0.38, 0.62, 1.08, 0.42, '#c0c4c8').done();
  const mirror = room.cam.polygon([
    v3(0.35, 1.15, d - 0.01),
    v3(1.45, 1.15, d - 0.01),
    v3(1.45, 1.95, d - 0.01),
    v3(0.35, 1.95, d - 0.01),
  ]);
  room.doc.add(
    poly(mirror, {
      fill: room.doc.linear(['#e8eef2', '#a8b4bc', '#d0d8dc'], [0, 0, 1, 1]),
      stroke: '#c8c8c8',
      'stroke-width': 2,
    }),
  );
  if (rng.chance(0.5)) {
    const t = piece(room, w - 0.77, 0.8 + 1.7, 90);
    t.box(0, 0, 0, 1.7, 0.58, 0.75, '#f6f6f4').box(0.08, 0.5, 0.08, 1.62, 0.59, 0.67, '#dfe6ea').done();
  } else {
    const glassPanel = room.cam.polygon([
      v3(w - 0.95, 0.05, d - 1.0),
      v3(w - 0.95, 0.05, d),
      v3(w - 0.95, 2.0, d),
      v3(w - 0.95, 2.0, d - 1.0),
    ]);
    room.items.push({
      depth: 0.5,
      svg: poly(glassPanel, { fill: '#cfe0e6', opacity: 0.3, stroke: '#b8c0c4', 'stroke-width': 2 }),
    });
  }
  const wc = piece(room, w / 2 + 0.5, d - 0.57, 0);
  wc.box(0, 0, 0, 0.38, 0.42, 0.55, '#f8f8f6')
    .box(-0.02, 0.42, 0, 0.4, 0.45, 0.55, '#f0f0ee')
    .box(0, 0.45, 0.4, 0.38, 0.85, 0.55, '#f8f8f6')
    .done();
  room.lights('spots');
  return done(room);
}

/** A studio: bed, sofa and kitchenette in one room, the camera in a corner. */
export function studio(s: Shot): string {
  const { rng } = s;
  const w = rng.range(4.5, 5.5);
  const d = rng.range(5.5, 6.5);
  const room = new Room(s, spec(s, 'modern', w, d, 'left'), { x: w * 0.6, z: -0.3, y: 1.35, yaw: -6, fov: 80 });
  room.shell();
  kitchen(
    room,
    w - 0.02,
    0.6,
    270,
    2.2,
    rng.pick(['#f4f4f2', '#3a3c40', '#d8d4cc']),
    rng.pick(['#2a2a2c', '#e8e6e2']),
    false,
  );
  bed(room, 0.1, d - 2.12, 0, 1.4, rng.pick(['#e8e4dc', '#dfe6ea', '#ece4d8']), '#d8d0c4');
  sofa(room, 0.94, d * 0.3, 270, 1.8, rng.pick(FABRICS));
  table(room, w * 0.55, d * 0.4, 0.8, 0.8, 0.75, '#e8e4dc');
  chair(room, w * 0.55 + 0.17, d * 0.4 - 0.35, 0, '#2e2e2e');
  room.lights('spots');
  return done(room);
}
