/**
 * A pinhole camera with level pitch, as a property photographer uses (verticals stay
 * vertical, the horizon is moved by lens shift). Scenes are modelled in metres and every
 * outline is projected exactly; details on a plane are drawn in that plane's own 2-D
 * coordinates under an affine transform fitted to their projected corners.
 */
import { nth } from './rng.ts';
import type { Pt } from './svg.ts';

export interface V3 {
  x: number;
  y: number;
  z: number;
}

export const v3 = (x: number, y: number, z: number): V3 => ({ x, y, z });
export const add = (a: V3, b: V3): V3 => v3(a.x + b.x, a.y + b.y, a.z + b.z);
export const sub = (a: V3, b: V3): V3 => v3(a.x - b.x, a.y - b.y, a.z - b.z);
export const mul = (a: V3, k: number): V3 => v3(a.x * k, a.y * k, a.z * k);
export const dot = (a: V3, b: V3) => a.x * b.x + a.y * b.y + a.z * b.z;
export const unit = (a: V3): V3 => mul(a, 1 / Math.hypot(a.x, a.y, a.z));

const NEAR = 0.15;

export class Camera {
  readonly focal: number;
  private readonly cos: number;
  private readonly sin: number;

  constructor(
    readonly pos: V3,
    yawDeg: number,
    fovDeg: number,
    readonly width: number,
    readonly height: number,
    /** Where the horizon falls, as a fraction of the image height. */
    horizon: number,
  ) {
    this.focal = width / 2 / Math.tan((fovDeg * Math.PI) / 360);
    this.cos = Math.cos((yawDeg * Math.PI) / 180);
    this.sin = Math.sin((yawDeg * Math.PI) / 180);
    this.horizonY = height * horizon;
  }

  readonly horizonY: number;

  /** Camera space: x right, y up, z depth. */
  toCam(p: V3): V3 {
    const dx = p.x - this.pos.x;
    const dz = p.z - this.pos.z;
    return v3(dx * this.cos - dz * this.sin, p.y - this.pos.y, dx * this.sin + dz * this.cos);
  }

  private screen(c: V3): Pt {
    return { x: this.width / 2 + (this.focal * c.x) / c.z, y: this.horizonY - (this.focal * c.y) / c.z };
  }

  /** Projects a point, or returns null when it is behind the lens. */
  project(p: V3): Pt | null {
    const c = this.toCam(p);
    return c.z < NEAR ? null : this.screen(c);
  }

  depth(p: V3): number {
    return this.toCam(p).z;
  }

  /** Pixels per metre at a point: sizes strokes and leaf noise to their distance. */
  scaleAt(p: V3): number {
    return this.focal / Math.max(NEAR, this.toCam(p).z);
  }

  /** Projects a planar polygon, clipped against the near plane (rooms surround the lens). */
  polygon(points: readonly V3[]): Pt[] {
    const cam = points.map((p) => this.toCam(p));
    const out: V3[] = [];
    for (let i = 0; i < cam.length; i++) {
      const a = nth(cam, i);
      const b = nth(cam, (i + 1) % cam.length);
      if (a.z >= NEAR) out.push(a);
      if (a.z >= NEAR !== b.z >= NEAR) {
        const t = (NEAR - a.z) / (b.z - a.z);
        out.push(v3(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, NEAR));
      }
    }
    return out.map((c) => this.screen(c));
  }

  segment(a: V3, b: V3): [Pt, Pt] | null {
    const p = this.polygon([a, b]);
    return p.length >= 2 ? [nth(p, 0), nth(p, 1)] : null;
  }

  /** Does a plane with this normal through this point face the lens? */
  faces(point: V3, normal: V3): boolean {
    return dot(sub(this.pos, point), normal) > 0;
  }
}

/**
 * A rectangle-based plane: origin at its bottom-left, `u` along its width and `v` up its
 * height, both unit vectors. Local 2-D coordinates run x along u and y down from the top,
 * like SVG, so details are authored as on a flat elevation drawing.
 */
export interface Plane {
  o: V3;
  u: V3;
  v: V3;
  w: number;
  h: number;
}

export function planePoint(pl: Plane, x: number, y: number): V3 {
  return add(pl.o, add(mul(pl.u, x), mul(pl.v, pl.h - y)));
}

/** Outward normal: v x u, so a wall drawn left to right faces the viewer. */
export function planeNormal(pl: Plane): V3 {
  const { u, v } = pl;
  return v3(v.y * u.z - v.z * u.y, v.z * u.x - v.x * u.z, v.x * u.y - v.y * u.x);
}

/**
 * The affine map taking item coordinates (0..w, 0..h) onto the projection of the local
 * rectangle at (x, y), exact at three corners. Null when part of it is behind the lens.
 */
export function itemMatrix(cam: Camera, pl: Plane, x: number, y: number, w: number, h: number): number[] | null {
  const a = cam.project(planePoint(pl, x, y));
  const b = cam.project(planePoint(pl, x + w, y));
  const c = cam.project(planePoint(pl, x, y + h));
  if (!a || !b || !c) return null;
  return [(b.x - a.x) / w, (b.y - a.y) / w, (c.x - a.x) / h, (c.y - a.y) / h, a.x, a.y];
}

export function planeOutline(cam: Camera, pl: Plane, local?: readonly Pt[]): Pt[] {
  const shape = local ?? [
    { x: 0, y: 0 },
    { x: pl.w, y: 0 },
    { x: pl.w, y: pl.h },
    { x: 0, y: pl.h },
  ];
  return cam.polygon(shape.map((p) => planePoint(pl, p.x, p.y)));
}

/** Ground-level convex hull, for shadows of boxes cast along the sun direction. */
export function hullXZ(points: V3[]): V3[] {
  const s = [...points].sort((a, b) => a.x - b.x || a.z - b.z);
  const cross = (o: V3, a: V3, b: V3) => (a.x - o.x) * (b.z - o.z) - (a.z - o.z) * (b.x - o.x);
  const lower: V3[] = [];
  for (const p of s) {
    while (lower.length >= 2 && cross(nth(lower, lower.length - 2), nth(lower, lower.length - 1), p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: V3[] = [];
  for (const p of [...s].reverse()) {
    while (upper.length >= 2 && cross(nth(upper, upper.length - 2), nth(upper, upper.length - 1), p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** Where a point's shadow lands on the ground for a sun in direction `sun` (towards it). */
export function dropShadow(p: V3, sun: V3, groundY = 0): V3 {
  const k = (p.y - groundY) / Math.max(0.08, sun.y);
  return v3(p.x - sun.x * k, groundY, p.z - sun.z * k);
}
