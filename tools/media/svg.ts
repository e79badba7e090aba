/**
 * A minimal SVG writer. Definitions (gradients, patterns, filters, clips) are registered by
 * key so a scene asks for "the leaf texture" wherever it needs one and the file carries it once.
 * Filters are used sparingly: librsvg allocates a canvas-sized surface for every filtered
 * element, and noise or displacement primitives cost micro-seconds per pixel.
 */

export interface Pt {
  x: number;
  y: number;
}

/**
 * Numbers are either pixels (one decimal is below a pixel at every output width) or metres
 * in a plane's local drawing (small values, where centimetres matter): two decimals below 10.
 */
export function n(v: number): string {
  const k = Math.abs(v) < 10 ? 100 : 10;
  const r = Math.round(v * k) / k;
  return r === 0 ? '0' : String(r).replace(/^(-?)0\./, '$1.');
}

/** Path data numbers, without the separator a minus sign makes redundant. */
export function nums(...values: number[]): string {
  let out = '';
  for (const v of values) {
    const s = n(v);
    out += out && !s.startsWith('-') ? ` ${s}` : s;
  }
  return out;
}

/** Whether a projected shape's bounding box meets the canvas at all. */
export function onCanvas(points: readonly Pt[], w: number, h: number): boolean {
  if (!points.length) return false;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return Math.max(...xs) > 0 && Math.min(...xs) < w && Math.max(...ys) > 0 && Math.min(...ys) < h;
}

export function pts(points: readonly Pt[]): string {
  return points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
}

type Attr = string | number | undefined | false;

export function tag(name: string, attrs: Record<string, Attr>, inner?: string): string {
  let out = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? n(value) : value}"`;
  }
  return inner === undefined ? `${out}/>` : `${out}>${inner}</${name}>`;
}

export const poly = (points: readonly Pt[], attrs: Record<string, Attr>) =>
  points.length < 3 ? '' : tag('polygon', { points: pts(points), ...attrs });

export const rect = (x: number, y: number, w: number, h: number, attrs: Record<string, Attr>) =>
  tag('rect', { x, y, width: w, height: h, ...attrs });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Record<string, Attr>) =>
  tag('ellipse', { cx, cy, rx, ry, ...attrs });

export const line = (a: Pt, b: Pt, attrs: Record<string, Attr>) =>
  tag('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, ...attrs });

export const group = (attrs: Record<string, Attr>, inner: string) => (inner ? tag('g', attrs, inner) : '');

/** Scale terms keep three significant digits (enough below a pixel), translations one decimal. */
export const matrix = (m: readonly number[]) =>
  `matrix(${m
    .map((v, i) => {
      if (i >= 4) return n(v);
      const digits = Math.abs(v) >= 10 ? 1 : Math.abs(v) >= 1 ? 2 : 3;
      const k = 10 ** digits;
      return String(Math.round(v * k) / k).replace(/^(-?)0\./, '$1.');
    })
    .join(' ')})`;

export class Doc {
  private readonly defs: string[] = [];
  private readonly keys = new Map<string, string>();
  private readonly parts: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Registers a definition once per key and returns its id. */
  def(key: string, make: (id: string) => string): string {
    let id = this.keys.get(key);
    if (!id) {
      id = `d${this.keys.size.toString(36)}`;
      this.keys.set(key, id);
      this.defs.push(make(id));
    }
    return id;
  }

  url(key: string, make: (id: string) => string): string {
    return `url(#${this.def(key, make)})`;
  }

  add(...fragments: string[]): void {
    for (const f of fragments) if (f) this.parts.push(f);
  }

  render(): string {
    const head = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">`;
    return `${head}<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>\n`;
  }

  // Shared definitions -------------------------------------------------------------------

  /** A vertical (or any direction) gradient through evenly spaced stops. */
  linear(stops: readonly string[], dir: [number, number, number, number] = [0, 0, 0, 1], opac?: number[]): string {
    const key = `lin:${stops.join()}:${dir.join()}:${opac?.join() ?? ''}`;
    return this.url(key, (id) => {
      const s = stops
        .map((c, i) => {
          const o = opac?.[i];
          return tag('stop', {
            offset: n(stops.length === 1 ? 0 : i / (stops.length - 1)),
            'stop-color': c,
            'stop-opacity': o === undefined ? undefined : o,
          });
        })
        .join('');
      return tag('linearGradient', { id, x1: dir[0], y1: dir[1], x2: dir[2], y2: dir[3] }, s);
    });
  }

  radial(stops: readonly string[], opac: readonly number[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `rad:${stops.join()}:${opac.join()}:${cx},${cy},${r}`;
    return this.url(key, (id) => {
      const s = stops
        .map((c, i) => tag('stop', { offset: n(i / (stops.length - 1)), 'stop-color': c, 'stop-opacity': opac[i] }))
        .join('');
      return tag('radialGradient', { id, cx, cy, r }, s);
    });
  }

  blur(sd: number): string {
    return this.url(`blur:${n(sd)}`, (id) =>
      tag(
        'filter',
        { id, x: '-15%', y: '-15%', width: '130%', height: '130%' },
        tag('feGaussianBlur', { stdDeviation: sd }),
      ),
    );
  }

  /**
   * A texture tiled in screen pixels, its content (authored at scale 1) enlarged to one of
   * a few scales. The pattern itself is never transformed: librsvg resamples transformed
   * patterns pixel by pixel (about half a microsecond each), whereas a transform inside
   * the tile is paid once per fill.
   */
  texture(key: string, tile: number, scale: number, content: () => string): string {
    const k = Math.max(0.25, 2 ** (Math.round(Math.log2(scale) * 2) / 2));
    const base = this.def(`tex:${key}`, (id) => tag('g', { id }, content()));
    const size = Math.round(tile * k);
    return this.pattern(`${key}:${k}`, size, size, () =>
      tag('use', { href: `#${base}`, transform: `scale(${(size / tile).toFixed(4)})` }),
    );
  }

  /** A tiled pattern in the user units of the element that uses it. */
  pattern(key: string, w: number, h: number, inner: () => string, transform?: string): string {
    return this.url(`pat:${key}`, (id) =>
      tag('pattern', { id, patternUnits: 'userSpaceOnUse', width: w, height: h, patternTransform: transform }, inner()),
    );
  }
}
