/** Planes and boxes drawn with material, light and the lens: the bricks of every scene. */
import { type Camera, itemMatrix, type Plane, planeNormal, planeOutline, v3, type V3 } from './camera.ts';
import { lit, type Light } from './light.ts';
import { type Material, materialFill } from './material.ts';
import { nth, type Rng } from './rng.ts';
import { type Doc, group, matrix, onCanvas, poly, type Pt, rect, tag } from './svg.ts';

/** How much darker or lighter than its own colour a surface reads under this light. */
export function shadeOverlay(light: Light, normal: V3): { fill: string; opacity: number } {
  const probe = lit(light, '#c0c0c0', normal);
  const k = parseInt(probe.slice(1, 3), 16) / 192;
  return k < 1
    ? { fill: '#0d1424', opacity: Math.min(0.7, 1 - k) }
    : { fill: light.sunColor, opacity: Math.min(0.35, k - 1) };
}

export interface Band {
  /** Local y range, from the top of the plane. */
  y0: number;
  y1: number;
  fill: string;
  opacity?: number;
}

export interface PlaneStyle {
  material: Material;
  /** Non-rectangular outline in local coordinates (gables, hips). */
  outline?: Pt[];
  /** Extra drawing in local coordinates, over the material and under the light. */
  detail?: string;
  /**
   * Full-width horizontal bands (plinth, string courses, eave shadow). Projected exactly,
   * because on a receding wall the one affine map of the plane drifts off its far corners.
   */
  bands?: Band[];
  /** Drawing in local coordinates after the light, for things that carry their own shading. */
  over?: string;
  /** Dark band under eaves, in metres. */
  eaveShadow?: number;
  /** Darkening towards the ground, as walls show near soil and grass. */
  foot?: boolean;
  opacity?: number;
}

export function drawPlane(doc: Doc, cam: Camera, light: Light, rng: Rng, pl: Plane, style: PlaneStyle): string {
  const outline = planeOutline(cam, pl, style.outline);
  if (outline.length < 3 || !onCanvas(outline, cam.width, cam.height)) return '';
  const normal = planeNormal(pl);
  const ov = shadeOverlay(light, normal);
  // A plain surface needs no clip, matrix or light overlay: one lit polygon says it all.
  if (style.material.kind === 'flat' && !style.detail && !style.over) {
    return poly(outline, { fill: lit(light, style.material.color, normal), opacity: style.opacity });
  }
  const m = itemMatrix(cam, pl, 0, 0, pl.w, pl.h);
  if (!m) return poly(outline, { fill: lit(light, style.material.color, normal) });
  const clip = doc.def(`clip:${outline.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join(' ')}`, (id) =>
    tag('clipPath', { id }, poly(outline, {})),
  );
  // Oversized: the affine map is exact at three corners only, and the clip trims the rest.
  const local =
    rect(-pl.w, -pl.h, pl.w * 3, pl.h * 3, { fill: materialFill(doc, rng, style.material) }) + (style.detail ?? '');
  const bands = [...(style.bands ?? [])];
  if (style.eaveShadow && ov.fill !== '#0d1424')
    bands.push({ y0: -0.5, y1: style.eaveShadow, fill: '#0d1424', opacity: light.shadow * 0.7 });
  if (style.foot)
    bands.push({ y0: pl.h - 0.8, y1: pl.h + 0.2, fill: doc.linear(['#000', '#000'], [0, 0, 0, 1], [0, 0.25]) });
  const band = (b: Band) =>
    poly(
      planeOutline(cam, pl, [
        { x: -0.1, y: b.y0 },
        { x: pl.w + 0.1, y: b.y0 },
        { x: pl.w + 0.1, y: b.y1 },
        { x: -0.1, y: b.y1 },
      ]),
      {
        fill: b.fill,
        opacity: b.opacity,
      },
    );
  const over = style.over ? tag('g', { transform: matrix(m) }, style.over) : '';
  return group(
    { 'clip-path': `url(#${clip})`, opacity: style.opacity },
    tag('g', { transform: matrix(m) }, local) +
      bands.map(band).join('') +
      (ov.opacity > 0.03 ? poly(outline, ov) : '') +
      over,
  );
}

/** Places a reusable drawing (a window, a door) at local rectangle (x, y, w, h) of a plane. */
export function place(cam: Camera, pl: Plane, id: string, x: number, y: number, w: number, h: number): string {
  const m = itemMatrix(cam, pl, x, y, w, h);
  if (!m) return '';
  const corners = [0, 1].flatMap((i) =>
    [0, 1].map((j) => ({
      x: nth(m, 0) * w * i + nth(m, 2) * h * j + nth(m, 4),
      y: nth(m, 1) * w * i + nth(m, 3) * h * j + nth(m, 5),
    })),
  );
  return onCanvas(corners, cam.width, cam.height) ? tag('use', { href: `#${id}`, transform: matrix(m) }) : '';
}

export interface BoxOptions {
  top?: Material;
  /** Per-face extra drawing in local coordinates, keyed by face name. */
  detail?: Partial<Record<BoxFace, string>>;
  faces?: BoxFace[];
  foot?: boolean;
}

export type BoxFace = 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom';

export function boxPlanes(
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
): Record<BoxFace, Plane> {
  const w = x1 - x0;
  const h = y1 - y0;
  const d = z1 - z0;
  const X = v3(1, 0, 0);
  const Y = v3(0, 1, 0);
  const Z = v3(0, 0, 1);
  return {
    front: { o: v3(x0, y0, z0), u: X, v: Y, w, h },
    right: { o: v3(x1, y0, z0), u: Z, v: Y, w: d, h },
    back: { o: v3(x1, y0, z1), u: v3(-1, 0, 0), v: Y, w, h },
    left: { o: v3(x0, y0, z1), u: v3(0, 0, -1), v: Y, w: d, h },
    top: { o: v3(x0, y1, z0), u: X, v: Z, w, h: d },
    bottom: { o: v3(x0, y0, z1), u: X, v: v3(0, 0, -1), w, h: d },
  };
}

/** An axis-aligned box: only the faces turned to the lens are drawn. */
export function box(
  doc: Doc,
  cam: Camera,
  light: Light,
  rng: Rng,
  [x0, y0, z0, x1, y1, z1]: [number, number, number, number, number, number],
  material: Material,
  opts: BoxOptions = {},
): string {
  const planes = boxPlanes(x0, y0, z0, x1, y1, z1);
  let out = '';
  for (const name of opts.faces ?? (['front', 'back', 'left', 'right', 'top', 'bottom'] as BoxFace[])) {
    const pl = planes[name];
    const mid = v3(
      pl.o.x + (pl.u.x * pl.w + pl.v.x * pl.h) / 2,
      pl.o.y + (pl.u.y * pl.w + pl.v.y * pl.h) / 2,
      pl.o.z + (pl.u.z * pl.w + pl.v.z * pl.h) / 2,
    );
    if (!cam.faces(mid, planeNormal(pl))) continue;
    const mat = name === 'top' && opts.top ? opts.top : material;
    if (mat.kind === 'flat' && !opts.detail?.[name]) {
      const outline = planeOutline(cam, pl);
      out += poly(outline, { fill: lit(light, mat.color, planeNormal(pl)) });
      continue;
    }
    out += drawPlane(doc, cam, light, rng, pl, {
      material: mat,
      detail: opts.detail?.[name],
      foot: opts.foot && name !== 'top',
    });
  }
  return out;
}

/** Sorts drawables far to near, the painter's way of hiding what is behind. */
export function paint(items: { depth: number; svg: string }[]): string {
  return items
    .sort((a, b) => b.depth - a.depth)
    .map((i) => i.svg)
    .join('');
}
