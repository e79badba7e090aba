/**
 * Furniture as stacks of boxes in each piece's own frame (front towards local -z, back
 * against a wall at local z = depth), turned in quarter turns and placed in the room:
 *   0    front to -z (facing the camera), back wall behind
 *   90   front to -x: against the right wall, at x = w - depth, running towards -z
 *   180  front to +z: facing the back wall
 *   270  front to +x: against the left wall, at x = depth, running towards +z
 */
import { type Camera, v3 } from './camera.ts';
import { shade } from './color.ts';
import type { Material } from './material.ts';
import { foliageAt } from './plants.ts';
import type { Light } from './light.ts';
import type { Rng } from './rng.ts';
import type { Room } from './room.ts';
import { box, type BoxFace } from './solid.ts';
import { type Doc, rect } from './svg.ts';

export type Turn = 0 | 90 | 180 | 270;

/** What a piece needs to draw itself: a room, or any outdoor scene with the same parts. */
export interface Stage {
  doc: Doc;
  cam: Camera;
  light: Light;
  rng: Rng;
  items: { depth: number; svg: string }[];
  /** Contact shadows on the floor, painted before any furniture. */
  floor?: string[];
}

type Six = [number, number, number, number, number, number];

export class Piece {
  private svg = '';
  private readonly boxes: Six[] = [];

  constructor(
    readonly room: Stage,
    readonly x: number,
    readonly z: number,
    readonly turn: Turn,
    readonly depthOf: number,
  ) {}

  /** Local (x, z) to room coordinates: the piece's back edge lies along its wall. */
  private map(x: number, z: number): [number, number] {
    switch (this.turn) {
      case 0:
        return [this.x + x, this.z + z];
      case 180:
        return [this.x - x, this.z - z];
      case 90:
        return [this.x + z, this.z - x];
      case 270:
        return [this.x - z, this.z + x];
    }
  }

  /** A box in local coordinates; `front` detail lands on the face towards local -z. */
  box(
    x0: number,
    y0: number,
    z0: number,
    x1: number,
    y1: number,
    z1: number,
    color: string,
    front?: string,
    top?: Material,
  ): this {
    const [ax, az] = this.map(x0, z0);
    const [bx, bz] = this.map(x1, z1);
    const b: Six = [Math.min(ax, bx), y0, Math.min(az, bz), Math.max(ax, bx), y1, Math.max(az, bz)];
    const face: BoxFace = this.turn === 0 ? 'front' : this.turn === 180 ? 'back' : this.turn === 90 ? 'left' : 'right';
    const { doc, cam, light, rng } = this.room;
    this.svg += box(
      doc,
      cam,
      light,
      rng,
      b,
      { kind: 'flat', color },
      { detail: front ? { [face]: front } : undefined, top },
    );
    this.boxes.push(b);
    return this;
  }

  /**
   * The soft dark patch where a piece meets the floor: what makes furniture stand in a room
   * rather than float in front of it. A radial gradient, so no blur filter is needed.
   */
  private contactShadow(): void {
    const feet = this.boxes.filter((b) => b[1] < 0.2);
    if (!feet.length || !this.room.floor) return;
    const m = 0.12;
    const x0 = Math.min(...feet.map((b) => b[0])) - m;
    const z0 = Math.min(...feet.map((b) => b[2])) - m;
    const x1 = Math.max(...feet.map((b) => b[3])) + m;
    const z1 = Math.max(...feet.map((b) => b[5])) + m;
    const y = Math.min(...feet.map((b) => b[1])) + 0.004;
    const q = this.room.cam.polygon([v3(x0, y, z0), v3(x1, y, z0), v3(x1, y, z1), v3(x0, y, z1)]);
    if (q.length < 3) return;
    const fill = this.room.doc.radial(['#1a140e', '#1a140e', '#1a140e'], [0.42, 0.3, 0], 0.5, 0.5, 0.6);
    this.room.floor.push(
      `<polygon points="${q.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}" fill="${fill}"/>`,
    );
  }

  /** Drawing that belongs to this piece but is not a box (leaves). */
  extra = '';

  done(): void {
    this.contactShadow();
    const cs = this.boxes.map((b) => v3((b[0] + b[3]) / 2, (b[1] + b[4]) / 2, (b[2] + b[5]) / 2));
    const c = v3(cs.reduce((a, p) => a + p.x, 0) / cs.length, 0.5, cs.reduce((a, p) => a + p.z, 0) / cs.length);
    const p = this.room.cam.pos;
    this.room.items.push({ depth: Math.hypot(c.x - p.x, c.z - p.z) + this.depthOf, svg: this.svg + this.extra });
  }
}

export function piece(room: Stage, x: number, z: number, turn: Turn = 0, bias = 0): Piece {
  return new Piece(room, x, z, turn, bias);
}

export function sofa(room: Room, x: number, z: number, turn: Turn, w: number, color: string): void {
  const dk = shade(color, 0.85);
  const p = piece(room, x, z, turn);
  p.box(0.05, 0, 0.1, w - 0.05, 0.1, 0.85, '#2a2624');
  p.box(0, 0.1, 0, w, 0.42, 0.92, dk);
  p.box(0, 0.42, 0.68, w, 0.86, 0.92, color);
  const seats = w > 2 ? 3 : 2;
  const cw = (w - 0.4) / seats;
  for (let i = 0; i < seats; i++)
    p.box(0.2 + i * cw + 0.01, 0.42, 0.04, 0.2 + (i + 1) * cw - 0.01, 0.56, 0.68, shade(color, 1.06));
  p.box(0, 0.1, 0, 0.2, 0.64, 0.92, color).box(w - 0.2, 0.1, 0, w, 0.64, 0.92, color);
  const r = room.rng;
  const cushion = r.pick(['#e8dcc8', '#c8a070', '#5a6e7a', '#b86a4a', '#f0ece4']);
  p.box(0.3, 0.56, 0.5, 0.72, 0.92, 0.66, cushion).box(w - 0.72, 0.56, 0.5, w - 0.3, 0.92, 0.66, shade(cushion, 0.95));
  p.done();
}

export function table(
  room: Room,
  x: number,
  z: number,
  w: number,
  d: number,
  h: number,
  color: string,
  legs = '#2e2a26',
): void {
  const p = piece(room, x, z, 0);
  const t = 0.06;
  for (const [lx, lz] of [
    [0.06, 0.06],
    [w - 0.1, 0.06],
    [0.06, d - 0.1],
    [w - 0.1, d - 0.1],
  ] as [number, number][]) {
    p.box(lx, 0, lz, lx + 0.05, h - t, lz + 0.05, legs);
  }
  p.box(0, h - t, 0, w, h, d, color);
  p.done();
}

export function chair(room: Room, x: number, z: number, turn: Turn, color: string, wood = '#6b4a32'): void {
  const p = piece(room, x, z, turn, 0.01);
  p.box(0.04, 0, 0.04, 0.08, 0.45, 0.08, wood).box(0.38, 0, 0.04, 0.42, 0.45, 0.08, wood);
  p.box(0.04, 0, 0.36, 0.08, 0.45, 0.4, wood).box(0.38, 0, 0.36, 0.42, 0.45, 0.4, wood);
  p.box(0, 0.45, 0, 0.46, 0.5, 0.44, color).box(0, 0.5, 0.38, 0.46, 0.92, 0.44, color);
  p.done();
}

export function bed(room: Room, x: number, z: number, turn: Turn, w: number, cover: string, frame: string): void {
  const L = 2.1;
  const p = piece(room, x, z, turn);
  p.box(0, 0.05, 0, w, 0.25, L, frame);
  p.box(0.03, 0.25, 0.02, w - 0.03, 0.5, L - 0.08, '#f4f2ee');
  p.box(-0.03, 0.18, -0.04, w + 0.03, 0.57, L * 0.7, cover);
  p.box(0.12, 0.52, L * 0.74, w / 2 - 0.05, 0.66, L - 0.12, '#f8f6f2').box(
    w / 2 + 0.05,
    0.52,
    L * 0.74,
    w - 0.12,
    0.66,
    L - 0.12,
    '#f2f0ea',
  );
  p.box(-0.05, 0.05, L - 0.08, w + 0.05, 1.15, L, shade(frame, 1.1));
  p.box(0.1, 0.58, L * 0.1, w - 0.1, 0.6, L * 0.3, shade(cover, 0.8));
  p.done();
}

export function nightstand(room: Room, x: number, z: number, turn: Turn, color: string): void {
  const p = piece(room, x, z, turn);
  p.box(
    0,
    0,
    0,
    0.45,
    0.5,
    0.4,
    color,
    rect(0.03, 0.05, 0.39, 0.2, { fill: shade(color, 0.9) }) + rect(0.18, 0.14, 0.1, 0.02, { fill: '#999' }),
  );
  p.box(0.16, 0.5, 0.14, 0.28, 0.72, 0.26, '#d8d0c0');
  p.box(0.1, 0.72, 0.08, 0.34, 0.9, 0.32, '#f6efe0');
  p.done();
}

export function cabinet(
  room: Room,
  x: number,
  z: number,
  turn: Turn,
  w: number,
  h: number,
  d: number,
  color: string,
  doors: number,
): void {
  let front = '';
  for (let i = 0; i < doors; i++) {
    const dw = w / doors;
    front += rect(i * dw + 0.01, 0.01, dw - 0.02, h - 0.02, {
      fill: shade(color, 1.02),
      stroke: shade(color, 0.75),
      'stroke-width': 0.012,
    });
    front += rect(i * dw + (i % 2 ? 0.05 : dw - 0.09), h * 0.45, 0.03, 0.14, { fill: '#a0a0a0' });
  }
  piece(room, x, z, turn).box(0, 0, 0, w, h, d, color, front).done();
}

/** A kitchen run against a wall: plinth, base units, worktop, hob, sink, wall units, hood. */
export function kitchen(
  room: Room,
  x: number,
  z: number,
  turn: Turn,
  L: number,
  fronts: string,
  top: string,
  tall = true,
): void {
  const p = piece(room, x, z, turn, -0.2);
  const units = Math.max(2, Math.round(L / 0.6));
  const uw = L / units;
  let base = '';
  let upper = '';
  for (let i = 0; i < units; i++) {
    base += rect(i * uw + 0.005, 0.005, uw - 0.01, 0.77, {
      fill: fronts,
      stroke: shade(fronts, 0.8),
      'stroke-width': 0.008,
    });
    base += rect(i * uw + uw * 0.3, 0.06, uw * 0.4, 0.018, { fill: '#8a8a8a' });
    upper += rect(i * uw + 0.005, 0.005, uw - 0.01, 0.69, {
      fill: shade(fronts, 1.03),
      stroke: shade(fronts, 0.8),
      'stroke-width': 0.008,
    });
  }
  p.box(0.02, 0, 0.05, L, 0.1, 0.6, '#2a2a2a');
  p.box(0, 0.1, 0, L, 0.88, 0.6, fronts, base);
  const hob = `${rect(L * 0.55, 0.1, 0.58, 0.45, { fill: '#1a1a1c' })}`;
  const sink = `${rect(L * 0.2, 0.1, 0.5, 0.38, { fill: '#9aa0a4' })}`;
  p.box(-0.02, 0.88, -0.02, L + 0.02, 0.92, 0.62, top);
  void hob;
  void sink;
  p.box(L * 0.2, 0.92, 0.12, L * 0.2 + 0.5, 0.925, 0.5, '#b8bcc0');
  p.box(L * 0.2 + 0.22, 0.92, 0.5, L * 0.2 + 0.26, 1.22, 0.54, '#c8ccd0');
  p.box(L * 0.55, 0.92, 0.08, L * 0.55 + 0.6, 0.93, 0.52, '#1c1c1e');
  p.box(0, 1.5, 0.25, L, 2.2, 0.6, fronts, upper);
  p.box(L * 0.55, 1.5, 0.1, L * 0.55 + 0.6, 1.62, 0.6, '#b0b4b8');
  if (tall)
    p.box(
      L,
      0,
      0,
      L + 0.62,
      2.2,
      0.6,
      shade(fronts, 0.97),
      rect(0.01, 0.01, 0.6, 0.85, { fill: shade(fronts, 1.02) }) +
        rect(0.01, 0.88, 0.6, 1.3, { fill: shade(fronts, 1.02) }),
    );
  p.done();
}

export function plant(room: Room, x: number, z: number, h = 1.2): void {
  const p = piece(room, x, z, 0);
  p.box(-0.18, 0, -0.18, 0.18, 0.4, 0.18, room.rng.pick(['#d8d2c8', '#3a3a3a', '#b86a4a']));
  const { cam, doc, light, rng } = room;
  const top = cam.project(v3(x, h * 0.7 + 0.3, z));
  if (top) {
    const s = cam.scaleAt(v3(x, h, z));
    const green = { ...light, leaves: ['#4a6e34', '#3e6a38', '#5a7a3a'] };
    p.extra = foliageAt(doc, green, rng, top, 0.45 * s, h * 0.5 * s, s);
  }
  p.done();
}

export function rug(room: Room, x: number, z: number, w: number, d: number, color: string): void {
  const pts = room.cam.polygon([v3(x, 0.01, z), v3(x + w, 0.01, z), v3(x + w, 0.01, z + d), v3(x, 0.01, z + d)]);
  room.doc.add(
    `<polygon points="${pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}" fill="${color}" opacity="0.9"/>`,
  );
}
