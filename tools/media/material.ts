/**
 * Surface materials as SVG patterns in metres (the unit of every plane's local drawing), so
 * a brick is brick-sized on a near wall and a far one alike. Each pattern tile is generated
 * from the scene's random stream: no two walls in the set share the same stones.
 */
import { jitter, mix, shade } from './color.ts';
import { nth, type Rng } from './rng.ts';
import { type Doc, rect, tag } from './svg.ts';

export type MaterialKind =
  | 'stone'
  | 'brick'
  | 'render'
  | 'boards'
  | 'cladding'
  | 'slate'
  | 'tiles'
  | 'concrete'
  | 'panel'
  | 'zinc'
  | 'paving'
  | 'flat';

export interface Material {
  kind: MaterialKind;
  color: string;
  /** Second colour: mortar, joints or the other stones. */
  color2?: string;
}

export const BRICKS = ['#8e4a32', '#9c5538', '#7c3f2c', '#a8644a', '#8a5a44', '#b07a58'];
export const STONES = ['#8d8a83', '#7f7c77', '#96907f', '#85827e'];
export const RENDERS = ['#f1eee6', '#ece6d8', '#f4f1ea', '#e6e0d2', '#efe9df'];
export const SLATES = ['#3d434b', '#454a52', '#383c42'];
export const TILES = ['#a5482e', '#b3573a', '#8f4430', '#9a3e2a'];

function tile(doc: Doc, key: string, w: number, h: number, inner: (id: string) => string): string {
  return doc.url(key, (id) => tag('pattern', { id, patternUnits: 'userSpaceOnUse', width: w, height: h }, inner(id)));
}

const c2 = (v: number) => String(Math.round(v * 100) / 100).replace(/^(-?)0\./, '$1.');

/** One rubble stone: a rough quadrilateral or pentagon inside its slot in the course. */
function stone(r: Rng, x: number, y: number, w: number, h: number): string {
  const g = 0.012;
  const j = () => r.range(-0.025, 0.025);
  const pts: [number, number][] = [
    [x + g + Math.abs(j()), y + g + Math.abs(j())],
    [x + w * r.range(0.3, 0.7), y + g],
    [x + w - g - Math.abs(j()), y + g + Math.abs(j())],
    [x + w - g - Math.abs(j()), y + h - g - Math.abs(j())],
    [x + g + Math.abs(j()), y + h - g - Math.abs(j())],
  ];
  let d = `M${c2(nth(pts, 0)[0])} ${c2(nth(pts, 0)[1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = nth(pts, i - 1);
    const [qx, qy] = nth(pts, i);
    d += `l${c2(qx - px)} ${c2(qy - py)}`;
  }
  return d + 'z';
}

/** Splits `total` into random parts between lo and hi that add up exactly. */
function split(rng: Rng, total: number, lo: number, hi: number): number[] {
  const parts: number[] = [];
  let sum = 0;
  while (sum < total - lo) {
    const p = rng.range(lo, hi);
    parts.push(p);
    sum += p;
  }
  const k = total / sum;
  return parts.map((p) => p * k);
}

/** Shapes grouped by colour, one path per colour: a third of the size of separate rects. */
class Swatches {
  private readonly paths = new Map<string, string>();
  readonly colors: string[];

  constructor(
    private readonly r: Rng,
    base: string,
    spread: number,
    count = 4,
  ) {
    this.colors = Array.from({ length: count }, () => jitter(base, spread, () => r.next()));
  }

  add(d: string, color = this.r.pick(this.colors)): void {
    this.paths.set(color, (this.paths.get(color) ?? '') + d);
  }

  rect(x: number, y: number, w: number, h: number, color?: string): void {
    this.add(`M${c2(x)} ${c2(y)}h${c2(w)}v${c2(h)}h${c2(-w)}z`, color);
  }

  render(): string {
    return [...this.paths].map(([fill, d]) => tag('path', { d, fill })).join('');
  }
}

export function materialFill(doc: Doc, rng: Rng, m: Material): string {
  const key = `${m.kind}:${m.color}:${m.color2 ?? ''}`;
  const r = rng.fork(key);
  switch (m.kind) {
    case 'stone':
      return tile(doc, key, 1.8, 1.2, () => {
        const warm = new Swatches(r, mix(m.color, '#9a8464', 0.4), 0.16, 2);
        const cool = new Swatches(r, mix(m.color, '#60666e', 0.3), 0.16, 2);
        const plain = new Swatches(r, m.color, 0.16, 3);
        let y = 0;
        for (const rh of split(r, 1.2, 0.14, 0.3)) {
          let x = -r.range(0, 0.2);
          for (const sw of split(r, 1.8 + 0.4, 0.16, 0.5)) {
            (r.chance(0.25) ? warm : r.chance(0.25) ? cool : plain).add(stone(r, x, y, sw, rh));
            x += sw;
          }
          y += rh;
        }
        return (
          rect(-0.05, -0.05, 1.9, 1.3, { fill: m.color2 ?? '#b9b3a6' }) + warm.render() + cool.render() + plain.render()
        );
      });
    case 'brick':
      return tile(doc, key, 0.88, 0.26, () => {
        const bricks = new Swatches(r, m.color, 0.25, 4);
        for (let row = 0; row < 4; row++) {
          const off = row % 2 ? -0.11 : 0;
          const first = r.pick(bricks.colors);
          for (let b = 0; b < 5; b++) {
            const x = off + b * 0.22;
            if (x >= 0.88) continue;
            bricks.rect(x + 0.005, row * 0.065 + 0.005, 0.21, 0.055, (b === 4 && off) || b === 0 ? first : undefined);
          }
        }
        return rect(-0.05, -0.05, 0.98, 0.36, { fill: m.color2 ?? mix(m.color, '#b8b0a0', 0.55) }) + bricks.render();
      });
    case 'boards':
    case 'cladding': {
      const vertical = m.kind === 'cladding';
      const size = vertical ? 0.12 : 0.2;
      const count = 8;
      const tw = vertical ? size * count : 3;
      const th = vertical ? 3 : size * count;
      return tile(doc, key, tw, th, () => {
        const boards = new Swatches(r, m.color, 0.22, 4);
        for (let i = 0; i < count; i++) {
          if (vertical) boards.rect(i * size, -0.05, size - 0.012, 3.1);
          else boards.rect(-0.05, i * size, 3.1, size - 0.018);
        }
        return rect(-0.05, -0.05, tw + 0.1, th + 0.1, { fill: m.color2 ?? shade(m.color, 0.5) }) + boards.render();
      });
    }
    case 'slate':
    case 'tiles': {
      const slate = m.kind === 'slate';
      const w = slate ? 0.32 : 0.25;
      const h = slate ? 0.16 : 0.2;
      return tile(doc, key, w * 4, h * 2, () => {
        const pieces = new Swatches(r, m.color, slate ? 0.2 : 0.25, 4);
        let dark = '';
        for (let row = 0; row < 2; row++) {
          for (let i = -1; i < 5; i++) {
            const x = i * w + (row && slate ? w / 2 : 0);
            pieces.rect(x + 0.006, row * h, w - 0.012, h - 0.016);
            // Pantiles are S-shaped: the trough of each reads darker than its roll.
            if (!slate)
              dark += `M${c2(x + w * 0.62)} ${c2(row * h)}h${c2(w * 0.38)}v${c2(h - 0.016)}h${c2(-w * 0.38)}z`;
          }
        }
        let out = rect(-0.05, -0.05, w * 4 + 0.1, h * 2 + 0.1, { fill: shade(m.color, 0.6) }) + pieces.render();
        if (dark) out += tag('path', { d: dark, fill: '#000', opacity: 0.16 });
        return out;
      });
    }
    case 'panel':
      return tile(doc, key, 2.4, 1.2, () => {
        const panels = new Swatches(r, m.color, 0.06, 3);
        for (let i = 0; i < 2; i++) for (let k = 0; k < 2; k++) panels.rect(i * 1.2 + 0.01, k * 0.6 + 0.01, 1.18, 0.58);
        return rect(-0.05, -0.05, 2.5, 1.3, { fill: m.color2 ?? shade(m.color, 0.6) }) + panels.render();
      });
    case 'zinc':
      return tile(
        doc,
        key,
        0.5,
        1,
        () =>
          rect(-0.05, -0.05, 0.6, 1.1, { fill: m.color }) + rect(0.47, -0.05, 0.03, 1.1, { fill: shade(m.color, 1.2) }),
      );
    case 'paving':
      return tile(doc, key, 0.6, 0.6, () => {
        const stones = new Swatches(r, m.color, 0.12, 3);
        for (let k = 0; k < 3; k++)
          for (let i = -1; i < 2; i++) stones.rect(i * 0.3 + (k % 2) * 0.15 + 0.008, k * 0.2 + 0.008, 0.284, 0.184);
        return rect(-0.05, -0.05, 0.7, 0.7, { fill: m.color2 ?? shade(m.color, 0.78) }) + stones.render();
      });
    default:
      return m.color;
  }
}
