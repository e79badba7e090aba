/** What sticks out of a building and what it casts: balconies and the shadow on the ground. */
import type { BuildingSpec } from './building.ts';
import { type Camera, dropShadow, hullXZ, v3, type V3 } from './camera.ts';
import { lit, type Light } from './light.ts';
import { nth, type Rng } from './rng.ts';
import { box } from './solid.ts';
import { type Doc, n, nums, poly, tag } from './svg.ts';

/**
 * Balconies: a slab and a balustrade, as plain projected polygons (a clipped, textured plane
 * per balustrade would cost more bytes than the whole facade). Bars read as a dark screen
 * with a top rail; glass as a pale tint.
 */
export function balconies(doc: Doc, cam: Camera, light: Light, rng: Rng, s: BuildingSpec): string {
  let out = '';
  for (const b of s.balconies ?? []) {
    const x0 = s.x + b.x;
    const x1 = x0 + b.w;
    const z0 = s.z - b.depth;
    const y0 = b.bottom;
    const y1 = y0 + 1.05;
    out += box(doc, cam, light, rng, [x0, y0 - 0.22, z0, x1, y0, s.z], { kind: 'flat', color: '#d8d6d0' });
    const fill = b.rail === 'glass' ? '#b8ccd6' : b.rail === 'bars' ? b.color : lit(light, b.color, v3(0, 0, -1));
    const opacity = b.rail === 'glass' ? 0.35 : b.rail === 'bars' ? 0.62 : 1;
    const faces = [
      [v3(x0, y0, z0), v3(x1, y0, z0), v3(x1, y1, z0), v3(x0, y1, z0)],
      cam.pos.x > x1 ? [v3(x1, y0, z0), v3(x1, y0, s.z), v3(x1, y1, s.z), v3(x1, y1, z0)] : null,
      cam.pos.x < x0 ? [v3(x0, y0, z0), v3(x0, y0, s.z), v3(x0, y1, s.z), v3(x0, y1, z0)] : null,
    ];
    let rails = '';
    for (const f of faces) {
      if (!f) continue;
      out += poly(cam.polygon(f), { fill, opacity });
      const top = cam.segment(nth(f, 3), nth(f, 2));
      if (top) rails += `M${nums(top[0].x, top[0].y)}L${nums(top[1].x, top[1].y)}`;
    }
    const w = Math.max(1, 0.05 * cam.scaleAt(v3(x0, y1, z0)));
    if (rails) out += tag('path', { d: rails, stroke: b.rail === 'glass' ? '#6f7478' : b.color, 'stroke-width': n(w) });
  }
  return out;
}

export function shadowOf(doc: Doc, cam: Camera, light: Light, s: BuildingSpec, ridge: number): string {
  const corners: V3[] = [];
  for (const [x, z] of [
    [s.x, s.z],
    [s.x + s.w, s.z],
    [s.x, s.z + s.d],
    [s.x + s.w, s.z + s.d],
  ] as [number, number][]) {
    corners.push(v3(x, 0, z), dropShadow(v3(x, s.roof === 'flat' ? s.h : (s.h + ridge) / 2, z), light.sun));
  }
  const outline = cam.polygon(hullXZ(corners));
  return poly(outline, { fill: '#0b1208', opacity: light.shadow, filter: doc.blur(2) });
}
