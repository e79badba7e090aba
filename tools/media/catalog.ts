/**
 * Every photograph the site needs: for listing N the names p{N}-1..4 (1 is the exterior
 * matching the type), for project N pr{N}-1..4. Each listing names its property and, photo
 * by photo, the frame ("wide" 3:2, "cinema" 16:9, "portrait" 3:4) and what the camera sees.
 */
import { block, garages, newRow } from './blocks.ts';
import { type Aspect, shot, type Shot } from './frame.ts';
import { bathroom, studio } from './bath.ts';
import { bedroom, kitchenRoom, livingRoom, type Style } from './interior.ts';
import { carPark, garageInterior, meetingRoom, office, shopInterior } from './interior2.ts';
import { balconyView, type Land, landscape, woods } from './land.ts';
import { site, type SiteOptions } from './outdoor.ts';
import { nth } from './rng.ts';
import { chalet, farm, house, type Property, villa } from './specs.ts';
import { streetScene } from './street.ts';
import { townProperty, type TownProperty } from './town.ts';
import { detail, garden } from './views.ts';

export interface Entry {
  name: string;
  aspect: Aspect;
  render: () => string;
}

type Draw = (s: Shot, property: () => Property) => string;

const ext =
  (o: SiteOptions = {}): Draw =>
  (s, p) =>
    site(s, p(), o);

const street =
  (along: boolean): Draw =>
  (s, p) => {
    const t = p() as TownProperty;
    const extras = t.extras;
    return streetScene(s, {
      subject: nth(t.buildings, 0),
      extras: extras ? (cam) => extras(s.doc, cam, s.light, s.rng) : undefined,
      along,
    });
  };

const styled = (f: (s: Shot, style: Style) => string) => (style: string) => (s: Shot) => f(s, style as Style);

/** What each photo word means. Words with a ":" take an argument (a style, a land view, a height). */
const PHOTOS: Record<string, (arg: string) => Draw> = {
  ext: () => ext(),
  villa: () => ext({ mow: true, drive: false, rural: false, dist: 1.1 }),
  farm: () => ext({ front: 'wires', drive: false }),
  woods: () => ext({ woods: true, front: 'none' }),
  office: () => ext({ parking: 4, front: 'none', rural: false }),
  garages: () => ext({ parking: 0, front: 'none', rural: false, backTrees: 3, dist: 1 }),
  forecourt: () => ext({ parking: 1, front: 'none', rural: false, dist: 1.8 }),
  parking: () => ext({ parking: 3, front: 'none' }),
  new: () => ext({ young: true }),
  block: () => ext({ young: true, front: 'none' }),
  town: () => ext({ young: true, front: 'none', rural: false }),
  garden: () => ext({ young: true, front: 'hedge' }),
  site: () => ext({ young: true, front: 'hedge', dist: 2.1 }),
  street: () => street(false),
  along: () => street(true),
  yard: () => (s, p) => garden(s, p()),
  door: () => (s, p) => detail(s, p(), 'door'),
  window: () => (s, p) => detail(s, p(), 'window'),
  facade: () => (s, p) => detail(s, p(), 'facade'),
  living: styled(livingRoom),
  kitchen: styled(kitchenRoom),
  bedroom: styled(bedroom),
  bathroom: styled(bathroom),
  studio: () => studio,
  workspace: () => office,
  meeting: () => meetingRoom,
  shop: () => shopInterior,
  box: () => garageInterior,
  carpark: () => carPark,
  forest: () => woods,
  land: (kind) => (s) => landscape(s, kind as Land),
  balcony: (height) => (s) => balconyView(s, Number(height), false),
  terrace: (height) => (s) => balconyView(s, Number(height), true),
};

type Make = (s: Shot) => Property;

const houseOf =
  (region: Parameters<typeof house>[3], o?: Parameters<typeof house>[4]): Make =>
  (s) =>
    house(s.doc, s.light, s.home, region, o);
const blockOf =
  (kind: Parameters<typeof block>[3], o?: Parameters<typeof block>[4]): Make =>
  (s) =>
    block(s.doc, s.light, s.home, kind, o);
const townOf =
  (kind: Parameters<typeof townProperty>[3]): Make =>
  (s) =>
    townProperty(s.doc, s.light, s.home, kind);

const LISTINGS: [string, Make, string][] = [
  ['p120', houseOf('ardennes'), 'wide ext, wide living:rustic, wide kitchen:rustic, wide yard'],
  ['p134', (s) => villa(s.doc, s.light, s.home), 'cinema villa, wide living:modern, wide yard, wide kitchen:modern'],
  [
    'p147',
    (s) => farm(s.doc, s.light, s.home),
    'wide farm, cinema land:meadow, wide living:rustic, wide kitchen:rustic',
  ],
  ['p162', townOf('namur'), 'wide street, portrait living:classic, wide kitchen:classic, cinema along'],
  ['p175', townOf('city'), 'wide street, wide living:modern, wide bedroom:modern, wide balcony:12'],
  ['p188', houseOf('modern'), 'wide land:meadow, cinema land:edge, wide land:valley, wide land:lane'],
  ['p203', townOf('investment'), 'wide street, wide living:classic, wide kitchen:modern, cinema along'],
  ['p219', townOf('shop'), 'wide street, wide shop, cinema along, wide meeting'],
  ['p236', townOf('flemish'), 'cinema street, wide living:classic, portrait bedroom:classic, wide yard'],
  ['p251', townOf('artdeco'), 'wide street, wide living:artdeco, portrait bathroom:artdeco, wide door'],
  ['p267', houseOf('render'), 'wide ext, wide kitchen:classic, wide bathroom:modern, wide yard'],
  ['p284', houseOf('tile'), 'cinema ext, wide living:classic, wide bedroom:classic, wide window'],
  ['p299', townOf('small'), 'wide street, wide living:modern, wide kitchen:modern, portrait bedroom:modern'],
  ['p312', townOf('studio'), 'wide street, wide studio, portrait bathroom:modern, cinema along'],
  ['p328', blockOf('office'), 'wide office, wide workspace, wide meeting, wide facade'],
  ['p341', (s) => garages(s.doc, s.light, s.home), 'cinema garages, wide box, wide forecourt, wide door'],
  ['p357', (s) => chalet(s.doc, s.light, s.home), 'wide woods, wide living:rustic, wide bedroom:rustic, cinema forest'],
  ['p370', blockOf('modern', { floors: 4 }), 'wide town, wide living:modern, wide kitchen:modern, wide balcony:9'],
  ['p402', blockOf('modern'), 'wide block, wide living:modern, wide kitchen:modern, portrait bedroom:modern'],
  [
    'p415',
    blockOf('terraces', { floors: 5 }),
    'cinema block, wide living:modern, wide terrace:15, wide bathroom:modern',
  ],
  ['p428', blockOf('modern'), 'wide parking, wide carpark, cinema carpark, wide box'],
  ['p456', houseOf('modern', { roof: 'gable' }), 'wide new, wide living:modern, wide kitchen:modern, wide yard'],
  [
    'p471',
    houseOf('modern', { roof: 'gable' }),
    'cinema new, wide kitchen:modern, wide bedroom:modern, portrait bathroom:modern',
  ],
  ['p503', blockOf('terraces'), 'wide town, wide living:modern, wide balcony:6, wide bedroom:modern'],
  ['p518', townOf('city'), 'wide street, wide living:modern, wide kitchen:modern, wide terrace:12'],
  ['p587', blockOf('garden', { floors: 3 }), 'wide garden, wide living:modern, wide kitchen:modern, wide yard'],
  ['p611', blockOf('garden', { floors: 3 }), 'cinema garden, wide studio, portrait bathroom:modern, wide yard'],
  ['pr2', blockOf('modern', { floors: 4 }), 'wide block, wide living:modern, cinema site, wide facade'],
  ['pr4', (s) => newRow(s.doc, s.light, s.home), 'cinema block, wide living:modern, wide yard, wide facade'],
  ['pr6', blockOf('terraces', { floors: 4 }), 'wide town, wide living:modern, cinema site, wide balcony:9'],
  ['pr8', blockOf('garden', { floors: 3 }), 'wide garden, wide living:modern, cinema yard, wide facade'],
];

export function catalog(): Entry[] {
  const out: Entry[] = [];
  for (const [listing, make, photos] of LISTINGS) {
    photos.split(', ').forEach((photo, i) => {
      const [aspect = '', what = ''] = photo.split(' ');
      const [word = '', arg = ''] = what.split(':');
      const draw = PHOTOS[word];
      if (!draw) throw new Error(`${listing}: unknown photo "${what}"`);
      const name = `${listing}-${i + 1}`;
      out.push({
        name,
        aspect: aspect as Aspect,
        render: () => {
          const s = shot(name, aspect as Aspect, listing);
          return draw(arg)(s, () => make(s));
        },
      });
    });
  }
  return out;
}
