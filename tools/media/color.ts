/** Colour arithmetic in sRGB hex, enough for shading faces by light and tinting by mood. */

type Rgb = [number, number, number];

const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));

export function parse(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function format([r, g, b]: Rgb): string {
  const to = (c: number) =>
    Math.round(clamp(c, 0, 255))
      .toString(16)
      .padStart(2, '0');
  return `#${to(r)}${to(g)}${to(b)}`;
}

export function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  s = clamp(s);
  l = clamp(l);
  if (s === 0) return format([l * 255, l * 255, l * 255]);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    t = (t + 1) % 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return format([channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255]);
}

export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Multiplies by a light factor: below 1 darkens, above 1 brightens towards white. */
export function shade(hex: string, factor: number): string {
  if (factor <= 1) {
    const [r, g, b] = parse(hex);
    return format([r * factor, g * factor, b * factor]);
  }
  return mix(hex, '#ffffff', clamp(factor - 1));
}

/** Multiplies two colours channel by channel, as light of one colour falling on a surface. */
export function tint(hex: string, light: string): string {
  const x = parse(hex);
  const y = parse(light);
  return format([(x[0] * y[0]) / 255, (x[1] * y[1]) / 255, (x[2] * y[2]) / 255]);
}

export function jitter(hex: string, amount: number, rnd: () => number): string {
  const [r, g, b] = parse(hex);
  const k = 1 + (rnd() - 0.5) * amount;
  const warm = (rnd() - 0.5) * amount * 40;
  return format([r * k + warm, g * k, b * k - warm]);
}
