/** @jest-environment node */
/**
 * The CRM client against the test CRM over HTTP on 127.0.0.1: what it reads (every page, one
 * language per call, the changes since a date, deletions, pictures, projects, types, towns) is
 * compared with what the test CRM holds, and the requests it made with what the API expects.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { CitiesFile, Property, PropertyType } from '../../src/domain/catalogue/schema.ts';
import { formatCrmDateTime } from '../../server/crm/dates.ts';
import { generatedSource } from './generated.ts';
import { newListing } from './listing.ts';
import { clientOf, manualClock, MINUTE, pagesAsked, startCrm, type Clock } from './kit.ts';
import type { TestCrm } from './server.ts';
import { SNAPSHOT_DIR } from './snapshotSource.ts';

const snapshot = <T>(file: string): T => JSON.parse(readFileSync(path.join(SNAPSHOT_DIR, file), 'utf8')) as T;
const withoutLanguage = <T extends { language: string }>({ language: _language, ...rest }: T) => rest;

describe('a catalogue of 120 listings', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startCrm(manualClock(), generatedSource(120));
  });
  afterAll(() => crm.close());

  test('is read in three pages of at most 50, each page asked once, in each language', async () => {
    const { client } = clientOf(crm);
    const fr = await client.properties('fr');
    expect(pagesAsked(crm, 'GetPropertyList')).toEqual(['1-50', '51-100', '101-150']);
    expect(fr.map((p) => p.ID)).toEqual(crm.catalogue.properties('fr').map((p) => p.ID));
    expect(new Set(fr.map((p) => p.ID)).size).toBe(120);
    expect(crm.calls.map((c) => c.params.LanguageId)).toEqual([2, 2, 2]);

    const nl = await client.properties('nl');
    expect(nl).toHaveLength(120);
    expect(crm.calls.slice(3).map((c) => [c.params.LanguageId, c.params.Limit1, c.params.Limit2])).toEqual([
      [1, 1, 50],
      [1, 51, 100],
      [1, 101, 150],
    ]);
    expect(nl[0]?.CountryName).toBe('België');
    expect(fr[0]?.CountryName).toBe('Belgique');
  });
});

describe('the committed snapshot', () => {
  let clock: Clock;
  let crm: TestCrm;
  beforeEach(async () => {
    clock = manualClock();
    crm = await startCrm(clock);
  });
  afterEach(() => crm.close());

  test('every listing, with absolute picture URLs on the CRM, the same facts as the snapshot', async () => {
    const { client } = clientOf(crm);
    const listings = await client.properties('fr');
    const expected = snapshot<Property[]>('fr/properties.json');
    expect(listings.map((p) => p.ID)).toEqual(expected.map((p) => p.ID));
    const first = listings[0]!;
    expect(first.Price).toBe(expected[0]!.Price);
    expect(first.LastChangedDate).toBe(formatCrmDateTime(clock.now()));
    expect(first.SmallPictureItem.Url).toBe(`${crm.url}/pictures/${expected[0]!.SmallPictureItem.Name}.svg`);
    expect(first.Pictures.map((p) => p.Url)).toEqual(
      expected[0]!.Pictures.map((p) => `${crm.url}/pictures/${p.Name}.svg`),
    );
    expect(first).not.toHaveProperty('language');
    expect(crm.calls[0]?.params).toMatchObject({ CustomerName: 'immo-famenne', LanguageId: 2, Limit1: 1, Limit2: 50 });
  });

  test('a field the site does not use is dropped, not refused', async () => {
    const { client } = clientOf(crm);
    crm.fail({ kind: 'malformed', endpoint: 'GetProperty', field: 'XLargePictureItems', value: [{ Url: 'x' }] });
    const listing = await client.property('fr', 120);
    expect(listing?.ID).toBe(120);
    expect(listing).not.toHaveProperty('XLargePictureItems');
  });

  test('filters: goal, types, marquees left out', async () => {
    const { client } = clientOf(crm);
    const all = snapshot<Property[]>('en/properties.json');
    const rent = await client.properties('en', { goal: 1 });
    expect(rent.map((p) => p.ID)).toEqual(all.filter((p) => p.Goal === 1).map((p) => p.ID));
    const apartments = await client.properties('en', { webIds: [4] });
    expect(apartments.map((p) => p.ID)).toEqual(all.filter((p) => p.WebIDs.split(',').includes('4')).map((p) => p.ID));
    const onTheMarket = await client.properties('en', { skipMarquees: [4, 5] });
    expect(onTheMarket.map((p) => p.ID)).toEqual(
      all.filter((p) => p.Marquee !== 4 && p.Marquee !== 5).map((p) => p.ID),
    );
    expect(crm.calls.map((c) => c.params.WebIDs ?? c.params.SkipMarqueeList ?? c.params.Goal)).toEqual([1, '4', '4,5']);
  });

  test('ChangeSince: only what changed at or after the date, new listings included', async () => {
    const { client } = clientOf(crm);
    const loaded = clock.now();
    clock.advance(60 * MINUTE);
    crm.catalogue.change(120, { Price: 315000 });
    const since = clock.now() - 30 * MINUTE;
    const changed = await client.properties('fr', { changeSince: since });
    expect(changed.map((p) => [p.ID, p.Price, p.LastChangedDate])).toEqual([
      [120, 315000, formatCrmDateTime(clock.now())],
    ]);
    expect(crm.calls[0]?.params.ChangeSince).toBe(formatCrmDateTime(since));

    clock.advance(60 * MINUTE);
    crm.catalogue.add(newListing(crm.catalogue, { ID: 9001, Zip: '5000', Price: 265000 }));
    const later = await client.properties('nl', { changeSince: clock.now() - MINUTE });
    expect(later.map((p) => [p.ID, p.City, p.Price])).toEqual([[9001, 'Namen', 265000]]);
    expect(await client.properties('fr', { changeSince: loaded })).toHaveLength(28);
    expect(await client.properties('fr', { changeSince: clock.now() + 1000 })).toEqual([]);
  });

  test('deleted IDs since a date, and the listing gone from the list', async () => {
    const { client } = clientOf(crm);
    clock.advance(10 * MINUTE);
    crm.catalogue.remove(134);
    const deletedAt = clock.now();
    clock.advance(10 * MINUTE);
    crm.catalogue.remove(175);
    expect(await client.deletedPropertyIds(deletedAt - MINUTE)).toEqual([134, 175]);
    expect(await client.deletedPropertyIds(deletedAt + MINUTE)).toEqual([175]);
    expect(await client.deletedPropertyIds()).toEqual([134, 175]);
    expect(crm.calls[0]?.params).not.toHaveProperty('LanguageId');
    const ids = (await client.properties('en')).map((p) => p.ID);
    expect(ids).not.toContain(134);
    expect(ids).toHaveLength(25);
    expect(await client.property('en', 134)).toBeNull();
  });

  test('a sold listing carries the sold marquee in each language', async () => {
    const { client } = clientOf(crm);
    crm.catalogue.sell(120);
    crm.catalogue.sell(299);
    expect(await client.property('fr', 120)).toMatchObject({ Marquee: 4, MarqueeName: 'Vendu' });
    expect(await client.property('nl', 120)).toMatchObject({ Marquee: 4, MarqueeName: 'Verkocht' });
    expect(await client.property('en', 299)).toMatchObject({ Goal: 1, Marquee: 5, MarqueeName: 'Let' });
  });

  test('pictures of a listing and of a project, served by the CRM byte for byte', async () => {
    const { client } = clientOf(crm);
    const pictures = await client.propertyPictures('fr', 120);
    expect(pictures.map((p) => p.Url)).toEqual([1, 2, 3, 4].map((n) => `${crm.url}/pictures/p120-${n}.svg`));
    const answer = await fetch(pictures[0]!.Url);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(readFileSync(path.join(SNAPSHOT_DIR, 'media/p120-1.svg')));
    expect(pagesAsked(crm, 'GetPropertyPictureList')).toEqual(['1-50']);
    expect(crm.calls[0]?.params.ObjectID).toBe(120);

    const project = await client.projectPictures('en', 2);
    expect(project.map((p) => p.Name)).toEqual(['pr2-1', 'pr2-2', 'pr2-3', 'pr2-4']);
  });

  test('a listing added with JPEG photos: their URLs end in .jpg and give the same bytes', async () => {
    const { client } = clientOf(crm);
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#7a8b99' } })
      .jpeg()
      .toBuffer();
    const pictures = [1, 2, 3, 4].map(() => ({ type: 'image/jpeg' as const, bytes: jpeg, width: 600, height: 400 }));
    crm.catalogue.add(newListing(crm.catalogue, { ID: 9002, Zip: '5000', Price: 289000, pictures }));
    const listing = await client.property('fr', 9002);
    expect(listing?.City).toBe('Namur');
    expect(listing?.SmallPictureItem).toMatchObject({
      Url: `${crm.url}/pictures/p9002-1.jpg`,
      Width: 300,
      Height: 200,
    });
    const answer = await fetch(listing!.Pictures[3]!.Url);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(jpeg);
  });

  test('projects, types with their counts and towns per goal, as the snapshot has them', async () => {
    const { client } = clientOf(crm);
    const projects = await client.projects('fr');
    expect(projects.map((p) => p.ID)).toEqual(snapshot<{ ID: number }[]>('fr/projects.json').map((p) => p.ID));
    expect(projects[0]?.SmallPicture.Url).toBe(`${crm.url}/pictures/pr2-1.svg`);
    expect((await client.project('nl', 2))?.Name).toBeTruthy();
    expect(await client.project('nl', 999)).toBeNull();
    for (const lng of ['nl', 'fr', 'en'] as const) {
      expect(await client.types(lng)).toEqual(snapshot<PropertyType[]>(`${lng}/types.json`).map(withoutLanguage));
      const cities = snapshot<CitiesFile>(`${lng}/cities.json`);
      expect(await client.cities(lng)).toEqual(cities.all.map(withoutLanguage));
      expect(await client.cities(lng, 0)).toEqual(cities.sale.map(withoutLanguage));
      expect(await client.cities(lng, 1)).toEqual(cities.rent.map(withoutLanguage));
    }
    const byIds = await client.propertiesByIds('fr', [175, 120]);
    expect(byIds.map((p) => p.ID).sort()).toEqual([120, 175]);
    expect(crm.calls.find((c) => c.endpoint === 'GetPropertiesByIDs')?.params.IDs).toBe('175,120');
  });
});
