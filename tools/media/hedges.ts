/** Plot boundaries: clipped hedges and post-and-rail or wire fences. */
import { type Camera, v3, type V3 } from './camera.ts';
import { mix, shade } from './color.ts';
import { aerial, type Light } from './light.ts';
import { bucket, leafTexture } from './plants.ts';
import { nth, type Rng } from './rng.ts';
import { type Doc, line, n, poly, type Pt } from './svg.ts';

/** A clipped hedge between two ground points, its top left slightly uneven. */
export function hedge(
  doc: Doc,
  cam: Camera,
  light: Light,
  rng: Rng,
  a: V3,
  b: V3,
  height: number,
  depth = 0.8,
): string {
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  const len = Math.hypot(dx, dz);
  const nx = -dz / len;
  const nz = dx / len;
  const near = cam.faces(a, v3(-nx, 0, -nz)) ? 0 : 1;
  const off = (p: V3, k: number, y: number) => v3(p.x + nx * depth * k, y, p.z + nz * depth * k);
  // Hedges are beech, hornbeam or privet clipped green: evergreen-looking in every season.
  const leaf = mix(light.season === 'autumn' ? '#4a5a2e' : '#3e5e2c', nth(light.leaves, 0), 0.15);
  const front = cam.polygon([off(a, near, 0), off(b, near, 0), off(b, near, height), off(a, near, height)]);
  const top = cam.polygon([off(a, 0, height), off(b, 0, height), off(b, 1, height), off(a, 1, height)]);
  const s = cam.scaleAt(v3((a.x + b.x) / 2, 0, (a.z + b.z) / 2));
  const lightTop = shade(mix(leaf, light.sunColor, 0.2), 1.05);
  // A leafy fringe along the top: small zigzag steps projected from the ridge of the hedge.
  const steps = Math.min(60, Math.round(len / 0.25));
  const ridge: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const q = cam.project(
      off(
        v3(a.x + (dx * i) / steps, 0, a.z + (dz * i) / steps),
        near,
        height + (i % 2 ? 0.05 : -0.04) * rng.range(0.5, 1.5),
      ),
    );
    if (q) ridge.push(q);
  }
  const fringe =
    ridge.length > 1
      ? poly([...ridge, ...[...ridge].reverse().map((p) => ({ x: p.x, y: p.y + 0.12 * s }))], { fill: lightTop })
      : '';
  const tex = leafTexture(doc, light, s);
  return (
    poly(front, { fill: doc.linear([shade(leaf, 0.85), shade(leaf, 0.42)]) }) +
    poly(top, { fill: lightTop }) +
    fringe +
    poly(front, { fill: tex }) +
    poly(top, { fill: tex })
  );
}

/** Posts and rails (or wires) along a line on the ground. */
export function fence(
  doc: Doc,
  cam: Camera,
  light: Light,
  a: V3,
  b: V3,
  opts: { height?: number; step?: number; wires?: boolean } = {},
): string {
  const h = opts.height ?? 1.1;
  const step = opts.step ?? 2.5;
  const len = Math.hypot(b.x - a.x, b.z - a.z);
  const count = Math.max(1, Math.round(len / step));
  const wood = aerial(light, opts.wires ? '#6b5a46' : '#8a7458', bucket(cam.depth(a)));
  let out = '';
  const rail = (y: number) => {
    const s = cam.segment(v3(a.x, y, a.z), v3(b.x, y, b.z));
    if (!s) return '';
    const w = opts.wires ? 1 : Math.max(0.8, 0.07 * Math.min(cam.scaleAt(a), cam.scaleAt(b)));
    return line(s[0], s[1], {
      stroke: opts.wires ? '#5a5550' : shade(wood, 1.1),
      'stroke-width': n(w),
      opacity: opts.wires ? 0.7 : 1,
    });
  };
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const p = v3(a.x + (b.x - a.x) * t, 0, a.z + (b.z - a.z) * t);
    const s = cam.segment(p, v3(p.x, h, p.z));
    if (!s) continue;
    out += line(s[0], s[1], { stroke: wood, 'stroke-width': n(Math.max(1, 0.1 * cam.scaleAt(p))) });
  }
  out += rail(h * 0.92) + rail(h * 0.5) + (opts.wires ? rail(h * 0.7) : '');
  return out;
}
