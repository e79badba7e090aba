/**
 * The properties themselves, as building specifications drawn from the listing's own random
 * stream: every photo of one listing shows the same house, seen from different places.
 */
import type { Balcony, BuildingSpec, Opening, RoofKind } from './building.ts';
import { jitter, shade } from './color.ts';
import { facade, type Region, regional } from './houses.ts';
import type { Light } from './light.ts';
import { doorTemplate, windowTemplate, type WindowKind } from './openings.ts';
import { nth, type Rng } from './rng.ts';
import type { Doc } from './svg.ts';

export interface Property {
  buildings: BuildingSpec[];
  /** Where the front door is: the target of door details. */
  door: { x: number; y: number; z: number };
  region: Region;
}

export function house(
  doc: Doc,
  light: Light,
  home: Rng,
  region: Region,
  o: { floors?: number; roof?: RoofKind; w?: number } = {},
): Property {
  const look = regional(home.fork('look'), region);
  const modern = region === 'modern';
  const w = o.w ?? home.range(9, 12);
  const d = home.range(8, 10);
  const floors = o.floors ?? 2;
  const roof: RoofKind =
    o.roof ?? (modern ? home.pick(['flat', 'shed', 'gable'] as const) : home.pick(['gable', 'gable', 'hip'] as const));
  const kind: WindowKind = modern ? 'single' : home.pick(['casement', 'cross', 'casement', 'grid'] as const);
  const bays = Math.max(3, Math.round(w / 2.9));
  const garage = home.chance(0.4);
  const doorBay = garage ? 1 : home.int(0, bays - 1);
  const window = {
    kind,
    frame: look.frame,
    sill: modern ? '#4a4e54' : '#9a9690',
    lintel: region === 'ardennes' || region === 'farm' ? '#6a6e72' : undefined,
    roller: home.chance(0.3) ? home.range(0.1, 0.4) : undefined,
    curtain: home.chance(0.5) ? '#efe8dc' : undefined,
    shutters:
      region === 'render' && home.chance(0.6) ? home.pick(['#5a6e7a', '#7a8a6a', '#e8e4dc', '#3e4a56']) : undefined,
  };
  const front = facade(doc, light, home, w, {
    floors,
    floorH: 2.8,
    winW: modern ? 2.0 : home.range(1.05, 1.3),
    winH: modern ? 1.6 : home.range(1.35, 1.5),
    groundWinH: modern ? 2.3 : undefined,
    bays,
    doorBay,
    garageBay: garage ? bays - 1 : undefined,
    garage: shade(look.frame, 0.98),
    window,
    door: {
      color: look.door,
      kind: modern ? 'modern' : home.pick(['panel', 'glass'] as const),
      transom: !modern && home.chance(0.3),
      surround: region === 'ardennes' ? '#6a6e72' : undefined,
    },
  });
  const side = facade(doc, light, home, d, {
    floors,
    floorH: 2.8,
    winW: 1.0,
    winH: 1.3,
    bays: 2,
    window: { ...window, roller: undefined, shutters: undefined },
  });
  const spec: BuildingSpec = {
    x: 0,
    z: 0,
    w,
    d,
    h: floors * 2.8 + 0.3,
    wall: look.wall,
    plinth: { h: 0.45, color: look.plinth },
    roof,
    pitch: roof === 'shed' ? home.range(8, 14) : home.range(35, 48),
    roofMat: look.roof,
    overhang: modern ? 0.15 : home.range(0.25, 0.45),
    openings: { front, left: side, right: side, back: side },
    chimneys: modern ? [] : [home.pick([0.2, 0.75, 0.85])],
    skylights: roof === 'gable' && home.chance(0.5) ? home.int(1, 2) : 0,
  };
  return { buildings: [spec], door: { x: (w / bays) * (doorBay + 0.5), y: 1.2, z: 0 }, region };
}

/** Modern villa: a two-storey block and a lower wing, flat roofs, walls of glass. */
export function villa(doc: Doc, light: Light, home: Rng): Property {
  const render = { kind: 'render' as const, color: jitter('#f2f0ea', 0.04, () => home.next()) };
  const wing = home.pick([
    { kind: 'cladding' as const, color: home.pick(['#8a6a4a', '#a07a52', '#6e5038']) },
    { kind: 'brick' as const, color: home.pick(['#4a4644', '#6a625c']), color2: '#8a8680' },
  ]);
  const frame = '#2a2c30';
  const big = (w: number, h: number) => windowTemplate(doc, light, { w, h, kind: 'band', frame, variant: 1 });
  const W = home.range(13, 16);
  const main: BuildingSpec = {
    x: 0,
    z: 0,
    w: W,
    d: 10,
    h: 6.6,
    wall: render,
    plinth: { h: 0.2, color: '#3a3c40' },
    roof: 'flat',
    pitch: 0,
    roofMat: { kind: 'flat', color: '#6a6a6a' },
    overhang: 0,
    openings: {
      front: [
        { x: 1, bottom: 0.1, w: W * 0.45, h: 2.5, id: big(W * 0.45, 2.5) },
        {
          x: W * 0.55 + 0.6,
          bottom: 0.15,
          w: 1.2,
          h: 2.4,
          id: doorTemplate(doc, light, { w: 1.2, h: 2.4, color: '#6b4a32', kind: 'modern' }),
        },
        { x: 1, bottom: 3.6, w: W - 2, h: 1.7, id: big(W - 2, 1.7) },
      ],
      left: [{ x: 2, bottom: 3.6, w: 4, h: 1.7, id: big(4, 1.7) }],
      right: [{ x: 2, bottom: 0.1, w: 5, h: 2.5, id: big(5, 2.5) }],
    },
  };
  const side = home.pick([-1, 1]);
  const wingW = home.range(7, 9);
  const annex: BuildingSpec = {
    ...main,
    x: side > 0 ? W - 0.01 : -wingW + 0.01,
    z: 2.5,
    w: wingW,
    d: 8,
    h: 3.4,
    wall: wing,
    openings: { front: [{ x: 1, bottom: 0.1, w: wingW - 2, h: 2.5, id: big(wingW - 2, 2.5) }] },
  };
  return { buildings: [main, annex], door: { x: W * 0.55 + 1.2, y: 1.2, z: 0 }, region: 'modern' };
}

/** An Ardennes long farm: house and barn under one roof line, stone and slate. */
export function farm(doc: Doc, light: Light, home: Rng): Property {
  const p = house(doc, light, home, 'farm', { w: home.range(9, 11), roof: 'gable' });
  const h = nth(p.buildings, 0);
  h.chimneys = [0.15];
  const barnW = home.range(11, 15);
  const boards = { kind: 'boards' as const, color: home.pick(['#6e5038', '#5a4030', '#7a5a3a']) };
  const door = doorTemplate(doc, light, { w: 3.2, h: 3.6, color: boards.color, kind: 'double' });
  const slit = windowTemplate(doc, light, { w: 0.35, h: 0.9, kind: 'single', frame: '#3a3a3a', lintel: '#6a6e72' });
  const barn: BuildingSpec = {
    ...h,
    x: h.w - 0.01,
    w: barnW,
    h: h.h + home.range(0.3, 1.2),
    openings: {
      front: [
        { x: barnW * 0.35, bottom: 0, w: 3.2, h: 3.6, id: door },
        ...[0.12, 0.75, 0.9].map((t): Opening => ({ x: barnW * t, bottom: 3.4, w: 0.35, h: 0.9, id: slit })),
      ],
      right: [{ x: 3, bottom: 0, w: 3.2, h: 3.6, id: door }],
    },
    wall: home.chance(0.5) ? h.wall : boards,
    chimneys: [],
    skylights: 0,
  };
  return { ...p, buildings: [h, barn] };
}

export function chalet(doc: Doc, light: Light, home: Rng): Property {
  const look = regional(home, 'chalet');
  const w = home.range(8, 10);
  const front = facade(doc, light, home, w, {
    floors: 2,
    floorH: 2.7,
    winW: 1.1,
    winH: 1.3,
    bays: 3,
    doorBay: 1,
    window: {
      kind: 'casement',
      frame: look.frame,
      shutters: home.pick(['#7a2e28', '#2e4a3e', '#e8e4dc']),
      sill: '#5a3a22',
    },
    door: { color: look.door, kind: 'panel' },
  });
  const balcony: Balcony = {
    x: 0.6,
    bottom: 2.8,
    w: w - 1.2,
    depth: 1.2,
    rail: 'bars',
    color: shade(look.wall.color, 0.8),
  };
  const spec: BuildingSpec = {
    x: 0,
    z: 0,
    w,
    d: home.range(9, 11),
    h: 5.6,
    wall: look.wall,
    plinth: { h: 0.9, color: '#8a857a' },
    roof: 'gableFront',
    pitch: home.range(28, 38),
    roofMat: look.roof,
    overhang: 0.9,
    openings: {
      front,
      left: facade(doc, light, home, 9, {
        floors: 2,
        floorH: 2.7,
        winW: 1,
        winH: 1.2,
        bays: 2,
        window: { kind: 'casement', frame: look.frame },
      }),
    },
    balconies: [balcony],
    chimneys: [0.5],
  };
  return { buildings: [spec], door: { x: w / 2, y: 1.2, z: 0 }, region: 'chalet' };
}
