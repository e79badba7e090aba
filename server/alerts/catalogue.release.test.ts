/** @jest-environment node */
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { catalogueSource } from './catalogue.ts';
import { house, makeCatalogue } from './testKit.ts';
import type { ReleaseSnapshot } from '../release/types.ts';

const LANGUAGES = ['nl', 'fr', 'en'];

describe('the alerts’ catalogue on a release', () => {
  it('reads the overlay’s files before the base’s, and again when the release changes', async () => {
    const base = makeCatalogue();
    base.publish([house(1), house(2)]);
    // The release's files: a catalogue with the house 3 added and the house 2 removed.
    const next = makeCatalogue();
    next.publish([house(1), house(3)]);
    const overlayDir = path.join(path.dirname(base.distDir), 'releases', 'r1');
    const files = new Map<string, string>();
    for (const lng of LANGUAGES) {
      for (const file of [`data/build0001/catalogue.${lng}.json`, `data/build0001/${lng}/property-3.json`]) {
        mkdirSync(path.dirname(path.join(overlayDir, file)), { recursive: true });
        cpSync(path.join(next.distDir, file), path.join(overlayDir, file));
        files.set(file, overlayDir);
      }
    }
    const hidden = new Set(LANGUAGES.map((lng) => `data/build0001/${lng}/property-2.json`));
    const onBase: Pick<ReleaseSnapshot, 'overlayDir' | 'files' | 'hidden' | 'version'> = {
      overlayDir: null,
      files: new Map(),
      hidden: new Set(),
      version: 0,
    };
    let release = onBase;
    const logged: string[] = [];
    const reader = catalogueSource({
      distDir: base.distDir,
      defaultLng: 'fr',
      release: () => release,
      log: (message) => logged.push(message),
    });
    expect([...(await reader.load())!.listings.keys()].sort()).toEqual([1, 2]);
    release = { overlayDir, files, hidden, version: 1 };
    expect([...(await reader.load())!.listings.keys()].sort()).toEqual([1, 3]);
    expect(logged).toEqual([]);
    // Its photo is the base's 600 px JPEG only where the base or the overlay has one.
    expect((await reader.load())!.listings.get(3)!.shown.fr!.photo).toBe('/media/p3-1-300.jpg');
    release = onBase;
    expect([...(await reader.load())!.listings.keys()].sort()).toEqual([1, 2]);
  });
});
