/** @jest-environment node */
/**
 * The test CRM itself: its generated catalogue is one the site's snapshot check accepts (so a
 * benchmark sync of it measures a publishable catalogue), its paging is Omnicasa's (50 rows at
 * most), and its control API drives it from another process as tests do in-process.
 */
import path from 'node:path';
import sharp from 'sharp';
import type { Lng } from '../../src/config/languages.ts';
import { checkCatalogue, type CatalogueFiles } from '../../publisher/snapshot/catalogueCheck.ts';
import { checkAcrossLanguages } from '../../publisher/snapshot/crossLanguage.ts';
import { imageSizes } from '../../publisher/media/media.ts';
import { propertiesFileSchema } from '../../src/domain/catalogue/schema.ts';
import { TestCrmCatalogue } from './catalogue.ts';
import { generatedSource } from './generated.ts';
import { clientOf, CUSTOMER, manualClock, PASSWORD, startCrm } from './kit.ts';
import { SNAPSHOT_DIR } from './snapshotSource.ts';

// A generated catalogue of 2,000 listings read over HTTP and checked: 3 s on a loaded machine,
// so a limit for one five times slower with room to spare.
jest.setTimeout(60_000);

/** What a sync would write for one language, in the snapshot's own shapes. */
function snapshotFiles(catalogue: TestCrmCatalogue, lng: Lng): CatalogueFiles {
  const city = (c: ReturnType<TestCrmCatalogue['citiesOf']>[number]) => ({ ...c, language: lng });
  return {
    properties: catalogue.properties(lng).map((p) => ({ ...p, language: lng })),
    projects: catalogue.projectsOf(lng).map((p) => ({ ...p, language: lng })),
    types: catalogue.typesOf(lng).map((t) => ({ ...t, language: lng })),
    cities: {
      all: catalogue.citiesOf(lng).map(city),
      sale: catalogue.citiesOf(lng, 0).map(city),
      rent: catalogue.citiesOf(lng, 1).map(city),
      neighbourhoods: [],
    },
  };
}

test('a generated catalogue of 2,000 listings passes the snapshot check in every language', async () => {
  const catalogue = new TestCrmCatalogue(generatedSource(2000));
  const drawings = await imageSizes(path.join(SNAPSHOT_DIR, 'media'));
  const template = drawings.get('p120-1')!;
  const media = new Map(drawings);
  for (const p of catalogue.properties('fr')) for (const picture of p.Pictures) media.set(picture.Name, template);
  const catalogues = new Map<string, CatalogueFiles>();
  for (const lng of catalogue.languages) {
    const files = snapshotFiles(catalogue, lng);
    expect(propertiesFileSchema.safeParse(files.properties).error).toBeUndefined();
    expect(checkCatalogue(files, { lng, media, publicFileExists: () => true })).toEqual([]);
    catalogues.set(lng, files);
  }
  expect(checkAcrossLanguages(catalogues, 'fr')).toEqual([]);
  expect(catalogues.get('nl')!.properties).toHaveLength(2000);
  const names = catalogue.properties('en').flatMap((p) => p.Pictures.map((picture) => picture.Name));
  expect(new Set(names).size).toBe(8000);
  const [a, b] = [catalogue.pictures.read('g120-1.svg'), catalogue.pictures.read('g123-1.svg')];
  expect(a?.bytes.equals(b!.bytes)).toBe(false);
});

test('at most 50 rows a page, whatever Limit2 asks; an unknown endpoint is a 404', async () => {
  const crm = await startCrm(manualClock(), generatedSource(120));
  try {
    const ask = (endpoint: string, params: object) =>
      fetch(
        `${crm.url}/OmnicasaService.svc/${endpoint}Json?json=${encodeURIComponent(
          JSON.stringify({ CustomerName: CUSTOMER, customerPassword: PASSWORD, LanguageId: 3, ...params }),
        )}`,
      );
    const answer = (await (await ask('GetPropertyList', { Limit1: 11, Limit2: 500 })).json()) as {
      GetPropertyListJsonResult: { Value: { From: number; To: number; RowsCount: number; Items: unknown[] } };
    };
    const { From, To, RowsCount, Items } = answer.GetPropertyListJsonResult.Value;
    expect({ From, To, RowsCount, rows: Items.length }).toEqual({ From: 11, To: 60, RowsCount: 120, rows: 50 });
    expect((await ask('GetSomethingElse', {})).status).toBe(404);
    expect(crm.calls.map((c) => c.params)).not.toContainEqual(expect.objectContaining({ customerPassword: PASSWORD }));
  } finally {
    await crm.close();
  }
});

test('the control API: add with JPEG photos, change the price, sell, delete, fail on demand', async () => {
  const crm = await startCrm(manualClock());
  const control = (method: string, route: string, body?: unknown) =>
    fetch(`${crm.url}/control/${route}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
  try {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    const picture = { type: 'image/jpeg', base64: jpeg.toString('base64'), width: 800, height: 600 };
    const added = await control('POST', 'listings', {
      ID: 9100,
      Zip: '5000',
      Price: 279000,
      pictures: [1, 2, 3, 4].map(() => picture),
    });
    expect(added.status).toBe(201);
    const { client } = clientOf(crm);
    expect(await client.property('fr', 9100)).toMatchObject({
      City: 'Namur',
      Price: 279000,
      SmallPictureItem: { Height: 225 },
    });
    expect((await control('PATCH', 'listings/9100', { Price: 265000 })).status).toBe(200);
    expect((await client.property('en', 9100))?.Price).toBe(265000);
    expect((await control('POST', 'listings/9100/sell')).status).toBe(200);
    expect(await client.property('nl', 9100)).toMatchObject({ Marquee: 4, MarqueeName: 'Verkocht' });
    expect((await control('DELETE', 'listings/9100')).status).toBe(200);
    expect(await client.deletedPropertyIds()).toEqual([9100]);
    expect(((await (await control('GET', 'state')).json()) as { deleted: number[] }).deleted).toEqual([9100]);

    await control('POST', 'failures', {
      kind: 'refuse',
      endpoint: 'GetTypeOfPropertyList',
      code: 600,
      message: 'Error',
    });
    await expect(client.types('fr')).rejects.toMatchObject({ failure: 'refused', code: 600 });
    await control('DELETE', 'failures');
    expect(await client.types('fr')).toHaveLength(13);
    const calls = (await (await control('GET', 'calls')).json()) as { endpoint: string }[];
    expect(calls.at(-1)?.endpoint).toBe('GetTypeOfPropertyList');
    expect((await control('DELETE', 'listings/424242')).status).toBe(400);
  } finally {
    await crm.close();
  }
});
