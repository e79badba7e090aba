/** Town properties for street photographs: terraced houses, shops, blocks of flats. */
import { type Camera, v3 } from './camera.ts';
import type { Balcony, BuildingSpec, Opening } from './building.ts';
import { shade } from './color.ts';
import { facade } from './houses.ts';
import type { Light } from './light.ts';
import { BRICKS, RENDERS } from './material.ts';
import { doorTemplate, shopTemplate, windowTemplate } from './openings.ts';
import type { Rng } from './rng.ts';
import { box, drawPlane } from './solid.ts';
import type { Property } from './specs.ts';
import { type Doc, rect, tag } from './svg.ts';

export type TownKind = 'namur' | 'flemish' | 'investment' | 'shop' | 'artdeco' | 'small' | 'studio' | 'city';

export interface TownProperty extends Property {
  extras?: (doc: Doc, cam: Camera, light: Light, rng: Rng) => string;
}

export function townProperty(doc: Doc, light: Light, home: Rng, kind: TownKind): TownProperty {
  const blue = '#5d6268';
  const brick = { kind: 'brick' as const, color: home.pick(BRICKS) };
  const white = home.pick(['#f2f0ea', '#f4f4f2']);
  const floorH = kind === 'artdeco' ? 3.3 : 3.0;
  const cfg: Record<
    TownKind,
    { w: number; floors: number; roof: 'gable' | 'flat'; wall: BuildingSpec['wall']; bays: number }
  > = {
    namur: { w: home.range(5, 5.8), floors: 3, roof: 'gable', wall: brick, bays: 2 },
    flemish: { w: home.range(5.5, 6.5), floors: 2, roof: 'gable', wall: brick, bays: 2 },
    investment: { w: home.range(9, 11), floors: 3, roof: home.pick(['gable', 'flat'] as const), wall: brick, bays: 4 },
    shop: {
      w: home.range(7, 9),
      floors: home.int(2, 3),
      roof: 'gable',
      wall: { kind: 'render', color: home.pick(RENDERS) },
      bays: 3,
    },
    artdeco: {
      w: home.range(9, 11),
      floors: 5,
      roof: 'flat',
      wall: { kind: 'render', color: home.pick(['#e8dcc4', '#e4d8c0', '#ece2cc']) },
      bays: 3,
    },
    small: {
      w: home.range(10, 13),
      floors: 3,
      roof: 'flat',
      wall: home.chance(0.5) ? brick : { kind: 'render', color: home.pick(RENDERS) },
      bays: 4,
    },
    studio: {
      w: home.range(11, 14),
      floors: 4,
      roof: 'flat',
      wall: { kind: 'brick', color: home.pick(['#b8b0a4', '#a8644a', '#d8d0c4']), color2: '#9a948a' },
      bays: 5,
    },
    city: {
      w: home.range(14, 18),
      floors: home.int(5, 6),
      roof: 'flat',
      wall: { kind: 'render', color: home.pick(RENDERS) },
      bays: 5,
    },
  };
  const c = cfg[kind];
  const frame = kind === 'studio' || kind === 'small' || kind === 'city' ? '#2f3236' : white;
  const window = {
    kind:
      kind === 'artdeco'
        ? ('grid' as const)
        : kind === 'namur'
          ? ('tall' as const)
          : kind === 'flemish'
            ? ('cross' as const)
            : ('casement' as const),
    frame,
    sill: '#9a9690',
    lintel: kind === 'namur' || kind === 'investment' ? blue : undefined,
    curtain: home.chance(0.6) ? '#efe8dc' : undefined,
  };
  let front: Opening[] = facade(doc, light, home, c.w, {
    floors: c.floors,
    floorH,
    winW: kind === 'city' ? 2 : home.pick([1.1, 1.2, 1.3]),
    winH: kind === 'artdeco' ? 2.0 : 1.7,
    bays: c.bays,
    doorBay: kind === 'shop' ? undefined : kind === 'investment' ? 0 : home.int(0, c.bays - 1),
    window,
    door: {
      color: home.pick(['#2e3e52', '#5a2a24', '#1f3a30', '#2e3236', '#6b4a32']),
      kind: kind === 'artdeco' ? 'double' : home.pick(['panel', 'glass'] as const),
      transom: kind !== 'small' && kind !== 'studio',
    },
  });
  if (kind === 'investment') {
    // A second entrance for the upper flats.
    const bw = c.w / c.bays;
    front = front.filter((o) => !(o.bottom < 1 && o.x > bw * 3));
    front.push({
      x: bw * 3.5 - 0.5,
      bottom: 0.12,
      w: 1,
      h: 2.7,
      id: doorTemplate(doc, light, { w: 1, h: 2.7, color: '#2e3236', kind: 'glass', transom: true }),
    });
  }
  let extras: TownProperty['extras'];
  if (kind === 'shop') {
    front = front.filter((o) => o.bottom > 1);
    const sw = c.w - 1.2;
    front.push({
      x: 0.6,
      bottom: 0.15,
      w: sw,
      h: 2.9,
      id: shopTemplate(doc, light, home, sw, 2.9, home.pick(['#2f3236', '#1f3a30', '#5a2a24', '#2e3e52'])),
    });
    const canvas = home.pick(['#2e4a3e', '#7a2e28', '#2e3e52', '#c8a040', '#3a3c40']);
    const stripes = home.chance(0.5);
    extras = (d, cam, l, r) => {
      const pl = { o: v3(0.5, 2.55, -1.4), u: v3(1, 0, 0), v: v3(0, 0.42, 0.91), w: c.w - 1, h: 1.55 };
      let detail = '';
      if (stripes) for (let x = 0; x < pl.w; x += 0.5) detail += rect(x, 0, 0.25, pl.h, { fill: '#f2efe6' });
      const top = drawPlane(d, cam, l, r, pl, { material: { kind: 'flat', color: canvas }, detail });
      const valance = drawPlane(
        d,
        cam,
        l,
        r,
        { o: v3(0.5, 2.3, -1.4), u: v3(1, 0, 0), v: v3(0, 1, 0), w: c.w - 1, h: 0.25 },
        { material: { kind: 'flat', color: shade(canvas, 0.9) }, detail },
      );
      const fascia = drawPlane(
        d,
        cam,
        l,
        r,
        { o: v3(0.3, 3.1, -0.05), u: v3(1, 0, 0), v: v3(0, 1, 0), w: c.w - 0.6, h: 0.5 },
        { material: { kind: 'flat', color: shade(canvas, 0.8) } },
      );
      return fascia + top + valance;
    };
  }
  const balconies: Balcony[] = [];
  if (kind === 'small' || kind === 'city') {
    const bw = c.w / c.bays;
    for (let f = 1; f < c.floors; f++) {
      for (let b = 0; b < c.bays; b += kind === 'city' ? 1 : 2) {
        balconies.push({
          x: bw * b + 0.2,
          bottom: f * floorH + 0.05,
          w: bw - 0.4,
          depth: kind === 'city' ? 1.5 : 1.1,
          rail: home.chance(0.5) ? 'glass' : 'bars',
          color: kind === 'city' ? '#9fb4c0' : '#3a3c40',
        });
      }
    }
  }
  if (kind === 'artdeco') {
    const bayW = c.w * 0.36;
    const bx = (c.w - bayW) / 2;
    const y0 = floorH + 0.2;
    const y1 = c.floors * floorH;
    const win = windowTemplate(doc, light, { w: bayW - 0.8, h: 1.9, kind: 'grid', frame: white, sill: '#c8c0b0' });
    let det = '';
    for (let f = 1; f < c.floors; f++) det += tag('use', { href: `#${win}`, x: 0.4, y: y1 - (f * floorH + 0.8) - 1.9 });
    front = front.filter((o) => !(o.x + o.w > bx && o.x < bx + bayW && o.bottom > 1));
    extras = (d, cam, l, r) =>
      box(d, cam, l, r, [bx, y0, -0.7, bx + bayW, y1, 0], c.wall, {
        detail: { front: det },
        faces: ['front', 'left', 'right', 'bottom', 'top'],
      });
  }
  const spec: BuildingSpec = {
    x: 0,
    z: 0,
    w: c.w,
    d: home.range(10, 13),
    h: c.floors * floorH + 0.4,
    wall: c.wall,
    plinth: { h: kind === 'shop' ? 0.15 : 0.6, color: blue },
    roof: c.roof,
    pitch: home.range(38, 48),
    roofMat: { kind: 'slate', color: home.pick(['#3d434b', '#454a52']) },
    overhang: c.roof === 'flat' ? 0 : 0.3,
    openings: { front },
    chimneys: c.roof === 'gable' ? [home.range(0.2, 0.8)] : [],
    balconies,
    bands:
      kind === 'artdeco'
        ? Array.from({ length: c.floors - 1 }, (_, i) => (i + 1) * floorH)
        : kind === 'namur' || kind === 'investment'
          ? [floorH]
          : undefined,
    skylights: kind === 'flemish' ? 1 : 0,
  };
  return { buildings: [spec], door: { x: c.w / 2, y: 1.3, z: 0 }, region: 'brick', extras };
}
