/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.ts';
import {
  HOUSE_120,
  STAMP,
  TITLES,
  logSink,
  makeBase,
  manifestOf,
  page,
  setCurrent,
  titleOf,
  write,
  writeRelease,
} from './testKit.ts';

// The app is started on a release overlay (beforeAll, under this limit too): sized for a machine
// several times slower than a loaded one.
jest.setTimeout(60_000);

const MOVED_120 = { ...HOUSE_120, fr: '/fr/a-vendre/durbuy/maison/120/' };
const HOUSE_130 = { nl: '/nl/te-koop/durbuy/huis/130/', fr: '/fr/a-vendre/durbuy/maison/130/', en: '/en/x/130/' };

describe('the server on a release overlay', () => {
  const base = makeBase();
  const log = logSink();
  let app: FastifyInstance;

  beforeAll(async () => {
    // r1: a new list page and a new listing, the house 120 moved (its old page hidden), two removed.
    writeRelease(base.liveDir, 'r1', {
      files: {
        'fr/a-vendre/index.html': page('fr', 'À vendre (r1)'),
        [`${MOVED_120.fr.slice(1)}index.html`]: page('fr', 'Maison 120 à Durbuy (r1)'),
        [`${HOUSE_130.fr.slice(1)}index.html`]: page('fr', 'Maison 130 (r1)'),
        'data/b1/catalogue.fr.json': JSON.stringify({ properties: [{ ID: 120 }, { ID: 130 }] }),
      },
      hidden: [`${HOUSE_120.fr.slice(1)}index.html`, 'fr/contact/index.html'],
      gone: {
        '/fr/a-vendre/namur/maison/99/': 'property',
        '/nl/te-koop/namen/huis/99/': 'property',
        '/fr/projets/namur/les-jardins/7/': 'project',
      },
      goneIds: ['property/99', 'project/7'],
      manifest: manifestOf({ '120': MOVED_120, '130': HOUSE_130 }),
    });
    setCurrent(base.liveDir, 'r1');
    app = await createApp({
      distDir: base.distDir,
      detailManifest: base.detailManifest,
      logger: { stream: log.stream },
      live: { dir: base.liveDir, graceMinutes: 60, stamp: STAMP, pollMs: 40 },
    });
  });
  afterAll(() => app.close());

  it('serves a page the release lists from its overlay, brotli when accepted, and the others from the base', async () => {
    const plain = await app.inject({ url: '/fr/a-vendre/' });
    expect(plain.statusCode).toBe(200);
    expect(titleOf(plain.body)).toBe('À vendre (r1)');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const br = await app.inject({ url: '/fr/a-vendre/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(brotliDecompressSync(br.rawPayload).toString())).toBe('À vendre (r1)');
    const fromBase = await app.inject({ url: '/fr/', headers: { 'accept-encoding': 'br' } });
    expect(fromBase.statusCode).toBe(200);
    expect(titleOf(brotliDecompressSync(fromBase.rawPayload).toString())).toBe('Accueil');
  });

  it('serves a page only the release has, and sends its address without the slash to the slash', async () => {
    const res = await app.inject({ url: HOUSE_130.fr });
    expect(titleOf(res.body)).toBe('Maison 130 (r1)');
    const bare = await app.inject({ url: `${HOUSE_130.fr.slice(0, -1)}?utm=x` });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`${HOUSE_130.fr}?utm=x`);
  });

  it('answers a hidden page by the release manifest: 301 to the moved listing, else 404', async () => {
    const moved = await app.inject({ url: HOUSE_120.fr });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(MOVED_120.fr);
    const gone = await app.inject({ url: '/fr/contact/' });
    expect(gone.statusCode).toBe(404);
    expect(titleOf(gone.body)).toBe(TITLES.frPage);
    const original = await app.inject({ url: '/fr/property/130/' });
    expect(original.headers.location).toBe(HOUSE_130.fr);
  });

  it.each([
    ['/fr/a-vendre/namur/maison/99/', TITLES.frProperty],
    ['/fr/a-vendre/namur/maison/99', TITLES.frProperty],
    ['/nl/te-koop/namen/huis/99/', TITLES.nlProperty],
    ['/fr/projets/namur/les-jardins/7/', TITLES.frProject],
    ['/fr/property/99/', TITLES.frProperty],
    ['/fr/project/7/', TITLES.frProject],
  ])('answers the removed %s with 410 and the page "%s"', async (url, title) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(410);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(res.body)).toBe(title);
  });

  it('answers /property/{id}/ of a removed id in the visitor language', async () => {
    const res = await app.inject({ url: '/property/99/', headers: { cookie: 'i18nextLng=nl' } });
    expect(res.statusCode).toBe(410);
    expect(titleOf(res.body)).toBe(TITLES.nlProperty);
  });

  it('sends data files no-cache with an ETag, and 304 while unchanged; assets stay immutable', async () => {
    const first = await app.inject({ url: '/data/b1/catalogue.fr.json' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ properties: [{ ID: 120 }, { ID: 130 }] });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    // The ETag alone revalidates (pages.ts): no Last-Modified to weigh on every answer's headers.
    expect(first.headers['last-modified']).toBeUndefined();
    const again = await app.inject({
      url: '/data/b1/catalogue.fr.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await app.inject({ url: '/data/b1/catalogue.fr.json', headers: { 'accept-encoding': 'br' } });
    const brAgain = await app.inject({
      url: '/data/b1/catalogue.fr.json',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(brAgain.statusCode).toBe(304);
    const asset = await app.inject({ url: '/assets/app-1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves the release.json nor the manifest of a release', async () => {
    for (const url of ['/release.json', '/canonical.json']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('finishes a request on the release it started on, even if a switch comes meanwhile', async () => {
    writeRelease(base.liveDir, 'r2', { files: { 'fr/a-vendre/index.html': page('fr', 'À vendre (r2)') } });
    const started = app.release.current();
    setCurrent(base.liveDir, 'r2');
    await app.release.refresh();
    const view = app.release;
    const realCurrent = view.current;
    // The request takes its release first, and the switch lands right after.
    let first = true;
    view.current = () => {
      const snapshot = first ? started : realCurrent();
      first = false;
      return snapshot;
    };
    try {
      const onOld = await app.inject({ url: '/fr/a-vendre/' });
      expect(titleOf(onOld.body)).toBe('À vendre (r1)');
      first = true;
      // r2 gone nothing: on r1 the path is still 410.
      const goneOnOld = await app.inject({ url: '/fr/property/99/' });
      expect(goneOnOld.statusCode).toBe(410);
    } finally {
      view.current = realCurrent;
    }
    const onNew = await app.inject({ url: '/fr/a-vendre/' });
    expect(titleOf(onNew.body)).toBe('À vendre (r2)');
    expect((await app.inject({ url: '/fr/property/99/' })).statusCode).toBe(404);
    // Back to r1 for the poll below.
    setCurrent(base.liveDir, 'r1');
    await app.release.refresh();
  });

  it('switches within the poll when current.json names a new release (a sync from the command line)', async () => {
    writeRelease(base.liveDir, 'r3', { files: { 'fr/a-vendre/index.html': page('fr', 'À vendre (r3)') } });
    const before = app.release.current().version;
    setCurrent(base.liveDir, 'r3');
    // Polled until the view has switched (every 40 ms here); the limit only ends a hang.
    const deadline = Date.now() + 30_000;
    while (app.release.current().id !== 'r3' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(app.release.current().version).toBe(before + 1);
    expect(titleOf((await app.inject({ url: '/fr/a-vendre/' })).body)).toBe('À vendre (r3)');
  });

  it.each([
    ['a release.json not as the contract says', 'bad-json', { raw: '{"id":"bad-json","files":"all"}' }],
    ['a release made for another build', 'foreign', { base: 'inputs-other' }],
  ])('ignores %s and logs it: the release served stays', async (_what, id, spec) => {
    writeRelease(base.liveDir, id, { files: { 'fr/a-vendre/index.html': page('fr', 'Never') }, ...spec });
    const served = app.release.current().id;
    setCurrent(base.liveDir, id);
    expect(await app.release.refresh()).toBe(false);
    expect(app.release.current().id).toBe(served);
    expect(titleOf((await app.inject({ url: '/fr/a-vendre/' })).body)).not.toBe('Never');
    expect(log.lines.join('\n')).toContain(`${id}`);
    expect(log.lines.join('\n')).toMatch(/release: ignored/);
  });
});

describe("a list's pages on the server (?page=N)", () => {
  const base = makeBase();
  const log = logSink();
  /** The base build's manifest: the sale list has two pages, the rent list one. */
  const counted = (sale: number) => ({
    ...manifestOf({ '120': HOUSE_120 }),
    listPages: { '/fr/a-vendre/': sale, '/fr/a-louer/': 1 },
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    write(base.distDir, 'fr/a-vendre/page-2.html', page('fr', 'À vendre, page 2 (base)'), true);
    write(base.distDir, 'fr/a-louer/index.html', page('fr', 'À louer (base)'), true);
    writeFileSync(base.detailManifest, JSON.stringify(counted(2)));
    app = await createApp({
      distDir: base.distDir,
      detailManifest: base.detailManifest,
      logger: { stream: log.stream },
      live: { dir: base.liveDir, graceMinutes: 60, stamp: STAMP, pollMs: 60_000 },
    });
  });
  afterAll(() => app.close());

  it('answers page 2 with its own file, compressed and cached like every page, whatever else the URL says', async () => {
    for (const url of [
      '/fr/a-vendre/?page=2',
      '/fr/a-vendre/?page=2&utm_source=newsletter&utm_medium=email',
      '/fr/a-vendre/?type=1&city=Namur%7C5000&sort=price-asc&page=2',
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers.etag).toBeTruthy();
      expect(titleOf(brotliDecompressSync(res.rawPayload).toString())).toBe('À vendre, page 2 (base)');
    }
    const gzip = await app.inject({ url: '/fr/a-vendre/?page=2', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const head = await app.inject({ method: 'HEAD', url: '/fr/a-vendre/?page=2' });
    expect(head.statusCode).toBe(200);
    // Without a page, or with an empty one, the list's own page.
    expect(titleOf((await app.inject({ url: '/fr/a-vendre/?utm_source=x' })).body)).toBe('À vendre (base)');
    expect(titleOf((await app.inject({ url: '/fr/a-vendre/?page=' })).body)).toBe('À vendre (base)');
  });

  it('sends ?page=1 to the list’s own URL, the other parameters kept', async () => {
    const first = await app.inject({ url: '/fr/a-vendre/?page=1' });
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe('/fr/a-vendre/');
    const kept = await app.inject({ url: '/fr/a-vendre/?utm_source=x&page=1&type=1' });
    expect(kept.headers.location).toBe('/fr/a-vendre/?utm_source=x&type=1');
    // Without its slash, the list's URL first gets it, query and all.
    const bare = await app.inject({ url: '/fr/a-vendre?page=2' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/fr/a-vendre/?page=2');
  });

  it.each([
    ['past the last page', '/fr/a-vendre/?page=3'],
    ['a list of one page', '/fr/a-louer/?page=2'],
    ['a page that is no number', '/fr/a-vendre/?page=deux'],
    ['a number the pager never writes', '/fr/a-vendre/?page=02'],
    ['the page file by its name', '/fr/a-vendre/page-2.html'],
  ])('answers %s with 404 and the not-found page of its language', async (_what, url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(titleOf(res.body)).toBe(TITLES.frPage);
  });

  it('serves the pages a release counts: a new page 3 from its overlay, then none past page 1', async () => {
    // r1: three pages, the second and third rendered by the publish.
    writeRelease(base.liveDir, 'r1', {
      files: {
        'fr/a-vendre/index.html': page('fr', 'À vendre (r1)'),
        'fr/a-vendre/page-2.html': page('fr', 'À vendre, page 2 (r1)'),
        'fr/a-vendre/page-3.html': page('fr', 'À vendre, page 3 (r1)'),
      },
      manifest: counted(3),
    });
    setCurrent(base.liveDir, 'r1');
    await app.release.refresh();
    expect(titleOf((await app.inject({ url: '/fr/a-vendre/?page=2' })).body)).toBe('À vendre, page 2 (r1)');
    const third = await app.inject({ url: '/fr/a-vendre/?page=3', headers: { 'accept-encoding': 'br' } });
    expect(third.statusCode).toBe(200);
    expect(titleOf(brotliDecompressSync(third.rawPayload).toString())).toBe('À vendre, page 3 (r1)');
    expect((await app.inject({ url: '/fr/a-vendre/?page=4' })).statusCode).toBe(404);

    // r2: the list fits one page; its other pages are hidden, the base's page 2 too.
    writeRelease(base.liveDir, 'r2', {
      files: { 'fr/a-vendre/index.html': page('fr', 'À vendre (r2)') },
      hidden: ['fr/a-vendre/page-2.html', 'fr/a-vendre/page-3.html'],
      manifest: counted(1),
    });
    setCurrent(base.liveDir, 'r2');
    await app.release.refresh();
    for (const url of ['/fr/a-vendre/?page=2', '/fr/a-vendre/?page=3']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode, titleOf(res.body)]).toEqual([url, 404, TITLES.frPage]);
    }
    expect((await app.inject({ url: '/fr/a-vendre/?page=1' })).headers.location).toBe('/fr/a-vendre/');
    expect(titleOf((await app.inject({ url: '/fr/a-vendre/' })).body)).toBe('À vendre (r2)');
  });
});
