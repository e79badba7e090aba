/** Blocks of flats, offices, rows of garages and of new houses: the larger properties. */
import type { Balcony, BuildingSpec, Opening } from './building.ts';
import { doorTemplate, garageTemplate, windowTemplate } from './openings.ts';
import type { Light } from './light.ts';
import { nth, type Rng } from './rng.ts';
import { house, type Property } from './specs.ts';
import type { Doc } from './svg.ts';

export type BlockKind = 'classic' | 'modern' | 'terraces' | 'garden' | 'office';

/** Apartment blocks and offices: storeys of windows, balconies or window bands, flat roof. */
export function block(
  doc: Doc,
  light: Light,
  home: Rng,
  kind: BlockKind,
  o: { floors?: number; w?: number } = {},
): Property {
  const floors = o.floors ?? (kind === 'office' ? home.int(3, 4) : home.int(3, 5));
  const floorH = kind === 'office' ? 3.4 : 3.0;
  const w = o.w ?? home.range(18, 28);
  const wall =
    kind === 'office'
      ? { kind: 'panel' as const, color: home.pick(['#c8c4bc', '#8a8e92', '#d8d4cc', '#5a5e64']) }
      : kind === 'classic'
        ? { kind: 'brick' as const, color: home.pick(['#9c5538', '#8a5a44', '#b07a58']) }
        : home.pick([
            {
              kind: 'brick' as const,
              color: home.pick(['#d8d0c4', '#b8b0a4', '#6a625c', '#4a4644']),
              color2: '#a8a29a',
            },
            { kind: 'render' as const, color: home.pick(['#f2f0ea', '#e8e4dc', '#ece8e0']) },
          ]);
  const frame = kind === 'classic' ? '#f2f0ea' : '#2f3236';
  const bayW = kind === 'office' ? 3.6 : home.range(3.2, 4.2);
  const bays = Math.max(4, Math.round(w / bayW));
  const bw = w / bays;
  const openings: Opening[] = [];
  const balconies: Balcony[] = [];
  const winW = kind === 'office' ? bw - 0.3 : kind === 'classic' ? 1.3 : Math.min(bw - 0.8, home.range(1.8, 2.6));
  const winH = kind === 'office' ? 2.2 : kind === 'classic' ? 1.6 : home.range(1.7, 2.3);
  const every = home.pick([1, 2]);
  for (let f = 0; f < floors; f++) {
    for (let b = 0; b < bays; b++) {
      const cx = bw * (b + 0.5);
      if (f === 0 && b === Math.floor(bays / 2)) {
        const id = doorTemplate(doc, light, { w: 1.8, h: 2.5, color: '#2f3236', kind: 'double' });
        openings.push({ x: cx - 0.9, bottom: 0.1, w: 1.8, h: 2.5, id });
        continue;
      }
      const bottom = f * floorH + (kind === 'office' ? 0.6 : 0.7);
      const id = windowTemplate(doc, light, {
        w: winW,
        h: winH,
        kind: kind === 'office' ? 'band' : kind === 'classic' ? 'tall' : home.pick(['single', 'tall'] as const),
        frame,
        sill: kind === 'classic' ? '#b8b4ac' : undefined,
        variant: (b + f) % 2,
        curtain: kind !== 'office' && (b * 7 + f) % 3 === 0 ? '#ece6da' : undefined,
      });
      openings.push({ x: cx - winW / 2, bottom, w: winW, h: winH, id });
      if (kind !== 'office' && kind !== 'classic' && f > 0 && b % every === 0) {
        balconies.push({
          x: cx - winW / 2 - 0.4,
          bottom: f * floorH + 0.05,
          w: winW + 0.8,
          depth: kind === 'terraces' ? 2.0 : 1.4,
          rail: 'glass',
          color: '#9fb4c0',
        });
      }
    }
  }
  const spec: BuildingSpec = {
    x: 0,
    z: 0,
    w,
    d: home.range(12, 15),
    h: floors * floorH + 0.6,
    wall,
    plinth: { h: kind === 'office' ? 0.3 : 0.6, color: '#4a4e54' },
    roof: 'flat',
    pitch: 0,
    roofMat: { kind: 'flat', color: '#6a6a6a' },
    overhang: 0,
    openings: {
      front: openings,
      right: openings
        .slice(0, 3)
        .map((o, i) => ({ ...o, x: 2 + i * 4 }))
        .filter((o) => o.bottom > 0.3),
      left: [],
    },
    balconies,
    bands: kind === 'classic' ? [floorH] : undefined,
  };
  return { buildings: [spec], door: { x: w / 2, y: 1.3, z: 0 }, region: 'modern' };
}

/** Garage boxes in a row: one long low block with a door every three metres. */
export function garages(doc: Doc, light: Light, home: Rng): Property {
  const count = home.int(5, 8);
  const colors = ['#e8e8e4', '#8a8e92', '#5a6a7a', '#6e5038', '#3a3c40', '#7a2e28'];
  const openings: Opening[] = [];
  for (let i = 0; i < count; i++) {
    const c = home.chance(0.6) ? nth(colors, 0) : home.pick(colors);
    openings.push({ x: i * 3.1 + 0.35, bottom: 0, w: 2.4, h: 2.1, id: garageTemplate(doc, 2.4, 2.1, c, home) });
  }
  const spec: BuildingSpec = {
    x: 0,
    z: 0,
    w: count * 3.1,
    d: 6,
    h: 2.7,
    wall: home.chance(0.5)
      ? { kind: 'brick', color: home.pick(['#9c5538', '#8a5a44']) }
      : { kind: 'concrete', color: '#b8b4ac' },
    roof: 'flat',
    pitch: 0,
    roofMat: { kind: 'flat', color: '#5a5a5a' },
    overhang: 0,
    openings: { front: openings },
  };
  return { buildings: [spec], door: { x: 1.55, y: 1.1, z: 0 }, region: 'brick' };
}

/** New terraced houses of a project: brick and render in turn, gables to the street. */
export function newRow(doc: Doc, light: Light, home: Rng, count = 4): Property {
  const buildings: BuildingSpec[] = [];
  let x = 0;
  const bricks = [home.pick(['#4a4644', '#6a625c', '#8a8078']), home.pick(['#b8b0a4', '#d8d0c4'])];
  for (let i = 0; i < count; i++) {
    const p = house(doc, light, home.fork(`row${i}`), 'modern', { roof: 'gableFront', w: 6.2, floors: 2 });
    const b = nth(p.buildings, 0);
    b.x = x;
    b.w = 6.2;
    b.wall = i % 2 ? { kind: 'render', color: '#f0eee8' } : { kind: 'brick', color: nth(bricks, 0), color2: '#8a8680' };
    b.roofMat = { kind: 'slate', color: '#3a3c40' };
    b.pitch = 40;
    b.overhang = 0.1;
    b.openings = {
      front: [
        {
          x: 0.6,
          bottom: 0.15,
          w: 1.0,
          h: 2.3,
          id: doorTemplate(doc, light, { w: 1.0, h: 2.3, color: '#2f3236', kind: 'modern' }),
        },
        {
          x: 2.2,
          bottom: 0.1,
          w: 3.2,
          h: 2.3,
          id: windowTemplate(doc, light, { w: 3.2, h: 2.3, kind: 'band', frame: '#2f3236' }),
        },
        {
          x: 1.2,
          bottom: 3.4,
          w: 3.8,
          h: 1.7,
          id: windowTemplate(doc, light, { w: 3.8, h: 1.7, kind: 'band', frame: '#2f3236', variant: 1 }),
        },
        {
          x: 2.4,
          bottom: 6.3,
          w: 1.4,
          h: 1.2,
          id: windowTemplate(doc, light, { w: 1.4, h: 1.2, kind: 'single', frame: '#2f3236' }),
        },
      ],
    };
    b.chimneys = [];
    b.skylights = 0;
    buildings.push(b);
    x += 6.2;
  }
  return { buildings, door: { x: 1.1, y: 1.2, z: 0 }, region: 'modern' };
}
