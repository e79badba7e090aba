/** Detached and terraced houses: facade layout, materials per regional style. */
import type { Camera } from './camera.ts';
import { building, type BuildingSpec, type Drawn, type Opening } from './building.ts';
import { jitter } from './color.ts';
import type { Light } from './light.ts';
import type { Material } from './material.ts';
import { doorTemplate, garageTemplate, windowTemplate, type WindowSpec } from './openings.ts';
import type { Rng } from './rng.ts';
import type { Doc } from './svg.ts';

export interface FacadeStyle {
  floors: number;
  floorH: number;
  window: Omit<WindowSpec, 'w' | 'h'>;
  winW: number;
  winH: number;
  door?: { color: string; kind: 'panel' | 'glass' | 'modern' | 'double'; surround?: string; transom?: boolean };
  garage?: string;
  /** Number of window bays across the front. */
  bays: number;
  /** Bay index of the door on the ground floor. */
  doorBay?: number;
  /** Bay index of the garage on the ground floor. */
  garageBay?: number;
  groundWinH?: number;
}

/** Windows in regular bays, door and garage in theirs: how most Belgian fronts are composed. */
export function facade(doc: Doc, light: Light, rng: Rng, w: number, st: FacadeStyle, plinth = 0.4): Opening[] {
  const out: Opening[] = [];
  const bayW = w / st.bays;
  for (let f = 0; f < st.floors; f++) {
    for (let b = 0; b < st.bays; b++) {
      const cx = bayW * (b + 0.5);
      if (f === 0 && b === st.garageBay && st.garage) {
        const gw = Math.min(bayW - 0.3, 2.6);
        out.push({ x: cx - gw / 2, bottom: 0, w: gw, h: 2.15, id: garageTemplate(doc, gw, 2.15, st.garage, rng) });
        continue;
      }
      if (f === 0 && b === st.doorBay && st.door) {
        const dw = st.door.kind === 'double' ? 1.5 : 1.0;
        const dh = st.door.transom ? 2.7 : 2.2;
        out.push({
          x: cx - dw / 2,
          bottom: 0.12,
          w: dw,
          h: dh,
          id: doorTemplate(doc, light, { w: dw, h: dh, ...st.door }),
        });
        continue;
      }
      const wh = f === 0 && st.groundWinH ? st.groundWinH : st.winH;
      const bottom = f * st.floorH + Math.max(plinth + 0.3, st.floorH - wh - 0.45);
      const spec: WindowSpec = { ...st.window, w: st.winW, h: wh, variant: st.window.variant ?? (b + f) % 2 };
      out.push({ x: cx - st.winW / 2, bottom, w: st.winW, h: wh, id: windowTemplate(doc, light, spec) });
    }
  }
  return out;
}

export type Region = 'ardennes' | 'brick' | 'render' | 'tile' | 'modern' | 'farm' | 'chalet';

/** Regional palettes: the walls, roofs and joinery a buyer expects from each kind of house. */
export function regional(
  rng: Rng,
  region: Region,
): { wall: Material; roof: Material; frame: string; door: string; plinth: string } {
  const r = () => rng.next();
  const blueStone = '#5d6268';
  switch (region) {
    case 'ardennes':
      return {
        wall: { kind: 'stone', color: jitter(rng.pick(['#8d8a83', '#8a857a', '#7f7c77']), 0.1, r), color2: '#b5afa2' },
        roof: { kind: 'slate', color: rng.pick(['#3d434b', '#454a52', '#383c42']) },
        frame: rng.pick(['#f2f0ea', '#3b3f44', '#6b4a32', '#f2f0ea']),
        door: rng.pick(['#5a3a28', '#2e4a3e', '#7a2e28', '#3b3f44']),
        plinth: blueStone,
      };
    case 'brick':
      return {
        wall: { kind: 'brick', color: jitter(rng.pick(['#8e4a32', '#9c5538', '#7c3f2c', '#a8644a']), 0.1, r) },
        roof: rng.chance(0.5)
          ? { kind: 'tiles', color: rng.pick(['#5a3a30', '#3e3a38', '#8f4430']) }
          : { kind: 'slate', color: '#3d434b' },
        frame: rng.pick(['#f2f0ea', '#f2f0ea', '#2e3236', '#4a3a2e']),
        door: rng.pick(['#2e3e52', '#5a2a24', '#1f3a30', '#2e3236']),
        plinth: blueStone,
      };
    case 'render':
      return {
        wall: { kind: 'render', color: jitter(rng.pick(['#f1eee6', '#ece6d8', '#f4f1ea', '#e9e4d6']), 0.05, r) },
        roof: { kind: 'slate', color: rng.pick(['#3d434b', '#41464e']) },
        frame: rng.pick(['#3b3f44', '#f7f7f5', '#6b7177']),
        door: rng.pick(['#3b3f44', '#5a3a28', '#6b7177']),
        plinth: rng.pick(['#8a8f94', '#a8a29a']),
      };
    case 'tile':
      return {
        wall: rng.chance(0.5)
          ? { kind: 'render', color: jitter(rng.pick(['#efe6d4', '#f1e9da', '#e8dcc4']), 0.05, r) }
          : { kind: 'brick', color: jitter(rng.pick(['#a8644a', '#b07a58', '#9c5538']), 0.1, r) },
        roof: { kind: 'tiles', color: rng.pick(['#a5482e', '#b3573a', '#9a3e2a']) },
        frame: rng.pick(['#f7f7f5', '#f7f7f5', '#5a4030']),
        door: rng.pick(['#5a3a28', '#7a5a3a', '#3b3f44']),
        plinth: '#7d7a76',
      };
    case 'modern':
      return {
        wall: rng.chance(0.6)
          ? { kind: 'render', color: jitter(rng.pick(['#f4f3ef', '#ebe8e2', '#dcd8d0']), 0.04, r) }
          : {
              kind: 'brick',
              color: jitter(rng.pick(['#6a625c', '#8a8078', '#4a4644', '#b8b0a4']), 0.08, r),
              color2: '#a8a29a',
            },
        roof: { kind: 'zinc', color: rng.pick(['#4a4e54', '#5b6066']) },
        frame: rng.pick(['#2f3236', '#2f3236', '#5b6066']),
        door: rng.pick(['#2f3236', '#7a5a3a', '#8a6a48']),
        plinth: '#4a4e54',
      };
    case 'farm':
      return {
        wall: { kind: 'stone', color: jitter(rng.pick(['#8f887a', '#95907f', '#8a857a']), 0.1, r), color2: '#bdb5a4' },
        roof: rng.chance(0.6) ? { kind: 'slate', color: '#40454c' } : { kind: 'tiles', color: '#7a4a3a' },
        frame: rng.pick(['#f2f0ea', '#6b4a32', '#3e5a4a']),
        door: rng.pick(['#6b4a32', '#3e5a4a', '#7a2e28']),
        plinth: '#6a6660',
      };
    case 'chalet':
      return {
        wall: { kind: 'boards', color: jitter(rng.pick(['#8a5a34', '#9a6a40', '#6e4a2e', '#a87c50']), 0.08, r) },
        roof: { kind: 'slate', color: rng.pick(['#3a3e44', '#4a4e54']) },
        frame: rng.pick(['#f2efe6', '#5a3a22', '#2e4a3e']),
        door: rng.pick(['#5a3a22', '#7a2e28']),
        plinth: '#6a6660',
      };
  }
}

export function house(doc: Doc, cam: Camera, light: Light, rng: Rng, spec: BuildingSpec): Drawn {
  return building(doc, cam, light, rng, spec);
}
