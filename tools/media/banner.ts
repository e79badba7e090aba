/**
 * The home page banner: three wide views of the region (spec section 2, a gallery banner),
 * drawn with the same scenes as the listing photographs but composed for a 16:9 banner.
 * Seeded by name like every drawn image, so the files are the same from run to run.
 *
 *   banner-1  a village street of the Famenne (stone houses along the road)
 *   banner-2  an Ardennes house with its garden
 *   banner-3  the valley seen from a height
 */
import type { Entry } from './catalog.ts';
import { shot } from './frame.ts';
import { landscape } from './land.ts';
import { site } from './outdoor.ts';
import { house } from './specs.ts';
import { streetScene } from './street.ts';
import { townProperty, type TownProperty } from './town.ts';
import { nth } from './rng.ts';

export const BANNER_NAMES = ['banner-1', 'banner-2', 'banner-3'] as const;

export function bannerImages(): Entry[] {
  return [
    {
      name: 'banner-1',
      aspect: 'cinema',
      render: () => {
        const s = shot('banner-1', 'cinema', 'banner-village');
        const t = townProperty(s.doc, s.light, s.home, 'namur') as TownProperty;
        const extras = t.extras;
        return streetScene(s, {
          subject: nth(t.buildings, 0),
          extras: extras ? (cam) => extras(s.doc, cam, s.light, s.rng) : undefined,
          along: true,
        });
      },
    },
    {
      name: 'banner-2',
      aspect: 'cinema',
      render: () => {
        const s = shot('banner-2', 'cinema', 'banner-house');
        return site(s, house(s.doc, s.light, s.home, 'ardennes'), { front: 'hedge', mow: true, dist: 1.6 });
      },
    },
    {
      name: 'banner-3',
      aspect: 'cinema',
      // The seed was picked among a few for its open view over the hills.
      render: () => landscape(shot('valley-e', 'cinema', 'valley-e'), 'valley'),
    },
  ];
}
