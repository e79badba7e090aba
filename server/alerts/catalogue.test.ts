/** @jest-environment node */
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueSource } from './catalogue.ts';
import { house, makeCatalogue } from './testKit.ts';

function source(dir: string | undefined, distDir: string) {
  const logged: string[] = [];
  const reader = catalogueSource({
    ...(dir ? { dir } : {}),
    distDir,
    defaultLng: 'fr',
    log: (message) => logged.push(message),
  });
  return { reader, logged };
}

const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(file, JSON.stringify(json));
};

describe('the alerts’ catalogue', () => {
  it('reads the facts a search needs from the cards and the detail files, and what a mail shows per language', async () => {
    const catalogue = makeCatalogue();
    catalogue.publish([
      house(1),
      house(2, { CountryID: 50, Zip: '9530', City: 'Wiltz', Garages: null, ExternalParkings: 2 }),
      house(3, { PublishPrice: false, Marquee: 4, SurfaceGarden: 0, SurfaceTerrace: null, Garages: 0 }),
      house(4, { Goal: 1, Price: 950, PriceUnit: 7, WebID: 2, WebIDs: '1' }),
      house(5, { CountryID: 50, Zip: '9530', EPCLabel: 'H', SurfaceLiving: null, SurfaceGround: null, Lift: true }),
      house(6, { EPCLabel: 'A+', NewBuild: true }),
    ]);
    rmSync(path.join(catalogue.distDir, 'media', 'p4-1-600.jpg'));
    const { reader, logged } = source(catalogue.dataDir, '/nowhere');
    const read = await reader.load();
    expect(logged).toEqual([]);
    const facts = (id: number) => read!.listings.get(id)!.facts;
    expect(facts(1)).toEqual({
      id: 1,
      goal: 0,
      typeIds: [1],
      zone: '6900',
      price: 245000,
      bedrooms: 3,
      bathrooms: 1,
      garages: 1,
      livingArea: 150,
      plotArea: 500,
      epc: 'C',
      parking: true,
      terrace: true,
      garden: true,
      lift: false,
      newBuild: false,
      closed: false,
    });
    expect(facts(2)).toMatchObject({ zone: 'L-9530', garages: null, parking: true });
    expect(facts(3)).toMatchObject({ price: null, closed: true, garden: false, terrace: false, parking: false });
    expect(facts(4)).toMatchObject({ goal: 1, typeIds: [2, 1] });
    // The advanced search's facts, as the card shows them: Luxembourg's letters, finer labels, unknown areas.
    expect(facts(5)).toMatchObject({ epc: 'H', livingArea: null, plotArea: null, lift: true, newBuild: false });
    expect(facts(6)).toMatchObject({ epc: 'A+', newBuild: true, lift: false });
    expect(read!.listings.get(1)!.shown.nl).toEqual({
      type: 'Huis',
      city: 'Marche-en-Famenne',
      title: 'Huis 1 <b>&</b> jardin',
      price: { amount: 245000, from: false, unit: '' },
      path: '/nl/te-koop/marche-en-famenne/huis/1/',
      photo: '/media/p1-1-600.jpg',
    });
    // Without the large variant, the card's own thumbnail.
    expect(read!.listings.get(4)!.shown.fr).toMatchObject({
      photo: '/media/p4-1-300.jpg',
      price: { amount: 950, from: true, unit: '/ mois' },
    });
    expect(read!.listings.get(3)!.shown.en?.price.amount).toBeNull();
  });

  it('skips a malformed record with its reason, and keeps the others', async () => {
    const catalogue = makeCatalogue();
    catalogue.publish([house(1), house(2), house(3), house(4), house(5)]);
    for (const lng of ['nl', 'fr', 'en']) {
      edit(path.join(catalogue.dataDir, `catalogue.${lng}.json`), (json) => {
        const cards = json.properties as Record<string, unknown>[];
        delete cards[1]!.Zip;
        cards.push('not a listing' as unknown as Record<string, unknown>);
      });
    }
    rmSync(path.join(catalogue.dataDir, 'fr', 'property-3.json'));
    edit(path.join(catalogue.dataDir, 'fr', 'property-4.json'), (json) => {
      json.Garages = 'two';
    });
    writeFileSync(path.join(catalogue.dataDir, 'fr', 'property-5.json'), '{"ID": 5, ');
    writeFileSync(path.join(catalogue.dataDir, 'catalogue.en.json'), '[oops');
    const { reader, logged } = source(catalogue.dataDir, '/nowhere');
    const read = await reader.load();
    expect([...read!.listings.keys()]).toEqual([1]);
    expect(Object.keys(read!.listings.get(1)!.shown).sort()).toEqual(['fr', 'nl']);
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/catalogue\.en\.json is not readable JSON/),
        'alerts: catalogue.fr.json property #1 (ID 2) skipped: Zip is not a postcode',
        'alerts: catalogue.fr.json property #5 skipped: not an object',
        expect.stringMatching(/^alerts: listing 3 skipped: fr\/property-3\.json unreadable/),
        'alerts: listing 4 skipped: fr/property-4.json: Garages is not a count',
        expect.stringMatching(/^alerts: listing 5 skipped: fr\/property-5\.json unreadable/),
      ]),
    );
    // Read once per build: the same reasons are not logged again at every run.
    const count = logged.length;
    await reader.load();
    expect(logged).toHaveLength(count);
  });

  it('skips a card whose advanced-search facts are not what the list reads', async () => {
    const catalogue = makeCatalogue();
    catalogue.publish([house(1), house(2), house(3), house(4)]);
    for (const lng of ['nl', 'fr', 'en']) {
      edit(path.join(catalogue.dataDir, `catalogue.${lng}.json`), (json) => {
        const cards = json.properties as Record<string, unknown>[];
        cards[0]!.EPCLabel = 3;
        cards[1]!.SurfaceLiving = 'big';
        cards[2]!.Lift = 'yes';
      });
    }
    const { reader, logged } = source(catalogue.dataDir, '/nowhere');
    const read = await reader.load();
    expect([...read!.listings.keys()]).toEqual([4]);
    expect(logged).toEqual(
      expect.arrayContaining([
        'alerts: catalogue.fr.json property #0 (ID 1) skipped: EPCLabel is not a label',
        'alerts: catalogue.fr.json property #1 (ID 2) skipped: SurfaceLiving is not an amount',
        'alerts: catalogue.fr.json property #2 (ID 3) skipped: Lift is not a boolean',
      ]),
    );
  });

  it('without a directory named, reads the newest build under dist/data; with no build, nothing', async () => {
    const catalogue = makeCatalogue();
    catalogue.publish([house(1)]);
    const older = path.join(catalogue.distDir, 'data', 'build0000');
    mkdirSync(older);
    writeFileSync(path.join(older, 'catalogue.fr.json'), JSON.stringify({ properties: [] }));
    utimesSync(path.join(older, 'catalogue.fr.json'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    const read = await source(undefined, catalogue.distDir).reader.load();
    expect(read?.dir).toBe(catalogue.dataDir);
    expect([...read!.listings.keys()]).toEqual([1]);
    expect(await source(undefined, path.join(catalogue.distDir, 'nothing-here')).reader.load()).toBeNull();
  });
});
