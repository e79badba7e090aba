/**
 * Interiors: a box room seen from just inside one wall, as an estate agent's wide lens
 * sees it. Floors, tiles and skirtings are projected line by line (their perspective is what
 * sells the space); walls and ceiling are lit by the window through gradients.
 */
import { Camera, type Plane, planeOutline, v3, type V3 } from './camera.ts';
import { mix, shade } from './color.ts';
import type { Shot } from './frame.ts';
import { makeLight, type Light } from './light.ts';
import { glass } from './openings.ts';
import { nth, type Rng } from './rng.ts';
import { paint, place } from './solid.ts';
import { type Doc, group, line, n, nums, poly, type Pt, rect, tag } from './svg.ts';

export type Wall = 'back' | 'left' | 'right';
export type Floor = 'boards' | 'tiles' | 'concrete' | 'carpet' | 'herringbone';

export interface RoomSpec {
  w: number;
  d: number;
  h: number;
  wall: string;
  accent?: { wall: Wall; color: string };
  floor: Floor;
  floorColor: string;
  ceiling?: string;
  /** x: along the wall's plane (see Room.wallPoint). */
  window: { wall: Wall; x: number; w: number; h: number; sill: number; frame: string; curtain?: string };
  /** Extra windows on the back wall, for offices and open plans. */
  band?: boolean;
  door?: { wall: Wall; x: number; color: string };
}

export class Room {
  readonly cam: Camera;
  readonly light: Light;
  readonly items: { depth: number; svg: string }[] = [];
  readonly floor: string[] = [];

  constructor(
    readonly shot: Shot,
    readonly spec: RoomSpec,
    eye: { x: number; z: number; y?: number; yaw?: number; fov?: number },
  ) {
    const { doc, rng } = shot;
    this.cam = new Camera(v3(eye.x, eye.y ?? 1.3, eye.z), eye.yaw ?? 0, eye.fov ?? 74, doc.width, doc.height, 0.5);
    // Inside, the "sun" is the window: light comes in level and slightly from above.
    const side = spec.window.wall === 'left' ? -1 : spec.window.wall === 'right' ? 1 : 0;
    const base = makeLight(rng.fork('light'), { weather: rng.pick(['clear', 'clear', 'hazy', 'golden'] as const) });
    this.light = {
      ...base,
      sun: v3(side * 0.85, 0.45, side ? -0.2 : 0.9),
      ambient: 0.74,
      exposure: 1.04,
      shadow: 0.22,
      sunColor: base.weather === 'golden' ? '#ffe2b8' : '#fff8ee',
      skyTint: '#e8ecf2',
    };
  }

  get doc(): Doc {
    return this.shot.doc;
  }

  get rng(): Rng {
    return this.shot.rng;
  }

  plane(wall: Wall | 'floor' | 'ceiling'): Plane {
    const { w, d, h } = this.spec;
    switch (wall) {
      case 'back':
        return { o: v3(0, 0, d), u: v3(1, 0, 0), v: v3(0, 1, 0), w, h };
      case 'left':
        return { o: v3(0, 0, -2), u: v3(0, 0, 1), v: v3(0, 1, 0), w: d + 2, h };
      case 'right':
        return { o: v3(w, 0, d), u: v3(0, 0, -1), v: v3(0, 1, 0), w: d + 2, h };
      case 'floor':
        return { o: v3(0, 0, -2), u: v3(1, 0, 0), v: v3(0, 0, 1), w, h: d + 2 };
      case 'ceiling':
        return { o: v3(0, h, d), u: v3(1, 0, 0), v: v3(0, 0, -1), w, h: d + 2 };
    }
  }

  /**
   * A point on a wall at distance `x` along its plane and height `y`. The left wall runs
   * from 2 m behind the camera to the back; the right wall from the back corner forwards
   * (both planes face into the room).
   */
  wallPoint(wall: Wall, x: number, y: number): V3 {
    const { w, d } = this.spec;
    return wall === 'back' ? v3(x, y, d) : wall === 'left' ? v3(0, y, x - 2) : v3(w, y, d - x);
  }

  /** Draws the shell: ceiling, walls with window and door, floor with its joints and light. */
  shell(): void {
    const { doc, cam, spec } = this;
    const winSide = spec.window.wall;
    const wallFill = (wall: Wall) => {
      const base = spec.accent?.wall === wall ? spec.accent.color : spec.wall;
      const k = wall === winSide ? 0.82 : wall === 'back' ? 0.95 : 1.03;
      const near = winSide === 'left' ? [1, 0, 0, 0] : winSide === 'right' ? [0, 0, 1, 0] : [0, 0, 0, 1];
      return doc.linear([shade(base, k * 1.06), shade(base, k * 0.86)], near as [number, number, number, number]);
    };
    const ceil = spec.ceiling ?? '#f4f2ee';
    doc.add(
      poly(planeOutline(cam, this.plane('ceiling')), { fill: doc.linear([shade(ceil, 0.82), shade(ceil, 0.98)]) }),
    );
    for (const wall of ['back', 'left', 'right'] as Wall[]) {
      doc.add(poly(planeOutline(cam, this.plane(wall)), { fill: wallFill(wall) }));
    }
    this.corners();
    this.floorDraw();
    for (const wall of ['back', 'left', 'right'] as Wall[]) this.skirting(wall);
    this.windowOn();
    if (spec.door) this.doorOn(spec.door.wall, spec.door.x, spec.door.color);
  }

  private floorDraw(): void {
    const { doc, cam, spec, rng } = this;
    const outline = planeOutline(cam, this.plane('floor'));
    const fc = spec.floorColor;
    doc.add(poly(outline, { fill: doc.linear([shade(fc, 0.8), shade(fc, 1.08)]) }));
    let d = '';
    const seg = (a: V3, b: V3) => {
      const s = cam.segment(a, b);
      if (s) d += `M${nums(s[0].x, s[0].y)}L${nums(s[1].x, s[1].y)}`;
    };
    const z0 = Math.max(-2, cam.pos.z - 0.5);
    if (spec.floor === 'boards' || spec.floor === 'herringbone') {
      const bw = spec.floor === 'herringbone' ? 0.3 : rng.range(0.14, 0.2);
      for (let x = bw; x < spec.w; x += bw) {
        seg(v3(x, 0, z0), v3(x, 0, spec.d));
        for (let z = z0 + rng.range(0, 1.2); z < spec.d; z += rng.range(0.9, 1.8)) seg(v3(x - bw, 0, z), v3(x, 0, z));
      }
    } else if (spec.floor === 'tiles') {
      const t = rng.pick([0.45, 0.6, 0.6, 0.8]);
      for (let x = t; x < spec.w; x += t) seg(v3(x, 0, z0), v3(x, 0, spec.d));
      for (let z = spec.d - t; z > z0; z -= t) seg(v3(0, 0, z), v3(spec.w, 0, z));
    }
    if (d)
      doc.add(
        tag('path', { d, stroke: shade(fc, 0.55), 'stroke-width': spec.floor === 'tiles' ? 1.6 : 1.1, opacity: 0.55 }),
      );
    // Reflection of the window on a polished floor, and the sunlit patch.
    const win = spec.window;
    const patch = [0, win.w].flatMap((dx) =>
      [win.sill, win.sill + win.h].map((y) => this.wallPoint(win.wall, win.x + dx, y)),
    );
    const sun = this.light.sun;
    const onFloor = patch.map((p) => v3(p.x - (sun.x / sun.y) * p.y * 0.9, 0.005, p.z - (sun.z / sun.y) * p.y * 0.9));
    const hull = [nth(onFloor, 0), nth(onFloor, 2), nth(onFloor, 3), nth(onFloor, 1)];
    const lit = cam.polygon(hull);
    doc.add(poly(lit, { fill: this.light.sunColor, opacity: 0.22 }));
  }

  private skirting(wall: Wall): void {
    const pl = this.plane(wall);
    const out = planeOutline(this.cam, pl, [
      { x: 0, y: pl.h - 0.1 },
      { x: pl.w, y: pl.h - 0.1 },
      { x: pl.w, y: pl.h },
      { x: 0, y: pl.h },
    ]);
    this.doc.add(
      poly(out, { fill: shade(this.spec.wall, 1.04), stroke: shade(this.spec.wall, 0.8), 'stroke-width': 0.6 }),
    );
  }

  /** The window: frame, a bright overexposed view of garden or street, curtains. */
  private windowOn(): void {
    const { doc, cam, spec, rng } = this;
    const win = spec.window;
    const pl = this.plane(win.wall);
    const id = doc.def(`view:${win.w}:${win.h}:${win.frame}:${win.curtain}`, (i) => {
      const { w, h } = win;
      let out = rect(-0.08, -0.08, w + 0.16, h + 0.16, { fill: shade(spec.wall, 0.75) });
      out += rect(0, 0, w, h, { fill: win.frame });
      out += rect(0.07, 0.07, w - 0.14, h - 0.14, {
        fill: doc.linear(['#f6f8fa', mix(this.light.sky[1], '#ffffff', 0.6), '#dfe8d8', '#b9c9a4']),
      });
      let d = '';
      for (let k = 0; k < 6; k++) {
        const cx = rng.range(0.1, w - 0.1);
        const r = rng.range(0.25, 0.6);
        d += `M${nums(cx - r, h * 0.75)}a${nums(r, r * 0.8)} 0 1 1 ${nums(r * 2, 0)}z`;
      }
      out += tag('path', { d, fill: '#9db48a', opacity: 0.55 });
      out += rect(0.07, 0.07, w - 0.14, h - 0.14, { fill: glass(doc, this.light), opacity: 0.12 });
      const bars = w > 1.6 ? Math.round(w / 1.1) : 2;
      for (let b = 1; b < bars; b++) out += rect((w * b) / bars - 0.03, 0, 0.06, h, { fill: win.frame });
      if (h > 1.8) out += rect(0, h * 0.82, w, 0.05, { fill: win.frame });
      if (win.curtain) {
        for (const x of [-0.35, w - 0.15]) {
          out += rect(x, -0.25, 0.5, h + 0.3, {
            fill: doc.linear(
              [win.curtain, shade(win.curtain, 0.82), win.curtain, shade(win.curtain, 0.8)],
              [0, 0, 1, 0],
            ),
          });
        }
      }
      return tag('g', { id: i }, out);
    });
    const x = win.wall === 'back' ? win.x : win.x;
    doc.add(place(cam, pl, id, x, pl.h - win.sill - win.h, win.w, win.h));
    // A glow around the window: bright walls next to bright glass.
    const glow = planeOutline(cam, pl, [
      { x: x - 0.6, y: pl.h - win.sill - win.h - 0.4 },
      { x: x + win.w + 0.6, y: pl.h - win.sill - win.h - 0.4 },
      { x: x + win.w + 0.6, y: pl.h - win.sill + 0.3 },
      { x: x - 0.6, y: pl.h - win.sill + 0.3 },
    ]);
    doc.add(poly(glow, { fill: doc.radial(['#fff', '#fff'], [0.16, 0]), opacity: 1 }));
  }

  doorOn(wall: Wall, x: number, color: string): void {
    const { doc, cam } = this;
    const pl = this.plane(wall);
    const id = doc.def(`idoor:${color}`, (i) =>
      tag(
        'g',
        { id: i },
        rect(-0.08, -0.08, 1.0, 2.2, { fill: shade(this.spec.wall, 1.05) }) +
          rect(0, 0, 0.84, 2.12, { fill: color }) +
          rect(0.1, 0.12, 0.64, 0.85, { fill: shade(color, 0.93) }) +
          rect(0.1, 1.1, 0.64, 0.9, { fill: shade(color, 0.93) }) +
          rect(0.68, 1.02, 0.1, 0.03, { fill: '#b8b8b8' }),
      ),
    );
    doc.add(place(cam, pl, id, x, pl.h - 2.12, 0.84, 2.12));
  }

  /** A framed picture: blocks of colour, never text. */
  picture(wall: Wall, x: number, y: number, w: number, h: number): void {
    const { doc, cam, rng } = this;
    const pl = this.plane(wall);
    const colors = ['#c8a27a', '#5a7a8a', '#e4d8c4', '#8a4a3a', '#2e3e4e', '#a8b89a', '#d8b45a'];
    const id = doc.def(`pic:${n(w)}:${n(h)}:${rng.seed()}`, (i) => {
      let out =
        rect(-0.03, -0.03, w + 0.06, h + 0.06, { fill: '#2a2622' }) +
        rect(0.05, 0.05, w - 0.1, h - 0.1, { fill: '#f2eee6' });
      for (let k = 0; k < 4; k++) {
        out += rect(
          rng.range(0.1, w * 0.5),
          rng.range(0.1, h * 0.5),
          rng.range(0.1, w * 0.45),
          rng.range(0.1, h * 0.45),
          { fill: rng.pick(colors), opacity: 0.85 },
        );
      }
      return tag('g', { id: i }, out);
    });
    this.items.push({ depth: 99, svg: place(cam, pl, id, x, pl.h - y - h, w, h) });
  }

  /** Recessed spots or a pendant: the ceiling's only furniture. */
  lights(kind: 'spots' | 'pendant', at?: { x: number; z: number }): void {
    const { doc, cam, spec } = this;
    if (kind === 'pendant' && at) {
      const top = cam.project(v3(at.x, spec.h, at.z));
      const lamp = cam.project(v3(at.x, spec.h - 0.9, at.z));
      if (!top || !lamp) return;
      const s = cam.scaleAt(v3(at.x, spec.h - 0.9, at.z));
      doc.add(line(top, lamp, { stroke: '#2a2a2a', 'stroke-width': n(Math.max(1, 0.01 * s)) }));
      doc.add(
        tag('path', {
          d: `M${nums(lamp.x - 0.22 * s, lamp.y + 0.2 * s)}Q${nums(lamp.x, lamp.y - 0.12 * s, lamp.x + 0.22 * s, lamp.y + 0.2 * s)}z`,
          fill: '#2e2e2e',
        }),
      );
      doc.add(tag('ellipse', { cx: lamp.x, cy: lamp.y + 0.2 * s, rx: 0.2 * s, ry: 0.04 * s, fill: '#fff6dc' }));
      return;
    }
    let spots = '';
    for (let x = spec.w / 4; x < spec.w; x += spec.w / 4) {
      for (let z = 1.2; z < spec.d; z += 1.8) {
        const p = cam.project(v3(x, spec.h - 0.01, z));
        if (p)
          spots += tag('ellipse', {
            cx: p.x,
            cy: p.y,
            rx: n(0.06 * cam.scaleAt(v3(x, spec.h, z))),
            ry: n(0.025 * cam.scaleAt(v3(x, spec.h, z))),
          });
      }
    }
    doc.add(group({ fill: '#fffbee' }, spots));
  }

  render(): void {
    this.doc.add(...this.floor);
    this.doc.add(paint(this.items));
  }

  /**
   * Ambient occlusion: the soft darkening of inside corners, where light reaches less. Its
   * absence is what makes rendered rooms look like cardboard.
   */
  private corners(): void {
    const { doc, cam, spec } = this;
    const { w, d, h } = spec;
    const k = 0.45;
    const strip = (pts: V3[], dir: [number, number, number, number]) =>
      poly(cam.polygon(pts), { fill: doc.linear(['#000', '#000'], dir, [0.16, 0]) });
    doc.add(
      strip([v3(0, 0, d), v3(k, 0, d), v3(k, h, d), v3(0, h, d)], [0, 0, 1, 0]),
      strip([v3(w - k, 0, d), v3(w, 0, d), v3(w, h, d), v3(w - k, h, d)], [1, 0, 0, 0]),
      strip([v3(0, 0, d - k * 1.5), v3(0, 0, d), v3(0, h, d), v3(0, h, d - k * 1.5)], [1, 0, 0, 0]),
      strip([v3(w, 0, d), v3(w, 0, d - k * 1.5), v3(w, h, d - k * 1.5), v3(w, h, d)], [0, 0, 1, 0]),
      strip([v3(0, h - 0.3, d), v3(w, h - 0.3, d), v3(w, h, d), v3(0, h, d)], [0, 1, 0, 0]),
    );
  }
}

/** A point list to path data, for the few freehand shapes indoors. */
export function pathOf(points: Pt[]): string {
  return `M${points.map((p) => nums(p.x, p.y)).join('L')}z`;
}
