/** @jest-environment node */
/**
 * Releases shared through the database (server/release/shared/): what one instance published
 * is served by another with its own LIVE_DIR, with no disk in common. The store and the pull
 * run on both engines; the notifications, the apps that follow them and the lock across
 * connections need PostgreSQL (npm run test:pg).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { defaultDatabase } from '../../server/db/settings.ts';
import type { Sql } from '../../server/db/sql.ts';
import { withAdvisoryLock } from '../../server/release/shared/advisoryLock.ts';
import { listFiles } from '../../server/release/shared/files.ts';
import { pullCurrent } from '../../server/release/shared/pull.ts';
import { pruneShared, shareRelease } from '../../server/release/shared/share.ts';
import { HOUSE_120, STAMP, makeBase, page, setCurrent, titleOf, writeRelease } from '../../server/release/testKit.ts';
import { dropTestDatabase, freshTestSql, testEngine } from './testSql.ts';

jest.setTimeout(60_000);

const onPostgres = testEngine === 'postgres' ? it : it.skip;
/** A CRM photo's variant: LIVE_DIR/variants/{name}, served at /media/{name}. */
const VARIANT = '0123456789abcdef-400.webp';

let sql: Sql;
let dataDir: string;

beforeEach(async () => {
  ({ sql, dataDir } = await freshTestSql('shared-'));
});

afterEach(async () => {
  await sql.close();
  await dropTestDatabase(dataDir);
});

const releaseFiles = (liveDir: string, id: string) => listFiles(path.join(liveDir, 'releases', id));
const read = (liveDir: string, id: string, file: string) => readFileSync(path.join(liveDir, 'releases', id, file));
const currentOf = (liveDir: string) =>
  JSON.parse(readFileSync(path.join(liveDir, 'releases', 'current.json'), 'utf8')) as { release: string };

/** Release r1 (the sale list changed, one photo variant) published on `liveDir`. */
function publishR1(liveDir: string): void {
  writeRelease(liveDir, 'r1', { files: { 'fr/a-vendre/index.html': page('fr', 'À vendre (r1)') } });
  mkdirSync(path.join(liveDir, 'variants'), { recursive: true });
  writeFileSync(path.join(liveDir, 'variants', VARIANT), Buffer.from('RIFF-webp-bytes'));
  setCurrent(liveDir, 'r1');
}

/** Release r2: the contact page, and the sale list still served from r1's folder. */
function publishR2(liveDir: string): void {
  writeRelease(liveDir, 'r2', {
    files: { 'fr/contact/index.html': page('fr', 'Contact (r2)') },
    inherited: { r1: ['fr/a-vendre/index.html', 'fr/a-vendre/index.html.br', 'fr/a-vendre/index.html.gz'] },
  });
  setCurrent(liveDir, 'r2');
}

describe('a release shared through the database', () => {
  it('reaches another LIVE_DIR whole: the same files, byte for byte, its variants, then current.json', async () => {
    const a = makeBase();
    const b = makeBase();
    publishR1(a.liveDir);
    const shared = await shareRelease({ sql, liveDir: a.liveDir }, 'r1');
    expect(shared).toMatchObject({ release: 'r1', variants: 1 });

    expect(await pullCurrent({ sql, liveDir: b.liveDir, base: STAMP })).toBe('r1');
    expect(currentOf(b.liveDir)).toEqual({ release: 'r1' });
    expect(await releaseFiles(b.liveDir, 'r1')).toEqual(await releaseFiles(a.liveDir, 'r1'));
    for (const file of await releaseFiles(a.liveDir, 'r1')) {
      expect(read(b.liveDir, 'r1', file).equals(read(a.liveDir, 'r1', file))).toBe(true);
    }
    expect(readFileSync(path.join(b.liveDir, 'variants', VARIANT), 'utf8')).toBe('RIFF-webp-bytes');
    // Served already: nothing to do.
    expect(await pullCurrent({ sql, liveDir: b.liveDir, base: STAMP })).toBeNull();
  });

  it('brings the earlier folders a release inherits from, and stores a body once whatever names it', async () => {
    const a = makeBase();
    publishR1(a.liveDir);
    await shareRelease({ sql, liveDir: a.liveDir }, 'r1');
    publishR2(a.liveDir);
    // The same contact page body in a third release: stored once.
    const second = await shareRelease({ sql, liveDir: a.liveDir }, 'r2');
    expect(second.files).toBeGreaterThan(0);

    const late = makeBase();
    expect(await pullCurrent({ sql, liveDir: late.liveDir, base: STAMP })).toBe('r2');
    expect(titleOf(read(late.liveDir, 'r1', 'fr/a-vendre/index.html').toString())).toBe('À vendre (r1)');
    expect(titleOf(read(late.liveDir, 'r2', 'fr/contact/index.html').toString())).toBe('Contact (r2)');
    const blobs = await sql.all<{ hash: string }>('SELECT hash FROM release_blobs');
    expect(new Set(blobs.map((row) => row.hash)).size).toBe(blobs.length);
  });

  it('shares a release whose earlier folder never reached the database, folder first', async () => {
    const a = makeBase();
    publishR1(a.liveDir);
    publishR2(a.liveDir);
    await shareRelease({ sql, liveDir: a.liveDir }, 'r2');
    const ids = await sql.all<{ id: string }>('SELECT id FROM releases ORDER BY id');
    expect(ids.map((row) => row.id)).toEqual(['r1', 'r2']);
  });

  it('answers nothing for another build, and keeps serving what it had when a stored body is damaged', async () => {
    const a = makeBase();
    const b = makeBase();
    publishR1(a.liveDir);
    await shareRelease({ sql, liveDir: a.liveDir }, 'r1');
    expect(await pullCurrent({ sql, liveDir: b.liveDir, base: 'another-build' })).toBeNull();
    expect(existsSync(path.join(b.liveDir, 'releases', 'current.json'))).toBe(false);

    await sql.run(
      "UPDATE release_blobs SET body = ? WHERE hash IN (SELECT hash FROM release_files WHERE name = 'canonical.json')",
      [Buffer.from('{}')],
    );
    await expect(pullCurrent({ sql, liveDir: b.liveDir, base: STAMP })).rejects.toThrow(
      /canonical\.json is missing or damaged/,
    );
    // No half folder, no pointer to one.
    expect(existsSync(path.join(b.liveDir, 'releases', 'r1'))).toBe(false);
    expect(existsSync(path.join(b.liveDir, 'releases', 'current.json'))).toBe(false);
  });

  it('refuses a stored name that would leave the release folder', async () => {
    const a = makeBase();
    const b = makeBase();
    publishR1(a.liveDir);
    await shareRelease({ sql, liveDir: a.liveDir }, 'r1');
    await sql.run("UPDATE release_files SET name = '../../escaped.html' WHERE name = 'canonical.json'");
    await expect(pullCurrent({ sql, liveDir: b.liveDir, base: STAMP })).rejects.toThrow(/outside its folder/);
    expect(existsSync(path.join(b.liveDir, 'escaped.html'))).toBe(false);
  });

  it('forgets the releases past their grace, but never the served one nor the folders it inherits from', async () => {
    const a = makeBase();
    writeRelease(a.liveDir, 'r0', { files: { 'fr/index.html': page('fr', 'Accueil (r0)') } });
    setCurrent(a.liveDir, 'r0');
    await shareRelease({ sql, liveDir: a.liveDir }, 'r0');
    publishR1(a.liveDir);
    await shareRelease({ sql, liveDir: a.liveDir }, 'r1');
    publishR2(a.liveDir);
    await shareRelease({ sql, liveDir: a.liveDir }, 'r2');

    expect(await pruneShared(sql, Date.now() + 60_000)).toBe(1);
    const ids = await sql.all<{ id: string }>('SELECT id FROM releases ORDER BY id');
    expect(ids.map((row) => row.id)).toEqual(['r1', 'r2']);
    // r0's home page body is named by nothing now.
    const homes = await sql.all("SELECT hash FROM release_files WHERE name = 'fr/index.html'");
    expect(homes).toEqual([]);
    const late = makeBase();
    expect(await pullCurrent({ sql, liveDir: late.liveDir, base: STAMP })).toBe('r2');
  });
});

describe('several instances on one PostgreSQL', () => {
  /** The test's database, which only PostgreSQL runs these with. */
  function postgres() {
    const database = defaultDatabase(dataDir);
    if (database.engine !== 'postgres') throw new Error('PostgreSQL only');
    return database;
  }

  /** An app on its own base and LIVE_DIR, following the releases of the test's schema. */
  async function instance(pollMs: number) {
    const base = makeBase();
    const database = postgres();
    const app = await createApp({
      distDir: base.distDir,
      detailManifest: base.detailManifest,
      live: { dir: base.liveDir, graceMinutes: 60, stamp: STAMP, pollMs: 50, shared: { database, pollMs } },
    });
    await app.ready();
    return { app, base };
  }

  const titleAt = async (app: Awaited<ReturnType<typeof instance>>['app'], url: string) =>
    titleOf((await app.inject({ url })).body);

  async function until(done: () => Promise<boolean>, what: string): Promise<void> {
    const end = Date.now() + 30_000;
    while (!(await done())) {
      if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  onPostgres(
    'serves on every instance what one published, told by a notification; a late one catches up at start',
    async () => {
      // Polls an hour apart: only the notification can bring the release in this test.
      const listening = await instance(3_600_000);
      const publisher = makeBase();
      try {
        expect(await titleAt(listening.app, '/fr/a-vendre/')).toBe('À vendre (base)');
        publishR1(publisher.liveDir);
        await shareRelease({ sql, liveDir: publisher.liveDir, schema: postgres().schema }, 'r1');
        await until(
          async () => (await titleAt(listening.app, '/fr/a-vendre/')) === 'À vendre (r1)',
          'the notified release',
        );

        const late = await instance(3_600_000);
        try {
          // Its first answer already: the release was brought before it served.
          expect(await titleAt(late.app, '/fr/a-vendre/')).toBe('À vendre (r1)');
          const variant = await late.app.inject({ url: `/media/${VARIANT}` });
          expect(variant.statusCode).toBe(200);
          expect(variant.body).toBe('RIFF-webp-bytes');
          expect(await titleAt(late.app, HOUSE_120.fr)).toBe('Maison 120 (base)');
        } finally {
          await late.app.close();
        }
      } finally {
        await listening.app.close();
      }
    },
  );

  onPostgres('starts on the release the database names, not one its disk published but never shared', async () => {
    const database = postgres();
    const base = makeBase();
    // What a kill between the local switch and the share leaves: r2 current on this disk only,
    // and the folder of a pull cut short.
    publishR1(base.liveDir);
    await shareRelease({ sql, liveDir: base.liveDir, schema: database.schema }, 'r1');
    publishR2(base.liveDir);
    mkdirSync(path.join(base.liveDir, 'releases', '.r9.pull', 'fr'), { recursive: true });
    const app = await createApp({
      distDir: base.distDir,
      detailManifest: base.detailManifest,
      live: { dir: base.liveDir, graceMinutes: 60, stamp: STAMP, shared: { database, pollMs: 3_600_000 } },
    });
    try {
      await app.ready();
      expect(titleOf((await app.inject({ url: '/fr/contact/' })).body)).toBe('Contact (base)');
      expect(titleOf((await app.inject({ url: '/fr/a-vendre/' })).body)).toBe('À vendre (r1)');
      expect(currentOf(base.liveDir)).toEqual({ release: 'r1' });
      expect(existsSync(path.join(base.liveDir, 'releases', '.r9.pull'))).toBe(false);
    } finally {
      await app.close();
    }
  });

  onPostgres('runs one sync at a time across connections, and frees the lock when its holder ends', async () => {
    const database = postgres();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const first = withAdvisoryLock(database, 'sync', async () => {
      entered();
      await held;
      return 'first';
    });
    await inside;
    expect(await withAdvisoryLock(database, 'sync', async () => 'second')).toEqual({ status: 'busy', holder: null });
    release();
    expect(await first).toBe('first');
    expect(await withAdvisoryLock(database, 'sync', async () => 'third')).toBe('third');
  });
});
