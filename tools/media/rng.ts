/**
 * Seeded randomness. Every image derives its look from its own name, so re-running the
 * generator reproduces byte-identical files and adding an image never changes the others.
 */

/** cyrb53-style string hash: cheap, well spread, stable across Node versions. */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0) * 4096 + (h1 >>> 20);
}

export class Rng {
  private state: number;

  constructor(seed: string | number) {
    this.state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0 || 1;
  }

  /** mulberry32: tiny state, good enough statistics for picking colours and sizes. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A value around `center`; the sum of two uniforms keeps most values near the middle. */
  near(center: number, spread: number): number {
    return center + (this.next() + this.next() - 1) * spread;
  }

  /** A filter seed for feTurbulence, so two images never share the same noise. */
  seed(): number {
    return this.int(1, 9999);
  }

  /** An independent stream, so adding draws in one part of a scene leaves the others unchanged. */
  fork(label: string): Rng {
    return new Rng(hashString(`${this.state}:${label}`));
  }
}

/** Smooth 1-D value noise in [-1, 1], for ridge lines and uneven hedges. */
export function wave(rng: Rng, knots = 12): (t: number) => number {
  const values = Array.from({ length: knots + 2 }, () => rng.range(-1, 1));
  return (t: number) => {
    const x = Math.max(0, Math.min(0.9999, t)) * knots;
    const i = Math.floor(x);
    const f = (1 - Math.cos((x - i) * Math.PI)) / 2;
    return nth(values, i) * (1 - f) + nth(values, i + 1) * f;
  };
}

/** The element at `index`, for indices known to be in range (noUncheckedIndexedAccess). */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`index ${index} out of range (${list.length})`);
  return item;
}
