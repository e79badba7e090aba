/** The parts of an outdoor photograph around the subject: sky, clouds, hills, ground, lens. */
import { type Camera, v3 } from './camera.ts';
import { mix, shade } from './color.ts';
import { aerial, type Light } from './light.ts';
import { Rng, wave, nth } from './rng.ts';
import { type Doc, ellipse, group, n, nums, type Pt, poly, rect, tag } from './svg.ts';

export function sky(doc: Doc, cam: Camera, light: Light, rng: Rng): void {
  const { width: w } = doc;
  const hy = Math.max(40, cam.horizonY);
  doc.add(rect(0, 0, w, hy + 4, { fill: doc.linear(light.sky) }));
  const sunSide = light.sun.x > 0 ? 0.95 : 0.05;
  const glow = light.weather === 'golden' ? 0.55 : 0.28;
  doc.add(rect(0, 0, w, hy + 4, { fill: doc.radial([light.sunColor, light.sunColor], [glow, 0], sunSide, 0.8, 0.7) }));
  clouds(doc, light, rng, hy);
}

/**
 * Cumulus as clusters of puffs, a grey underside below a white top, softened by one blur
 * over the whole layer (one filter pass is cheap; one per cloud is not).
 */
function clouds(doc: Doc, light: Light, rng: Rng, hy: number): void {
  const overcast = light.weather === 'overcast';
  const count = Math.round(1 + light.cloud * (overcast ? 8 : 5));
  const under = overcast ? '#8a929c' : light.weather === 'golden' ? '#c49c98' : '#aab8cc';
  const top = overcast ? '#d9dde2' : light.weather === 'golden' ? '#fff1dc' : '#ffffff';
  const scale = doc.width / 1600;
  let puffs = '';
  const c = (x: number, y: number, r: number) =>
    `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(r)}"/>`;
  for (let i = 0; i < count; i++) {
    const base = hy * rng.range(0.12, 0.8);
    // Clouds near the horizon are further away: smaller and flatter.
    const k = 0.35 + (0.65 * (hy - base)) / hy;
    const cw = rng.range(280, 620) * k * scale * (overcast ? 1.6 : 1);
    const cx = rng.range(-0.05, 1.05) * doc.width;
    const tall = rng.range(0.25, 0.5);
    // A flat base, then domes rising towards the middle, then smaller turrets on top.
    puffs += `<ellipse cx="${Math.round(cx)}" cy="${Math.round(base - cw * 0.04)}" rx="${Math.round(cw * 0.48)}" ry="${Math.round(cw * 0.055)}"/>`;
    const domes = rng.int(5, 8);
    for (let p = 0; p < domes; p++) {
      const t = (p / (domes - 1) - 0.5) * rng.range(0.85, 1);
      const hump = 1 - Math.abs(t) * 1.6;
      const r = cw * (0.09 + 0.1 * Math.max(0, hump)) * rng.range(0.85, 1.15);
      puffs += c(cx + t * cw * 0.9, base - r * 0.75 - cw * 0.04, r);
      if (hump > 0.3 && rng.chance(0.7))
        puffs += c(
          cx + t * cw * 0.9 + rng.range(-0.3, 0.3) * r,
          base - r * 1.6 - cw * tall * hump * 0.25,
          r * rng.range(0.55, 0.8),
        );
    }
  }
  if (!puffs) return;
  const id = doc.def('puffs', (i) => tag('g', { id: i }, puffs));
  const dy = 9 * scale;
  doc.add(
    group(
      { filter: doc.blur(Math.max(2, 4 * scale)), opacity: overcast ? 0.8 : 0.96 },
      tag('use', { href: `#${id}`, fill: under }) +
        tag('use', { href: `#${id}`, fill: top, transform: `translate(${n(-dy / 3)} ${n(-dy)})` }),
    ),
  );
}

/** Rolling Ardennes ridges and a line of far woods on the horizon. */
export function hills(doc: Doc, cam: Camera, light: Light, rng: Rng, layers = 2, height = 0.08): void {
  const { width: w } = doc;
  const hy = cam.horizonY;
  for (let l = 0; l < layers; l++) {
    const f = wave(rng.fork(`hill${l}`), 5 + l * 3);
    const amp = doc.height * height * (1 - l * 0.3);
    const dist = 1000 - l * 380;
    const base = aerial(light, shade(light.grass[1], 0.7 - l * 0.05), dist);
    const pts: Pt[] = [];
    for (let i = 0; i <= 32; i++) pts.push({ x: (i / 32) * w, y: hy - amp * (0.5 + 0.5 * f(i / 32)) });
    doc.add(
      poly([...pts, { x: w, y: hy + 3 }, { x: 0, y: hy + 3 }], { fill: doc.linear([base, aerial(light, base, 400)]) }),
    );
    // Fields and woods on the slopes: darker patches along the ridge.
    if (l === layers - 1) treeLine(doc, cam, light, rng.fork('wood'), 600, 0.6, pts);
  }
}

/** A line of distant trees along the horizon (or along a ridge line when given). */
export function treeLine(doc: Doc, cam: Camera, light: Light, rng: Rng, dist: number, density = 1, ridge?: Pt[]): void {
  const hy = cam.horizonY;
  const scale = cam.focal / dist;
  const color = aerial(light, shade(nth(light.leaves, 0), 0.85), dist * 0.7);
  const yAt = (x: number) => {
    if (!ridge) return hy;
    const i = Math.max(0, Math.min(ridge.length - 2, Math.floor((x / doc.width) * (ridge.length - 1))));
    return nth(ridge, i).y + 2;
  };
  // Integer pixels and relative arcs: a far tree line needs no more precision.
  let x = -20;
  let y = Math.round(yAt(x) + 4);
  let d = `M${x} ${y}`;
  while (x < doc.width + 20) {
    const r = Math.max(2, Math.round(rng.range(5, 9) * scale * 0.55));
    const gap = rng.chance(0.15 / density);
    const ny = Math.round(yAt(x) - (gap ? -2 : r * rng.range(0.3, 1)));
    const step = gap ? r * 3 : Math.round(r * 1.6);
    d += gap
      ? `l${step}${nums(ny - y).replace(/^(?!-)/, ' ')}`
      : `l0${nums(ny - y).replace(/^(?!-)/, ' ')}a${r} ${r} 0 0 1 ${step} 0`;
    x += step;
    y = ny;
  }
  d += ridge
    ? [...ridge]
        .reverse()
        .map((p) => `L${n(p.x)} ${n(p.y + 10)}`)
        .join('') + 'z'
    : `L${n(x)} ${n(hy + 4)}L-20 ${n(hy + 4)}z`;
  doc.add(tag('path', { d, fill: color }));
}

/** Grass blades in pixels at scale 1: short, mostly upright strokes, as a camera sees a lawn. */
function grassTexture(doc: Doc, light: Light, scale: number): string {
  return doc.texture(`grass:${light.season}`, 40, scale, () => {
    const r = new Rng(`grass:${light.season}`);
    const blades = (count: number) => {
      let d = '';
      for (let i = 0; i < count; i++)
        d += `M${n(r.range(1, 39))} ${n(r.range(2, 36))}l${n(r.range(-1.2, 1.2))} ${n(r.range(2.5, 5))}`;
      return d;
    };
    return tag(
      'g',
      { 'stroke-width': 1.1, 'stroke-linecap': 'round' },
      tag('path', { d: blades(34), stroke: '#0e1a08', opacity: 0.3 }) +
        tag('path', { d: blades(24), stroke: '#f0ffc0', opacity: 0.22 }),
    );
  });
}

export function ground(doc: Doc, cam: Camera, light: Light, colors?: [string, string], texture = true): void {
  const [far, near] = colors ?? light.grass;
  const hy = cam.horizonY;
  doc.add(
    rect(0, hy - 2, doc.width, doc.height - hy + 2, {
      fill: doc.linear([aerial(light, far, 500), mix(far, near, 0.35), near]),
    }),
  );
  if (!texture) return;
  // Bands of grass texture, finer towards the horizon, in screen space (see Doc.texture).
  const H = doc.height - hy;
  const bands: [number, number, number][] = [
    [0.03, 0.12, 0.35],
    [0.12, 0.3, 0.6],
    [0.3, 0.6, 1],
    [0.6, 1, 1.6],
  ];
  // Two layers at scales 1.41 apart, so neither tile's repeat shows as a grid.
  for (const [t0, t1, k] of bands) {
    for (const m of [1, 1.41]) {
      doc.add(
        rect(0, hy + H * t0, doc.width, H * (t1 - t0) + 1, {
          fill: grassTexture(doc, light, k * m * (doc.width / 1600)),
          opacity: m === 1 ? undefined : 0.6,
        }),
      );
    }
  }
  // Uneven mowing and soil: a few broad patches, lighter and darker.
  const r = new Rng(`patches:${n(cam.pos.x)}:${n(cam.pos.z)}`);
  for (let i = 0; i < 6; i++) {
    const p = cam.project(v3(cam.pos.x + r.range(-25, 25), 0, cam.pos.z + r.range(8, 60)));
    if (!p || p.y < hy) continue;
    const s = (p.y - hy) / (doc.height - hy);
    doc.add(
      ellipse(p.x, p.y, 260 * s + 40, 40 * s + 6, { fill: doc.radial([i % 2 ? '#fff' : '#000', '#000'], [0.08, 0]) }),
    );
  }
}

/** What the lens adds: a touch of vignetting and the colour cast of the hour. */
export function finish(doc: Doc, light: Light | null, warm = 0): void {
  const { width: w, height: h } = doc;
  if (light?.weather === 'golden') doc.add(rect(0, 0, w, h, { fill: '#ff9a40', opacity: 0.07 }));
  if (warm) doc.add(rect(0, 0, w, h, { fill: '#ffb070', opacity: warm }));
  doc.add(rect(0, 0, w, h, { fill: doc.radial(['#000', '#000', '#000'], [0, 0.04, 0.3], 0.5, 0.5, 0.75) }));
}
