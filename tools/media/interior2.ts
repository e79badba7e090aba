/** Spaces for cars and work: garage box, underground car park, office floor, meeting room, shop. */
import { v3 } from './camera.ts';
import { shade } from './color.ts';
import type { Shot } from './frame.ts';
import { piece, table, chair, plant } from './furniture.ts';
import { garageTemplate } from './openings.ts';
import { done, spec } from './interior.ts';
import { Room, type RoomSpec } from './room.ts';
import { finish } from './sky.ts';
import { place } from './solid.ts';
import { poly, rect, tag } from './svg.ts';

function blockWall(room: Room, color: string): void {
  const { doc, cam } = room;
  let d = '';
  for (const wall of ['back', 'left', 'right'] as const) {
    const pl = room.plane(wall);
    for (let y = 0.2; y < pl.h; y += 0.2) {
      const seg = cam.segment(room.wallPoint(wall, 0, y), room.wallPoint(wall, pl.w, y));
      if (seg) d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
  }
  doc.add(tag('path', { d, stroke: shade(color, 0.7), 'stroke-width': 1, opacity: 0.6 }));
}

/** A single garage box from inside: block walls, concrete floor, the door to the street. */
export function garageInterior(s: Shot): string {
  const { rng } = s;
  const wallC = rng.pick(['#c8c4bc', '#d8d4cc', '#b8b4ac']);
  const spec: RoomSpec = {
    w: 3.0,
    d: 6,
    h: 2.5,
    wall: wallC,
    floor: 'concrete',
    floorColor: rng.pick(['#9a9894', '#8a8884', '#a8a49c']),
    ceiling: '#c8c4bc',
    window: { wall: 'left', x: 6.5, w: 0.6, h: 0.4, sill: 1.9, frame: '#8a8a8a' },
  };
  const room = new Room(s, spec, { x: 1.5, z: -0.6, y: 1.5, yaw: rng.range(-6, 6), fov: 80 });
  room.shell();
  blockWall(room, wallC);
  const door = garageTemplate(room.doc, 2.5, 2.1, rng.pick(['#e8e8e4', '#8a8e92']), rng);
  room.doc.add(place(room.cam, room.plane('back'), door, 0.25, 0.4, 2.5, 2.1));
  const shelf = piece(room, 2.53, 1.5 + 1.8, 90);
  let front = '';
  for (let y = 0.3; y < 1.9; y += 0.5) {
    front += rect(0, y, 1.8, 0.03, { fill: '#6a6a6a' });
    for (let x = 0.05; x < 1.7; x += rng.range(0.3, 0.5))
      front += rect(x, y - 0.28, 0.26, 0.28, {
        fill: rng.pick(['#b8966a', '#a8865a', '#3a5a8a', '#c8c0b0', '#8a3a30']),
      });
  }
  shelf.box(0, 0, 0, 1.8, 2.0, 0.45, '#7a7a7a', front).done();
  const tube = room.cam.polygon([v3(1.2, 2.49, 1.5), v3(1.8, 2.49, 1.5), v3(1.8, 2.49, 4.5), v3(1.2, 2.49, 4.5)]);
  room.doc.add(poly(tube, { fill: '#fbfcff' }));
  room.render();
  finish(room.doc, null, 0.02);
  return room.doc.render();
}

/** An underground car park: pillars, painted bays, ceiling lights and a few cars. */
export function carPark(s: Shot): string {
  const { rng } = s;
  const spec: RoomSpec = {
    w: 16,
    d: 28,
    h: 2.6,
    wall: '#b8b6b0',
    floor: 'concrete',
    floorColor: rng.pick(['#8a8a88', '#7a7c7e', '#9a9894']),
    ceiling: '#a8a6a0',
    window: { wall: 'left', x: 40, w: 0.1, h: 0.1, sill: 2, frame: '#888' },
  };
  const room = new Room(s, spec, { x: 8 + rng.range(-1, 1), z: -0.5, y: 1.5, yaw: rng.range(-8, 8), fov: 76 });
  room.shell();
  const { doc, cam } = room;
  let lines = '';
  let lights = '';
  for (const side of [0, 1]) {
    for (let z = 2; z < spec.d - 2; z += 2.5) {
      const x0 = side ? spec.w - 5 : 0;
      const x1 = side ? spec.w : 5;
      const q = cam.polygon([v3(x0, 0.01, z), v3(x1, 0.01, z), v3(x1, 0.01, z + 0.1), v3(x0, 0.01, z + 0.1)]);
      if (q.length) lines += poly(q, {});
    }
  }
  for (let z = 2; z < spec.d; z += 4) {
    const q = cam.polygon([
      v3(7.6, spec.h - 0.02, z),
      v3(8.4, spec.h - 0.02, z),
      v3(8.4, spec.h - 0.02, z + 1.2),
      v3(7.6, spec.h - 0.02, z + 1.2),
    ]);
    if (q.length) lights += poly(q, {});
  }
  doc.add(tag('g', { fill: '#f2f0e8', opacity: 0.85 }, lines));
  doc.add(tag('g', { fill: '#fbfcff' }, lights));
  for (let z = 4.5; z < spec.d; z += 5) {
    for (const x of [5.1, spec.w - 5.5]) {
      const p = piece(room, x, z, 0);
      p.box(0, 0, 0, 0.4, spec.h, 0.4, '#c8c6c0', rect(0, 1.6, 0.4, 0.3, { fill: '#e0b030' })).done();
    }
  }
  for (let z = 2.2; z < spec.d - 3; z += 2.5) {
    for (const side of [0, 1]) {
      if (!rng.chance(0.55)) continue;
      const x = side ? spec.w - 4.6 : 0.4;
      const body = rng.pick(['#2b2f35', '#c9ccd0', '#7a1e22', '#1f3550', '#e8e8e6', '#4a4f55']);
      const c = piece(room, x + (side ? 4.3 : 0), z + 0.35 + (side ? 1.8 : 0), side ? 180 : 0);
      c.box(0.15, 0.05, 0.1, 4.2, 0.8, 1.7, body)
        .box(1.2, 0.8, 0.2, 3.2, 1.4, 1.6, '#2a3440')
        .box(0, 0.15, 0.05, 0.25, 0.75, 1.75, shade(body, 0.8))
        .done();
    }
  }
  room.render();
  finish(doc, null, 0.03);
  return doc.render();
}

export function meetingRoom(s: Shot): string {
  const { rng } = s;
  const spec: RoomSpec = {
    w: 5,
    d: 6.5,
    h: 2.8,
    wall: rng.pick(['#f2f1ee', '#e9e6e0']),
    accent: { wall: 'back', color: rng.pick(['#5a6878', '#6e7c78', '#c8b89a']) },
    floor: 'carpet',
    floorColor: rng.pick(['#6a6e72', '#5a5e64', '#7a7670']),
    window: { wall: rng.pick(['left', 'right'] as const), x: 1.2, w: 5.5, h: 1.9, sill: 0.7, frame: '#3a3c40' },
  };
  const room = new Room(s, spec, { x: 2.5, z: -0.3, y: 1.45, yaw: rng.range(-6, 6), fov: 76 });
  room.shell();
  room.picture('back', 1.5, 1.1, 2, 1.1);
  table(room, 1.6, 1.6, 1.8, 3.4, 0.74, rng.pick(['#e8e4dc', '#a07850', '#3a3836']));
  for (let z = 1.8; z < 4.8; z += 1) {
    chair(room, 1.55, z, 270, '#2e3034', '#3a3a3a');
    chair(room, 3.45, z + 0.46, 90, '#2e3034', '#3a3a3a');
  }
  plant(room, 4.5, 6, 1.3);
  room.lights('spots');
  room.render();
  finish(room.doc, null, 0.02);
  return room.doc.render();
}

export function office(s: Shot): string {
  const { rng } = s;
  const w = rng.range(8, 11);
  const d = rng.range(9, 12);
  const sp = spec(s, 'modern', w, d, rng.pick(['left', 'right'] as const));
  sp.floor = 'carpet';
  sp.floorColor = rng.pick(['#6a6e72', '#5a5e64', '#7a7670', '#4e5660']);
  sp.window = { ...sp.window, x: 1.5, w: d - 1, h: 1.9, sill: 0.7, curtain: undefined, frame: '#3a3c40' };
  sp.accent = undefined;
  sp.h = 2.8;
  const room = new Room(s, sp, { x: w * 0.5, z: -0.3, y: 1.45, yaw: rng.range(-10, 10), fov: 78 });
  room.shell();
  // Ceiling panels, in rows, the signature of an office.
  let panels = '';
  for (let x = 1.2; x < w - 1; x += 2.4) {
    for (let z = 1.5; z < d; z += 2.4) {
      const q = room.cam.polygon([
        v3(x, sp.h - 0.01, z),
        v3(x + 1.2, sp.h - 0.01, z),
        v3(x + 1.2, sp.h - 0.01, z + 0.6),
        v3(x, sp.h - 0.01, z + 0.6),
      ]);
      if (q.length) panels += poly(q, {});
    }
  }
  room.doc.add(tag('g', { fill: '#fbfcff' }, panels));
  const desk = rng.pick(['#f0eeea', '#d8c8b0', '#e4e4e4']);
  for (let z = 2; z < d - 1.5; z += 2.6) {
    for (let x = 1.2; x < w - 1.6; x += 3.2) {
      const p = piece(room, x, z, 0);
      p.box(0, 0, 0, 0.05, 0.72, 0.8, '#3a3a3a').box(1.55, 0, 0, 1.6, 0.72, 0.8, '#3a3a3a');
      p.box(0, 0.72, 0, 1.6, 0.75, 0.8, desk);
      p.box(0.5, 0.75, 0.5, 1.1, 1.12, 0.54, '#1a1c1e').box(0.76, 0.75, 0.54, 0.84, 0.9, 0.6, '#3a3a3a');
      p.box(0, 0.75, 0.8, 1.6, 1.2, 0.83, rng.pick(['#6a7a6a', '#5a6a7a', '#8a8478']));
      p.done();
      const c = piece(room, x + 0.55, z - 0.55, 0, -0.1);
      c.box(0.22, 0, 0.22, 0.28, 0.45, 0.28, '#2a2a2a')
        .box(0, 0.45, 0, 0.5, 0.52, 0.5, '#2e3034')
        .box(0, 0.52, 0.42, 0.5, 1.05, 0.5, '#2e3034')
        .done();
    }
  }
  plant(room, w - 0.5, d - 0.5, 1.4);
  return done(room);
}

export function shopInterior(s: Shot): string {
  const { rng } = s;
  const w = rng.range(6, 8);
  const d = rng.range(8, 10);
  const sp = spec(s, 'modern', w, d, 'left');
  sp.floor = 'tiles';
  sp.floorColor = rng.pick(['#c8c2b8', '#8a8680', '#d8d4cc']);
  sp.window = { ...sp.window, x: 1, w: d - 1, h: 2.4, sill: 0.05, curtain: undefined, frame: '#2f3236' };
  const room = new Room(s, sp, { x: w * 0.6, z: -0.3, y: 1.5, yaw: -8, fov: 78 });
  room.shell();
  const goods = ['#c7a05a', '#8a3a30', '#e8e0d0', '#3a5a6a', '#b08a70', '#5a7a4a', '#d8b8a0'];
  for (let z = 0.5; z < d - 0.5; z += 1.6) {
    let front = '';
    for (let y = 0.3; y < 2; y += 0.45) {
      front += rect(0, y, 1.5, 0.03, { fill: '#8a7a68' });
      for (let x = 0.05; x < 1.45; x += rng.range(0.12, 0.24))
        front += rect(x, y - 0.26, 0.1, 0.26, { fill: rng.pick(goods) });
    }
    piece(room, w - 0.42, z + 1.5, 90)
      .box(0, 0, 0, 1.5, 2.1, 0.4, '#e8e2d8', front)
      .done();
  }
  const counter = piece(room, 1.5, d - 1.8, 0);
  counter.box(0, 0, 0, 2.2, 1.0, 0.7, '#6b4a32').box(-0.05, 1.0, -0.05, 2.25, 1.04, 0.75, '#e8e4dc').done();
  table(room, w / 2 - 0.8, d * 0.35, 1.6, 0.9, 0.8, '#d8c8b0');
  room.lights('spots');
  return done(room);
}
