/** @jest-environment node */
/**
 * The live catalogue's pages carry the same structured data as the build's: the publisher renders
 * with the app's own renderer (src/entry-server.tsx, here from the sources), so a listing published
 * after its price changed offers it at the new price, and every page the publish writes passes the
 * build's check (test/structured/pages.ts).
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Resource } from 'i18next';
import type { Property } from '../../src/domain/catalogue/schema.ts';
import type { Lng } from '../../src/config/languages.ts';
import { fillTemplate, loadResources } from '../pages/pageTemplate.ts';
import { loadVocabulary } from '../../test/structured/vocabulary.ts';
import { pageProblems, readPage } from '../../test/structured/pages.ts';
import type { EntryServer, RenderedPage } from '../pages/pageRenderer.ts';
import { publishRelease } from './publish.ts';

// Copies the snapshot and renders every page a price change names with the real renderer (about
// 20 pages): a few seconds here, so a limit for a machine many times slower.
jest.setTimeout(120_000);

const repo = process.cwd();
const LANGUAGES = ['nl', 'fr', 'en'] as const;
const SITE = 'https://www.immo-famenne.be';
const TEMPLATE =
  '<!doctype html><html lang="fr"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';
let work: string;
let entry: EntryServer;
const texts = new Map<Lng, Resource>();

beforeAll(async () => {
  entry = (await import('../../src/entry-server.tsx')) as EntryServer;
  for (const lng of LANGUAGES) texts.set(lng, await loadResources(path.join(repo, 'locales'), lng));
});

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'publish-ld-'));
  await mkdir(path.join(work, 'build'), { recursive: true });
  await mkdir(path.join(work, 'dist', 'media'), { recursive: true });
  await writeFile(path.join(work, 'build', 'stamp.json'), JSON.stringify({ inputs: 'base-1', buildId: 'b1' }));
  const home = { path: '/fr/', lng: 'fr', alternates: { fr: '/fr/' } };
  await writeFile(path.join(work, 'build', 'sitemap-pages.json'), JSON.stringify({ pages: [home], editorial: [] }));
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The committed snapshot with listing 120 at another price, in every language. */
async function snapshotWithPrice(id: number, price: number): Promise<string> {
  const root = path.join(work, 'live', 'snapshots', 's1');
  await cp(path.join(repo, 'snapshot'), path.join(root, 'snapshot'), { recursive: true });
  await symlink(path.join(repo, 'public'), path.join(root, 'public'));
  for (const lng of LANGUAGES) {
    const file = path.join(root, 'snapshot', lng, 'properties.json');
    const listings = JSON.parse(await readFile(file, 'utf8')) as Property[];
    await writeFile(file, JSON.stringify(listings.map((p) => (p.ID === id ? { ...p, Price: price } : p))));
  }
  return root;
}

it('publishes a price change with the new price in the listing’s offer, on pages that pass the build’s check', async () => {
  const renderer = {
    render: (url: string, sources: Parameters<EntryServer['render']>[1]) =>
      entry.render(url, { ...sources, resourcesFor: (lng: Lng) => texts.get(lng)! }),
    fill: (page: RenderedPage) => Promise.resolve(fillTemplate(TEMPLATE, page)),
  };
  const result = await publishRelease({
    distDir: path.join(work, 'dist'),
    buildDir: path.join(work, 'build'),
    baseRoot: repo,
    liveDir: path.join(work, 'live'),
    snapshotRoot: await snapshotWithPrice(120, 312000),
    snapshotId: 's1',
    variantsDir: path.join(work, 'live', 'variants'),
    mediaCacheDir: path.join(work, 'cache'),
    renderer,
  });
  expect(result.status).toBe('published');
  const releases = path.join(work, 'live', 'releases');
  const { release } = JSON.parse(await readFile(path.join(releases, 'current.json'), 'utf8')) as { release: string };
  const dir = path.join(releases, release);
  const record = JSON.parse(await readFile(path.join(dir, 'release.json'), 'utf8')) as { files: string[] };
  const pages = record.files.filter((file) => file.endsWith('index.html'));
  expect(pages).toContain('fr/a-vendre/marche-en-famenne/maison/120/index.html');

  const vocabulary = loadVocabulary();
  const committed = JSON.parse(
    await readFile(path.join(repo, 'snapshot', 'fr', 'properties.json'), 'utf8'),
  ) as Property[];
  const marquee = committed.find((p) => p.ID === 120)!.Marquee;
  // The listing's three pages, the sale lists and the home pages that show it.
  expect(pages.length).toBeGreaterThanOrEqual(6);
  for (const file of pages) {
    const html = await readFile(path.join(dir, file), 'utf8');
    const pagePath = `/${file.slice(0, -'index.html'.length)}`;
    const property = /\/120\/$/.test(pagePath);
    const expectations = property
      ? { kind: 'property' as const, listing: { kind: 'property' as const, price: 312000, goal: 0 as const, marquee } }
      : { kind: /^\/[a-z]{2}\/$/.test(pagePath) ? ('home' as const) : ('other' as const) };
    expect({
      file,
      problems: pageProblems(html, { path: pagePath, siteUrl: SITE, ...expectations }, vocabulary),
    }).toEqual({
      file,
      problems: [],
    });
    if (property) {
      const [block] = readPage(html).blocks;
      const graph = JSON.parse(block ?? '{}') as { '@graph': { '@type': string; offers?: { price: number } }[] };
      expect(graph['@graph'].find((node) => node['@type'] === 'RealEstateListing')?.offers?.price).toBe(312000);
    }
  }
  expect(pages.filter((file) => /\/120\/index\.html$/.test(file))).toHaveLength(3);
});
