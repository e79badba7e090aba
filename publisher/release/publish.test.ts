/**
 * The publisher's bookkeeping on real snapshots, with a stand-in for the SSR renderer (the
 * browser journey test/e2e/live.spec.ts publishes with the real one): what a release holds,
 * hides and answers as gone, release after release, and that each keeps the previous one's files.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Property } from '../../src/domain/catalogue/schema.ts';
import type { RenderedPage } from '../pages/pageRenderer.ts';
import type { ReleaseRecord } from './releaseFiles.ts';
import { publishWorkspace, type PublishWorkspace } from './testKit.ts';

// Each test copies the committed snapshot and publishes one to four releases of it (pages, data
// files, compressed copies): up to 5 s on a loaded machine, so a limit for one five times slower.
jest.setTimeout(60_000);

const renderer = {
  render: (url: string) => Promise.resolve({ html: url, notFound: false } as RenderedPage),
  fill: (page: RenderedPage) => Promise.resolve(`<!doctype html><title>${page.html}</title>`),
};

let workspace: PublishWorkspace;
let work: string;

beforeEach(async () => {
  workspace = await publishWorkspace(renderer);
  work = workspace.work;
});

afterEach(async () => {
  await workspace.remove();
});

const snapshot = (id: string, edit: (listings: Property[]) => Property[]) => workspace.snapshot(id, edit);
const publish = (id: string, root: string) => workspace.publish(id, root);
const current = () => workspace.current();

const withPrice = (id: number, price: number) => (list: Property[]) =>
  list.map((p) => (p.ID === id ? { ...p, Price: price } : p));
const without = (id: number) => (list: Property[]) => list.filter((p) => p.ID !== id);
const page120 = 'fr/a-vendre/marche-en-famenne/maison/120/index.html';
const page134 = 'fr/a-vendre/hotton/villa/134/index.html';

it('publishes a price change as its pages, data files and their compressed copies, and switches to it', async () => {
  const result = await publish('s1', await snapshot('s1', withPrice(120, 312000)));
  expect(result.status).toBe('published');
  const { record, dir } = await current();
  expect(record.id).toBe(result.release);
  expect(record).toMatchObject({ base: 'base-1', snapshot: 's1', hidden: [], gone: {}, goneIds: [] });
  for (const file of [
    page120,
    `${page120}.br`,
    `${page120}.gz`,
    'fr/a-vendre/index.html',
    'data/b1/fr/property-120.json',
  ]) {
    expect(record.files).toContain(file);
    expect(existsSync(path.join(dir, file))).toBe(true);
  }
  expect(record.files).toContain('data/b1/catalogue.nl.json');
  const detail = JSON.parse(await readFile(path.join(dir, 'data/b1/fr/property-120.json'), 'utf8')) as Property;
  expect(detail.Price).toBe(312000);
  // Untouched listings stay the base's.
  expect(record.files.some((file) => file.includes('/134/'))).toBe(false);
  const manifest = JSON.parse(await readFile(path.join(dir, record.manifest), 'utf8')) as { canonical: object };
  expect(manifest.canonical).toHaveProperty(['property/120', 'fr'], '/fr/a-vendre/marche-en-famenne/maison/120/');
});

it('keeps every earlier change in the next release, answers a deleted listing as gone, and takes it back', async () => {
  await publish('s1', await snapshot('s1', withPrice(120, 312000)));
  const first = await current();
  const second = await publish('s2', await snapshot('s2', (list) => without(134)(withPrice(120, 312000)(list))));
  expect(second.status).toBe('published');
  const { record, dir } = await current();
  // The price change of the first release is still served, from the first release's directory.
  expect(record.files).not.toContain(page120);
  expect(record.inherited?.[first.record.id]).toEqual(expect.arrayContaining([page120, `${page120}.br`]));
  expect(existsSync(path.join(first.dir, page120))).toBe(true);
  expect(record.gone).toEqual({
    '/fr/a-vendre/hotton/villa/134/': 'property',
    '/nl/te-koop/hotton/villa/134/': 'property',
    '/en/for-sale/hotton/villa/134/': 'property',
  });
  expect(record.goneIds).toEqual(['property/134']);
  expect(record.hidden).toEqual(expect.arrayContaining([page134, 'data/b1/fr/property-134.json']));
  const served = [...record.files, ...Object.values(record.inherited ?? {}).flat()];
  expect(served.some((file) => file.includes('134'))).toBe(false);
  const sitemap = await readFile(path.join(dir, 'sitemap-fr.xml'), 'utf8');
  expect(sitemap).toContain('/fr/a-vendre/marche-en-famenne/maison/120/');
  expect(sitemap).not.toContain('/134/');

  await publish('s3', await snapshot('s3', withPrice(120, 312000)));
  const back = await current();
  expect(back.record.gone).toEqual({});
  expect(back.record.goneIds).toEqual([]);
  expect(back.record.hidden).not.toContain(page134);
  expect(back.record.files).toEqual(expect.arrayContaining([page134, `${page134}.br`, 'data/b1/fr/property-134.json']));
});

it('publishes nothing for a snapshot that shows nothing new', async () => {
  const root = await snapshot('s1', withPrice(120, 312000));
  const first = await publish('s1', root);
  const again = await publish('s1b', await snapshot('s1b', withPrice(120, 312000)));
  expect(again).toMatchObject({ status: 'unchanged', release: first.release, pages: 0 });
  expect(readdirSync(path.join(work, 'live', 'releases')).filter((name) => !name.endsWith('.json'))).toHaveLength(1);
});

it('hides the old page of a listing that moved town, for the server to redirect by the new manifest', async () => {
  await publish(
    's1',
    await snapshot('s1', (list) => list.map((p) => (p.ID === 120 ? { ...p, City: 'Namur', Zip: '5000' } : p))),
  );
  const { record, dir } = await current();
  expect(record.hidden).toContain(page120);
  expect(record.gone).toEqual({});
  expect(record.files).toContain('fr/a-vendre/namur/maison/120/index.html');
  const manifest = JSON.parse(await readFile(path.join(dir, record.manifest), 'utf8')) as { canonical: object };
  expect(manifest.canonical).toHaveProperty(['property/120', 'fr'], '/fr/a-vendre/namur/maison/120/');
});

it('starts again from the base when the served release was made for another build', async () => {
  await publish('s1', await snapshot('s1', withPrice(120, 312000)));
  await writeFile(path.join(work, 'build', 'stamp.json'), JSON.stringify({ inputs: 'base-2', buildId: 'b2' }));
  const result = await publish('s2', await snapshot('s2', withPrice(120, 312000)));
  expect(result.status).toBe('published');
  const { record } = await current();
  expect(record.base).toBe('base-2');
  expect(record.files).toContain('data/b2/fr/property-120.json');
  expect(record.files.some((file) => file.startsWith('data/b1/'))).toBe(false);
});

it('renders a list’s new page 3, counts it in the manifest, and hides it when the list shrinks back', async () => {
  // 19 for sale, 12 a page: six more make a third page.
  const grown = (list: Property[]) => {
    const model = list.find((p) => p.ID === 162);
    if (!model) throw new Error('No listing 162');
    return [...list, ...[1, 2, 3, 4, 5, 6].map((i) => ({ ...model, ID: 9000 + i, RecordFile: `DOS-900${i}` }))];
  };
  await publish('s1', await snapshot('s1', grown));
  const first = await current();
  for (const file of ['fr/a-vendre/page-3.html', 'fr/a-vendre/page-3.html.br', 'fr/a-vendre/page-2.html']) {
    expect(first.record.files).toContain(file);
  }
  // Rendered as the list's page 3, the URL the server answers with this file.
  expect(await readFile(path.join(first.dir, 'fr/a-vendre/page-3.html'), 'utf8')).toContain('/fr/a-vendre/?page=3');
  const manifestOf = async (release: { record: ReleaseRecord; dir: string }) =>
    JSON.parse(await readFile(path.join(release.dir, release.record.manifest), 'utf8')) as {
      listPages: Record<string, number>;
    };
  expect((await manifestOf(first)).listPages).toEqual({
    '/nl/te-koop/': 3,
    '/nl/te-huur/': 1,
    '/fr/a-vendre/': 3,
    '/fr/a-louer/': 1,
    '/en/for-sale/': 3,
    '/en/for-rent/': 1,
  });

  await publish('s2', await snapshot('s2', (list) => list));
  const back = await current();
  expect(back.record.hidden).toEqual(expect.arrayContaining(['fr/a-vendre/page-3.html', 'nl/te-koop/page-3.html']));
  const served = [...back.record.files, ...Object.values(back.record.inherited ?? {}).flat()];
  expect(served.filter((file) => file.includes('page-3'))).toEqual([]);
  // Page 2 is rendered again: it is the last page once more.
  expect(back.record.files).toContain('fr/a-vendre/page-2.html');
  expect((await manifestOf(back)).listPages['/fr/a-vendre/']).toBe(2);
});
