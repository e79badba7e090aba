import { makeStore } from './store.ts';
import { loadOnce } from './loadOnce.ts';
import { loadCatalogue } from './catalogue/loadCatalogue.ts';
import { selectCatalogue } from './catalogue/selectors.ts';
import { selectCatalogueStatus } from './catalogue/propertiesSlice.ts';
import { loadDetail, selectDetailEntry } from './detail/detailSlice.ts';
import { detailKey } from '../domain/catalogue/detailPaths.ts';
import { loadContent, selectContentEntry } from './content/contentSlice.ts';
import type { SiteContent } from '../domain/content/types.ts';
import type { PropertyDetail } from '../domain/catalogue/detailTypes.ts';
import { makeCatalogue } from '../../test/fixtures/catalogue.ts';

const realFetch = globalThis.fetch;
/** What the code reads of a fetch answer (jsdom has no Response). */
interface Answer {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}
let answers: Map<string, () => Answer>;
let fetchMock: jest.Mock;

const json =
  (body: unknown, status = 200) =>
  (): Answer => ({
    ok: status < 300,
    status,
    json: () => Promise.resolve(JSON.parse(JSON.stringify(body)) as unknown),
  });

beforeEach(() => {
  answers = new Map();
  fetchMock = jest.fn(async (url: string) => {
    const answer = [...answers].find(([part]) => url.includes(part))?.[1];
    return answer ? answer() : json(null, 404)();
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const frCatalogue = { ...makeCatalogue(), language: 'fr' };
const property = { ID: 175, language: 'fr' } as unknown as PropertyDetail;

describe('loadOnce, the route loaders’ one way to a data file', () => {
  it('asks for a file once however many loaders want it at the same time, and gives each its data', async () => {
    answers.set('/catalogue.fr.json', json(frCatalogue));
    const store = makeStore();
    const catalogue = loadOnce(store, loadCatalogue, selectCatalogue);
    const [a, b] = await Promise.all([catalogue('fr'), catalogue('fr')]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a?.properties.map((l) => l.ID)).toEqual(frCatalogue.properties.map((l) => l.ID));
    // A later navigation finds it loaded: no second request.
    await expect(catalogue('fr')).resolves.toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not ask again for a file the store already holds (a prerendered page’s data)', async () => {
    const store = makeStore();
    store.dispatch(loadCatalogue.fulfilled(frCatalogue, 'build', 'fr'));
    await expect(loadOnce(store, loadCatalogue, selectCatalogue)('fr')).resolves.not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resolves to null when the file cannot be had, and a later call asks again', async () => {
    answers.set('/catalogue.fr.json', json({ error: 'busy' }, 503));
    const store = makeStore();
    const catalogue = loadOnce(store, loadCatalogue, selectCatalogue);
    await expect(catalogue('fr')).resolves.toBeNull();
    expect(selectCatalogueStatus(store.getState(), 'fr')).toBe('failed');
    answers.set('/catalogue.fr.json', json(frCatalogue));
    await expect(catalogue('fr')).resolves.not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(selectCatalogueStatus(store.getState(), 'fr')).toBe('ready');
  });

  it('refuses a file that is not the one asked for (another language, another id)', async () => {
    answers.set('/catalogue.nl.json', json(frCatalogue));
    answers.set('/fr/property-175', json({ ...property, ID: 176 }));
    const store = makeStore();
    await expect(loadOnce(store, loadCatalogue, selectCatalogue)('nl')).resolves.toBeNull();
    const detail = loadOnce(store, loadDetail, (s, r) => selectDetailEntry(s, r)?.data ?? null, detailKey);
    await expect(detail({ lng: 'fr', kind: 'property', id: 175 })).resolves.toBeNull();
    expect(selectDetailEntry(store.getState(), { lng: 'fr', kind: 'property', id: 175 })?.status).toBe('failed');
  });

  it('keys detail files by language, kind and id, and content by language', async () => {
    answers.set('/fr/property-175', json(property));
    answers.set('/en/property-175', json({ ...property, language: 'en' }));
    answers.set('/content.fr.json', json({ lng: 'fr' }));
    const store = makeStore();
    const detail = loadOnce(store, loadDetail, (s, r) => selectDetailEntry(s, r)?.data ?? null, detailKey);
    const content = loadOnce(store, loadContent, (s, lng) => selectContentEntry(s, lng)?.data ?? null);
    const [fr, fr2, en, text] = await Promise.all([
      detail({ lng: 'fr', kind: 'property', id: 175 }),
      detail({ lng: 'fr', kind: 'property', id: 175 }),
      detail({ lng: 'en', kind: 'property', id: 175 }),
      content('fr'),
    ]);
    expect(fr).toBe(fr2);
    expect(fr?.language).toBe('fr');
    expect(en?.language).toBe('en');
    expect((text as SiteContent).lng).toBe('fr');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
