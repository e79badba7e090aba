/** Interior photographs of homes: living rooms, kitchens, bedrooms, bathrooms, studios. */
import { v3 } from './camera.ts';
import { shade } from './color.ts';
import type { Shot } from './frame.ts';
import { bed, cabinet, chair, kitchen, nightstand, piece, plant, rug, sofa, table } from './furniture.ts';
import { Room, type RoomSpec, type Wall } from './room.ts';
import { finish } from './sky.ts';
import { poly } from './svg.ts';

export type Style = 'modern' | 'classic' | 'rustic' | 'artdeco';

const WALLS: Record<Style, string[]> = {
  modern: ['#f2f1ee', '#ecebe7', '#e9e6e0', '#f4f4f2'],
  classic: ['#ede6da', '#e6e0d4', '#efe9df', '#dfe2dc'],
  rustic: ['#ece4d4', '#e8dfcc', '#f0e8da'],
  artdeco: ['#e9e1d0', '#dfe4e0', '#ece4d6'],
};
const FLOORS: Record<Style, string[]> = {
  modern: ['#c9a57c', '#b89470', '#d8c0a0', '#a8a49e'],
  classic: ['#a8784e', '#b5875c', '#9a6c44'],
  rustic: ['#8a6040', '#7a5234', '#9a7050'],
  artdeco: ['#9a6a40', '#8a5a34'],
};
export const FABRICS = ['#8a8e92', '#5a6470', '#c8bca8', '#6e7c6a', '#3e4a5a', '#b8a48a', '#7a5a4a'];

export function spec(s: Shot, style: Style, w: number, d: number, win: Wall): RoomSpec {
  const { rng } = s;
  const h = style === 'artdeco' ? 3.2 : style === 'rustic' ? 2.5 : 2.65;
  const ww = rng.range(1.4, 2.6);
  const tall = style === 'modern' && rng.chance(0.6);
  const span = win === 'back' ? w : d;
  const winW = tall ? Math.min(span - 0.6, ww * 1.5) : ww;
  // On side walls, measured from the back corner, then turned into each plane's own x.
  const fromBack = rng.range(0.4, Math.max(0.5, d - winW - 1.2));
  const x =
    win === 'back'
      ? rng.range(0.4, Math.max(0.5, w - winW - 0.4))
      : win === 'right'
        ? fromBack
        : d + 2 - fromBack - winW;
  return {
    w,
    d,
    h,
    wall: rng.pick(WALLS[style]),
    accent: rng.chance(0.35)
      ? { wall: 'back', color: rng.pick(['#6e7c78', '#c8b89a', '#5a6878', '#b87a5a', '#d8d0c0']) }
      : undefined,
    floor: style === 'artdeco' ? 'herringbone' : 'boards',
    floorColor: rng.pick(FLOORS[style]),
    window: {
      wall: win,
      x,
      w: winW,
      h: tall ? h - 0.25 : rng.range(1.3, 1.6),
      sill: tall ? 0.02 : 0.9,
      frame: style === 'modern' ? rng.pick(['#2f3236', '#f4f4f2']) : rng.pick(['#f4f4f2', '#e8e4dc']),
      curtain: rng.chance(0.6) ? rng.pick(['#e8e0d0', '#d8d4cc', '#c8b8a0', '#f0ece4']) : undefined,
    },
  };
}

export function done(room: Room): string {
  room.render();
  finish(room.doc, null, room.light.weather === 'golden' ? 0.05 : 0.02);
  return room.doc.render();
}

export function livingRoom(s: Shot, style: Style): string {
  const { rng } = s;
  const w = rng.range(4.2, 5.5);
  const d = rng.range(5, 6.5);
  const win = rng.pick(['left', 'right', 'back'] as const);
  const room = new Room(s, spec(s, style, w, d, win), {
    x: w * rng.range(0.35, 0.65),
    z: -0.2,
    y: rng.range(1.2, 1.45),
    yaw: rng.range(-12, 12),
    fov: s.aspect === 'portrait' ? 80 : 76,
  });
  room.shell();
  if (win !== 'back' || rng.chance(0.5))
    room.picture('back', rng.range(0.5, w - 1.6), 1.3, rng.range(0.8, 1.2), rng.range(0.6, 0.9));
  room.lights(rng.chance(0.5) ? 'spots' : 'pendant', { x: w / 2, z: d * 0.6 });
  const fabric = rng.pick(FABRICS);
  const sofaW = rng.range(2.0, 2.5);
  const onSide = win !== 'right' ? 'right' : 'left';
  rug(room, w * 0.2, d * 0.35, w * 0.6, d * 0.4, rng.pick(['#d8cfc0', '#b8a898', '#8a8078', '#c8c0b4']));
  if (rng.chance(0.5)) sofa(room, (w - sofaW) / 2, d - 0.95, 0, sofaW, fabric);
  else if (onSide === 'right') sofa(room, w - 0.94, d * 0.35 + sofaW, 90, sofaW, fabric);
  else sofa(room, 0.94, d * 0.35, 270, sofaW, fabric);
  table(room, w / 2 - 0.55, d * 0.5, 1.1, 0.6, 0.42, rng.pick(['#6b4a32', '#d8d0c4', '#2e2a26', '#a07850']));
  const armchair = piece(room, onSide === 'right' ? 0.6 : w - 1.4, d * 0.55, 0);
  const ac = rng.pick(FABRICS);
  armchair
    .box(0, 0.1, 0, 0.8, 0.42, 0.8, shade(ac, 0.9))
    .box(0, 0.42, 0.62, 0.8, 0.85, 0.8, ac)
    .box(0, 0.1, 0, 0.12, 0.6, 0.8, ac)
    .box(0.68, 0.1, 0, 0.8, 0.6, 0.8, ac)
    .done();
  if (style !== 'modern' || rng.chance(0.5))
    cabinet(
      room,
      onSide === 'right' ? 0.02 : w - 1.62,
      d - 0.47,
      0,
      1.6,
      rng.pick([0.8, 1.9]),
      0.45,
      rng.pick(['#6b4a32', '#f0eee8', '#3a3836', '#a07850']),
      3,
    );
  plant(room, win === 'left' ? 0.4 : w - 0.4, d - 0.5, rng.range(0.9, 1.5));
  if (style === 'rustic') beams(room);
  return done(room);
}

function beams(room: Room): void {
  const { w, d, h } = room.spec;
  for (let x = 0.6; x < w; x += 1.2) {
    const p = piece(room, x, -1.5, 0, -50);
    p.box(0, h - 0.22, 0, 0.18, h, d + 1.5, '#5a3e2a').done();
  }
}

export function kitchenRoom(s: Shot, style: Style): string {
  const { rng } = s;
  const w = rng.range(3.6, 4.8);
  const d = rng.range(4.2, 5.5);
  const win = rng.pick(['left', 'right'] as const);
  const room = new Room(s, spec(s, style, w, d, win), {
    x: w * rng.range(0.4, 0.6),
    z: -0.3,
    y: rng.range(1.3, 1.5),
    yaw: rng.range(-10, 10),
    fov: 76,
  });
  room.shell();
  const fronts =
    style === 'rustic'
      ? rng.pick(['#c8c0a8', '#8a9a88', '#e8e2d4'])
      : style === 'classic'
        ? rng.pick(['#e8e4dc', '#5a6a7a', '#c8ccc4'])
        : rng.pick(['#f4f4f2', '#3a3c40', '#d8d4cc', '#8a8e88', '#2e4a5a']);
  const top = rng.pick(['#e8e6e2', '#2a2a2c', '#b89a78', '#d0ccc4']);
  // Splashback tiles on the back wall between worktop and wall units.
  const back = room.cam.polygon([v3(0, 0.92, d), v3(w, 0.92, d), v3(w, 1.5, d), v3(0, 1.5, d)]);
  room.doc.add(poly(back, { fill: rng.pick(['#e4e8ea', '#d8d0c4', '#cfd8d4', '#f0eeea']) }));
  const layout = rng.pick(['island', 'l', 'dining'] as const);
  const run = Math.min(w - 0.7, rng.range(2.4, 3.2));
  kitchen(room, 0.02, d - 0.62, 0, run, fronts, top, layout !== 'l');
  if (layout === 'l') {
    // The second leg of an L along the wall without the window.
    const leg = rng.range(1.8, 2.6);
    if (win === 'left') kitchen(room, w - 0.62, d - 0.64, 90, leg, fronts, top, false);
    else kitchen(room, 0.62, d - 0.64 - leg, 270, leg, fronts, top, false);
  }
  if (layout === 'island' && w > 3.8) {
    const p = piece(room, w / 2 - 0.9, d * 0.42, 0);
    p.box(0, 0, 0, 1.8, 0.9, 0.9, shade(fronts, 0.95)).box(-0.05, 0.9, -0.05, 1.85, 0.94, 0.95, top).done();
    for (const x of [0.2, 0.75, 1.3]) {
      const st = piece(room, w / 2 - 0.9 + x, d * 0.42 - 0.45, 0, -0.1);
      st.box(0.12, 0, 0.12, 0.16, 0.62, 0.16, '#2a2a2a')
        .box(0, 0.62, 0, 0.3, 0.66, 0.3, rng.pick(['#3a3a3a', '#b08a60']))
        .done();
    }
  } else {
    table(room, w / 2 - 0.6, d * 0.35, 1.2, 0.8, 0.75, rng.pick(['#a07850', '#e8e4dc', '#6b4a32']));
    const c = rng.pick(['#4a4a4a', '#d8d0c4', '#8a6a4a', '#e8e4dc']);
    // Chairs at the ends and the far side of the table, none between it and the lens.
    chair(room, w / 2 - 0.64, d * 0.35 + 0.17, 270, c);
    chair(room, w / 2 + 0.64, d * 0.35 + 0.63, 90, c);
    chair(room, w / 2 - 0.2, d * 0.35 + 0.88, 0, c);
  }
  room.lights('pendant', { x: w / 2, z: d * 0.45 });
  return done(room);
}

export function bedroom(s: Shot, style: Style): string {
  const { rng } = s;
  const w = rng.range(3.5, 4.5);
  const d = rng.range(3.8, 4.8);
  const win = rng.pick(['left', 'right'] as const);
  const room = new Room(s, spec(s, style, w, d, win), {
    x: w * rng.range(0.4, 0.6),
    z: -0.3,
    y: rng.range(1.2, 1.4),
    yaw: rng.range(-8, 8),
    fov: s.aspect === 'portrait' ? 82 : 78,
  });
  room.shell();
  const bw = rng.pick([1.4, 1.6, 1.8]);
  const cover = rng.pick(['#f4f2ee', '#e8ecef', '#ded6c8', '#c8d0d8', '#ece4d8']);
  const frame = rng.pick(['#6b4a32', '#d8d0c4', '#3a3836', '#a07850']);
  room.picture('back', w / 2 - 0.5, 1.45, 1.0, 0.6);
  bed(room, w / 2 - bw / 2, d - 2.12, 0, bw, cover, frame);
  nightstand(room, w / 2 - bw / 2 - 0.5, d - 0.42, 0, frame);
  nightstand(room, w / 2 + bw / 2 + 0.05, d - 0.42, 0, frame);
  rug(room, w / 2 - bw / 2 - 0.4, d - 2.4, bw + 0.8, 1.2, rng.pick(['#d8cfc0', '#b8a898', '#e8e0d4']));
  const robe = rng.pick(['#f0eee8', '#d8d0c4', '#e8e4dc']);
  if (rng.chance(0.6)) {
    if (win === 'left') cabinet(room, w - 0.6, 1.4 + 1.8, 90, 1.8, 2.2, 0.6, robe, 3);
    else cabinet(room, 0.6, 1.4, 270, 1.8, 2.2, 0.6, robe, 3);
  }
  room.lights(rng.chance(0.5) ? 'spots' : 'pendant', { x: w / 2, z: d * 0.5 });
  return done(room);
}
