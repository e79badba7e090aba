/** @jest-environment node */
/**
 * The live catalogue's sync (server/crm/sync/) against the test CRM on 127.0.0.1 and a
 * LIVE_DIR in a temporary folder: a full read makes a candidate the build's snapshot check
 * accepts, photos are fetched once, an incremental read asks only for what changed (and the
 * CRM's request log shows it did), a failing feed changes nothing, a feed the check refuses is
 * named record and field, and one sync runs at a time.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lstat, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Lng } from '../../src/config/languages.ts';
import { enabledLanguages } from '../../src/config/site.ts';
import type { Property } from '../../src/domain/catalogue/schema.ts';
import { checkSnapshot } from '../../publisher/snapshot/snapshot.ts';
import { formatCrmDateTime } from '../../server/crm/dates.ts';
import { markGood, syncCatalogue, withSyncLock, type SyncDeps, type SyncOutcome } from '../../server/crm/sync/index.ts';
import type { CatalogueSource } from './catalogue.ts';
import { clientOf, manualClock, MINUTE, startCrm, type Clock } from './kit.ts';
import { newListing } from './listing.ts';
import type { TestCrm } from './server.ts';
import { SNAPSHOT_DIR } from './snapshotSource.ts';

// Full syncs over HTTP, with photos resized by sharp and a snapshot check: 3.5 s on a loaded
// machine, so a limit for one five times slower with room to spare.
jest.setTimeout(60_000);

const SITE_ROOT = path.dirname(SNAPSHOT_DIR);

interface Setup {
  crm: TestCrm;
  clock: Clock;
  deps: SyncDeps;
  log: string[];
  liveDir: string;
}

const open: Setup[] = [];

async function setup(overrides: Partial<SyncDeps> = {}, source?: CatalogueSource): Promise<Setup> {
  const clock = manualClock();
  const crm = await startCrm(clock, source);
  // The CRM's listings were last changed when it started: the first sync comes later, as in life.
  clock.advance(10 * MINUTE);
  const liveDir = await mkdtemp(path.join(os.tmpdir(), 'live-sync-'));
  const log: string[] = [];
  const deps: SyncDeps = {
    client: clientOf(crm).client,
    languages: [...enabledLanguages],
    siteRoot: SITE_ROOT,
    liveDir,
    mediaPolicy: { crmOrigin: crm.url, hosts: [] },
    now: () => new Date(clock.now()),
    log: (line) => log.push(line),
    ...overrides,
  };
  const made = { crm, clock, deps, log, liveDir };
  open.push(made);
  return made;
}

afterEach(async () => {
  for (const { crm, liveDir } of open.splice(0)) {
    await crm.close();
    await rm(liveDir, { recursive: true, force: true });
  }
});

function expectStatus<S extends SyncOutcome['status']>(
  outcome: SyncOutcome,
  status: S,
): Extract<SyncOutcome, { status: S }> {
  if (outcome.status !== status) {
    const detail = outcome.status === 'failed' ? outcome.error.message : JSON.stringify(outcome).slice(0, 800);
    throw new Error(`expected ${status}, got ${outcome.status}: ${detail}`);
  }
  return outcome as Extract<SyncOutcome, { status: S }>;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

const listingsOf = (root: string, lng: Lng) =>
  readJson<Property[]>(path.join(root, 'snapshot', lng, 'properties.json'));

/** A record with every picture name and thumbnail path replaced, to compare with the committed one. */
function withoutPictureNames(p: Property) {
  return {
    ...p,
    SmallPictureItem: { ...p.SmallPictureItem, Name: '-', Url: '-' },
    Pictures: p.Pictures.map((picture) => ({ ...picture, Name: '-' })),
  };
}

/** The snapshot directories and good.json, as text: what a failed or refused sync must leave alone. */
async function liveState(liveDir: string) {
  const snapshots = path.join(liveDir, 'snapshots');
  return {
    entries: (await readdir(snapshots)).sort(),
    good: await readFile(path.join(snapshots, 'good.json'), 'utf8'),
  };
}

async function syncedAndGood(made: Setup) {
  const first = expectStatus(await syncCatalogue(made.deps), 'ok');
  await markGood(made.liveDir, first);
  return first;
}

test('a full read makes a candidate the snapshot check accepts; photos are fetched once, by content', async () => {
  const { deps, liveDir } = await setup();
  const first = expectStatus(await syncCatalogue(deps), 'ok');
  expect(first).toMatchObject({ full: true, root: path.join(liveDir, 'snapshots', first.snapshotId) });
  expect(first.snapshotId).toMatch(/^20261117T091000Z-[0-9a-f]{6}$/);
  expect(first.stats).toMatchObject({ properties: 27, projects: 4, changed: 27, deleted: 0, photosReused: 0 });
  expect(first.stats.photosDownloaded).toBe(124);

  // The check as the build runs it, on the directory alone.
  expect(await checkSnapshot(first.root)).toEqual([]);
  expect((await lstat(path.join(first.root, 'public'))).isSymbolicLink()).toBe(true);
  for (const lng of enabledLanguages) {
    const synced = await listingsOf(first.root, lng);
    const committed = await readJson<Property[]>(path.join(SNAPSHOT_DIR, lng, 'properties.json'));
    expect(synced.map(withoutPictureNames)).toEqual(committed.map(withoutPictureNames));
    expect(await readFile(path.join(first.root, 'snapshot', lng, 'types.json'), 'utf8')).toBe(
      await readFile(path.join(SNAPSHOT_DIR, lng, 'types.json'), 'utf8'),
    );
    expect(await readFile(path.join(first.root, 'snapshot', lng, 'cities.json'), 'utf8')).toBe(
      await readFile(path.join(SNAPSHOT_DIR, lng, 'cities.json'), 'utf8'),
    );
  }
  const [house] = await listingsOf(first.root, 'fr');
  const cover = house!.SmallPictureItem;
  expect(cover).toMatchObject({ Name: house!.Pictures[0]!.Name, Url: `/media/${cover.Name}-300.jpg` });
  expect(cover.Name).toMatch(/^[0-9a-f]{16}$/);
  // The candidate's photo is LIVE_DIR/media's file, linked; the site's drawings are linked too.
  const stored = await stat(path.join(liveDir, 'media', `${cover.Name}.svg`));
  expect((await stat(path.join(first.root, 'snapshot', 'media', `${cover.Name}.svg`))).ino).toBe(stored.ino);
  expect((await stat(path.join(first.root, 'snapshot', 'media', 'banner-1.svg'))).ino).toBe(
    (await stat(path.join(SNAPSHOT_DIR, 'media', 'banner-1.svg'))).ino,
  );

  const media = await readdir(path.join(liveDir, 'media'));
  const second = expectStatus(await syncCatalogue(deps), 'ok');
  expect(second.stats).toMatchObject({ photosDownloaded: 0, photosReused: 124 });
  expect(await readdir(path.join(liveDir, 'media'))).toEqual(media);
  expect(await listingsOf(second.root, 'nl')).toEqual(await listingsOf(first.root, 'nl'));
});

test('an incremental sync asks for the changes since the last good one and merges them', async () => {
  const made = await setup();
  const { crm, clock, deps, liveDir } = made;
  const first = await syncedAndGood(made);
  const since = clock.now();
  const callsBefore = crm.calls.length;

  clock.advance(5 * MINUTE);
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2e8b57' } })
    .jpeg()
    .toBuffer();
  const photo = { type: 'image/jpeg' as const, bytes: jpeg, width: 800, height: 600 };
  crm.catalogue.add(
    newListing(crm.catalogue, { ID: 9100, Zip: '5000', Price: 279000, pictures: [photo, photo, photo, photo] }),
  );
  crm.catalogue.change(134, { Price: 659000 });
  crm.catalogue.sell(162);
  crm.catalogue.remove(175);
  clock.advance(MINUTE);

  const media = await readdir(path.join(liveDir, 'media'));
  const next = expectStatus(await syncCatalogue(deps), 'ok');
  expect(next).toMatchObject({ full: false, stats: { properties: 27, changed: 3, deleted: 1, photosDownloaded: 4 } });
  // Only the changed listings came: the photos of 134 and 162 known (8), the new one's fetched;
  // the four projects, read whole, bring their 16 known photos.
  expect(next.stats.photosReused).toBe(8 + 16);
  // Four URLs, one photo: stored once.
  expect(await readdir(path.join(liveDir, 'media'))).toHaveLength(media.length + 1);
  expect(next.snapshotId).not.toBe(first.snapshotId);

  const calls = crm.calls.slice(callsBefore);
  const changeSince = formatCrmDateTime(since - MINUTE);
  const listCalls = calls.filter((c) => c.endpoint === 'GetPropertyList');
  expect(listCalls).toHaveLength(3);
  for (const call of listCalls) expect(call.params.ChangeSince).toBe(changeSince);
  expect(calls.filter((c) => c.endpoint === 'GetDeletedPropertyIDs').map((c) => c.params.ChangeSince)).toEqual([
    changeSince,
  ]);

  const fr = new Map((await listingsOf(next.root, 'fr')).map((p) => [p.ID, p]));
  expect(fr.get(9100)).toMatchObject({ City: 'Namur', Zip: '5000', Price: 279000, language: 'fr' });
  expect(fr.get(134)?.Price).toBe(659000);
  expect(fr.get(162)).toMatchObject({ Marquee: 4, MarqueeName: 'Vendu' });
  expect(fr.has(175)).toBe(false);
  expect(await checkSnapshot(next.root)).toEqual([]);

  await markGood(liveDir, next);
  clock.advance(5 * MINUTE);
  const entries = await readdir(path.join(liveDir, 'snapshots'));
  const same = expectStatus(await syncCatalogue(deps), 'unchanged');
  expect(same).toMatchObject({ snapshotId: next.snapshotId, root: next.root, full: false });
  expect(await readdir(path.join(liveDir, 'snapshots'))).toEqual(entries);
});

test.each([
  ['Success: false', { kind: 'refuse', endpoint: 'GetProjectList', code: 600, message: 'Error' } as const, /Code 600/],
  ['HTTP 500', { kind: 'status', status: 500, endpoint: 'GetTypeOfPropertyList' } as const, /HTTP 500, 3 of 3/],
])('%s fails the sync and changes nothing', async (_name, rule, message) => {
  const made = await setup();
  await syncedAndGood(made);
  const before = await liveState(made.liveDir);
  made.clock.advance(5 * MINUTE);
  made.crm.catalogue.change(134, { Price: 1 });
  made.crm.fail(rule);
  const outcome = expectStatus(await syncCatalogue(made.deps), 'failed');
  expect(outcome.error.message).toMatch(message);
  expect(made.log.at(-1)).toBe(`sync: failed: ${outcome.error.message}`);
  expect(await liveState(made.liveDir)).toEqual(before);
});

test('one malformed record keeps its last good version, the rest publishes, and the next sync asks for it again', async () => {
  const made = await setup();
  const first = await syncedAndGood(made);
  const goodPrice = (await listingsOf(first.root, 'fr')).find((p) => p.ID === 134)?.Price;
  made.clock.advance(5 * MINUTE);
  made.crm.catalogue.change(134, { Price: 1 });
  made.crm.catalogue.change(120, { Price: 312000 });
  // Beyond the next sync's minute of overlap: only its retry list brings 134 back.
  made.clock.advance(5 * MINUTE);
  const broken = made.crm.fail({ kind: 'malformed', endpoint: 'GetPropertyList', record: 134 });
  const next = expectStatus(await syncCatalogue(made.deps), 'ok');
  expect(broken.hits).toBe(enabledLanguages.length);
  expect(next.stats).toMatchObject({ properties: 27, changed: 1, rejected: 1 });
  expect(next.rejected).toEqual([
    {
      kind: 'listing',
      id: 134,
      message: expect.stringMatching(/^CRM GetPropertyList \(\w\w\), rows 1-50, record ID 134, field Price: /),
    },
  ]);
  expect(made.log).toContain(`sync: left out, its last good version kept: ${next.rejected[0]!.message}`);
  for (const lng of enabledLanguages) {
    const listings = new Map((await listingsOf(next.root, lng)).map((p) => [p.ID, p]));
    expect(listings.get(134)?.Price).toBe(goodPrice);
    expect(listings.get(120)?.Price).toBe(312000);
  }
  expect(await checkSnapshot(next.root)).toEqual([]);
  await markGood(made.liveDir, next);
  expect(JSON.parse(await readFile(path.join(made.liveDir, 'snapshots', 'good.json'), 'utf8'))).toMatchObject({
    retry: [134],
  });

  // Mended in the CRM without a new modification date: only the retry brings it.
  made.crm.failures.clear();
  made.clock.advance(10 * MINUTE);
  const calls = made.crm.calls.length;
  const mended = expectStatus(await syncCatalogue(made.deps), 'ok');
  expect(mended.rejected).toEqual([]);
  expect(made.crm.calls.slice(calls).filter((c) => c.endpoint === 'GetPropertiesByIDs')).toHaveLength(
    enabledLanguages.length,
  );
  expect((await listingsOf(mended.root, 'nl')).find((p) => p.ID === 134)?.Price).toBe(1);
});

test('a new listing that fails its check stays out of a full read; the others publish', async () => {
  const made = await setup();
  made.crm.fail({ kind: 'malformed', endpoint: 'GetPropertyList', record: 175, field: 'DateCreated', value: '14/11' });
  const first = expectStatus(await syncCatalogue(made.deps), 'ok');
  expect(first.stats).toMatchObject({ properties: 26, rejected: 1 });
  expect(first.rejected[0]?.message).toMatch(/record ID 175, field DateCreated: expected a date like/);
  for (const lng of enabledLanguages) expect((await listingsOf(first.root, lng)).some((p) => p.ID === 175)).toBe(false);
  expect(await checkSnapshot(first.root)).toEqual([]);
});

test('a record with no usable ID cannot be matched: a full read keeps every good listing it did not bring', async () => {
  const made = await setup({ fullEveryHours: 1 });
  await syncedAndGood(made);
  made.clock.advance(2 * 60 * MINUTE);
  made.crm.fail({ kind: 'malformed', endpoint: 'GetPropertyList', record: 175, field: 'ID', value: 'x175' });
  const next = expectStatus(await syncCatalogue(made.deps), 'unchanged');
  expect(next.full).toBe(true);
  // Once per language: without an ID, nothing says the three are one listing.
  expect(next.rejected).toEqual(
    enabledLanguages.map((lng) => ({
      kind: 'listing',
      id: null,
      message: expect.stringContaining(`(${lng}), rows 1-50, record #5, field ID: `),
    })),
  );
  expect(next.stats).toMatchObject({ properties: 27, deleted: 0, rejected: enabledLanguages.length });
});

test('photos on an internal service are never fetched: the listing keeps its last good photos', async () => {
  const made = await setup();
  const first = await syncedAndGood(made);
  const goodPictures = (await listingsOf(first.root, 'fr')).find((p) => p.ID === 134)?.Pictures;
  // A service of the agency's own network that answers with an image: what the red team published.
  const internalHits: string[] = [];
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8b0000' } })
    .jpeg()
    .toBuffer();
  const internal = createServer((req, res) => {
    internalHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  try {
    const port = (internal.address() as AddressInfo).port;
    const pictures = [1, 2, 3, 4].map((n) => ({
      ID: 90_000 + n,
      Description: `Photo ${n}`,
      Url: `http://127.0.0.1:${port}/secret-${n}.jpg`,
    }));
    made.clock.advance(5 * MINUTE);
    made.crm.catalogue.change(120, { Price: 312000 });
    made.crm.catalogue.change(134, { Price: 640000 });
    made.crm.fail({ kind: 'malformed', endpoint: 'GetPropertyList', record: 134, field: 'Pictures', value: pictures });
    const next = expectStatus(await syncCatalogue(made.deps), 'ok');
    expect(internalHits).toEqual([]);
    expect(next.rejected).toEqual([
      {
        kind: 'listing',
        id: 134,
        message: expect.stringMatching(
          new RegExp(
            `record ID 134, field Pictures\\.0\\.Url: picture http://127\\.0\\.0\\.1:${port}/secret-1\\.jpg: refused: 127\\.0\\.0\\.1:${port} is neither the CRM's host nor one CRM_MEDIA_HOSTS names$`,
          ),
        ),
      },
    ]);
    for (const lng of enabledLanguages) {
      const listings = await listingsOf(next.root, lng);
      expect(listings.find((p) => p.ID === 120)?.Price).toBe(312000);
      const kept = listings.find((p) => p.ID === 134);
      expect(kept?.Price).not.toBe(640000);
      if (lng === 'fr') expect(kept?.Pictures).toEqual(goodPictures);
    }
  } finally {
    internal.closeAllConnections();
    await new Promise((resolve) => internal.close(resolve));
  }
});

test('a feed the snapshot check refuses is named record and field, and its candidate removed', async () => {
  const made = await setup();
  await syncedAndGood(made);
  const before = await liveState(made.liveDir);
  made.clock.advance(5 * MINUTE);
  // Valid for the CRM client in each language, but the facts of a listing differ between languages.
  made.crm.catalogue.change(120, (lng) => (lng === 'nl' ? { Bedrooms: 9 } : {}));
  const outcome = expectStatus(await syncCatalogue(made.deps), 'refused');
  expect(outcome.problems).toContainEqual({
    file: 'snapshot/nl/properties.json',
    record: 'id 120',
    field: 'Bedrooms',
    reason: 'is 9, 4 in fr',
  });
  expect(made.log).toContain('sync: snapshot/nl/properties.json: id 120: Bedrooms: is 9, 4 in fr');
  expect(await liveState(made.liveDir)).toEqual(before);
});

test('when most records fail (here every picture is a web page or too large), the feed is refused whole', async () => {
  const page = { bytes: Buffer.from('<html>Not found</html>'), contentType: 'text/html; charset=utf-8' };
  const html = await setup({ fetchPicture: async () => page });
  const outcome = expectStatus(await syncCatalogue(html.deps), 'failed');
  expect(outcome.error.message).toMatch(
    /^sync: 31 of 31 records fail their check, too many to be single bad records: the feed is refused whole \(first: CRM GetPropertyList \(nl\), record ID 120, field Pictures\.0\.Url: picture http:\/\/127\.0\.0\.1:\d+\/pictures\/p120-1\.svg: the answer is text\/html; charset=utf-8, not a JPEG, PNG, WebP or SVG image\)$/,
  );
  const huge = await setup({
    fetchPicture: async () => ({ bytes: Buffer.alloc(15 * 1024 * 1024 + 1), contentType: 'image/jpeg' }),
  });
  expect(expectStatus(await syncCatalogue(huge.deps), 'failed').error.message).toMatch(/more than 15 MB\)$/);
  expect(await readdir(path.join(huge.liveDir, 'snapshots'))).toEqual([]);
});

test('one sync at a time: a second caller is told busy; a dead or hung holder is taken over', async () => {
  const made = await setup();
  const [a, b] = await Promise.all([
    withSyncLock(made.liveDir, () => syncCatalogue(made.deps)),
    withSyncLock(made.liveDir, () => syncCatalogue(made.deps)),
  ]);
  expect([a.status, b.status].sort()).toEqual(['busy', 'ok']);
  expect([a, b].find((o) => o.status === 'busy')).toMatchObject({ holder: { pid: process.pid } });
  const lock = path.join(made.liveDir, 'sync.lock');
  await expect(stat(lock)).rejects.toMatchObject({ code: 'ENOENT' });

  const held = (pid: number, startedAt: number) =>
    writeFile(lock, JSON.stringify({ pid, startedAt: new Date(startedAt).toISOString(), token: 'theirs' }));
  const ran = () => withSyncLock(made.liveDir, async () => 'ran');
  await held(process.pid, Date.now());
  expect(await ran()).toMatchObject({ status: 'busy' });
  await held(process.pid, Date.now() - 31 * MINUTE);
  expect(await ran()).toBe('ran');
  await held(2 ** 22 + 12345, Date.now());
  expect(await ran()).toBe('ran');
  await expect(stat(lock)).rejects.toMatchObject({ code: 'ENOENT' });
});
