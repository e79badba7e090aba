/**
 * The live catalogue's figures (docs/LIVE_CATALOGUE.md): how long one changed listing takes to be
 * online from the start of a sync, with the committed catalogue and with 2,000 generated
 * listings, and what a full sync of those costs in time and memory.
 *
 * Each catalogue runs in a child process of its own (`tsx tools/bench/liveBench.ts --listings N`),
 * in production mode as the sync job, so its peak memory is its own. Against the test CRM over 127.0.0.1 and the last build:
 *   1. a full sync and publish from the base (every record is new to it: the CRM's photos are
 *      named by their content), timed, with the process's peak RSS;
 *   2. three times, a listing's price changed in the CRM then a sync and publish: the time until
 *      the new release is switched in (a running server serves it at once when it ran the sync,
 *      within its 2 s poll when `npm run sync` did), the median reported;
 *   3. a new listing with four new JPEG photos: the same, variants of the photos included.
 * The generated listings share the template's four drawings (the same bytes, so one download and
 * one set of variants): the full sync then measures records, pages and data, not the rasterising
 * of 8,000 drawings, a cost a photo pays once (step 3 shows it per listing).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createCrmClient } from '../../server/crm/client.ts';
import { TestCrmCatalogue } from '../../test/crm/catalogue.ts';
import { generatedSource } from '../../test/crm/generated.ts';
import { startTestCrm } from '../../test/crm/server.ts';
import { snapshotSource } from '../../test/crm/snapshotSource.ts';
import { newListing } from '../../test/crm/listing.ts';
import { runSyncJob, type SyncJobResult } from '../../server/release/syncJob.ts';

export interface LiveFigures {
  listings: number;
  fullMs: number;
  fullStatus: string;
  changeMs: number[];
  newPhotosMs: number;
  peakRssMiB: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function sharedPhotos(count: number) {
  const source = generatedSource(count);
  const drawings = path.join(process.cwd(), 'snapshot', 'media');
  for (const lng of Object.keys(source.languages) as (keyof typeof source.languages)[]) {
    for (const listing of source.languages[lng]?.properties ?? []) {
      for (const [i, picture] of listing.Pictures.entries()) {
        if (!source.pictures.has(picture.Name) || lng !== 'fr') continue;
        source.pictures.add(picture.Name, 'image/svg+xml', await readFile(path.join(drawings, `p120-${i + 1}.svg`)));
      }
    }
  }
  return source;
}

async function run(listings: number | null): Promise<LiveFigures> {
  const root = process.cwd();
  const liveDir = await mkdtemp(path.join(tmpdir(), 'live-bench-'));
  const crm = await startTestCrm({
    customer: 'bench',
    password: 'bench-password',
    catalogue: new TestCrmCatalogue(listings ? await sharedPhotos(listings) : snapshotSource()),
  });
  const client = createCrmClient({ url: crm.url, customer: crm.customer, password: crm.password });
  const job = () =>
    runSyncJob({
      client,
      languages: crm.catalogue.languages,
      root,
      distDir: path.join(root, 'dist'),
      buildDir: path.join(root, 'build'),
      liveDir,
      mediaPolicy: { crmOrigin: crm.url, hosts: [] },
      // The steps' timings, for whoever runs the child by hand (the parent reads stdout only).
      log: (line) => process.stderr.write(`${line}\n`),
    });
  const timed = async (): Promise<[number, SyncJobResult]> => {
    const started = performance.now();
    const result = await job();
    return [performance.now() - started, result];
  };
  try {
    const [fullMs, full] = await timed();
    const first = crm.catalogue.properties('fr')[0];
    if (!first) throw new Error('the test CRM has no listing');
    const changeMs: number[] = [];
    for (const price of [201000, 202000, 203000]) {
      crm.catalogue.change(first.ID, { Price: price });
      const [ms, result] = await timed();
      if (result.status !== 'published') throw new Error(`a price change was not published: ${JSON.stringify(result)}`);
      changeMs.push(ms);
    }
    const pictures = await Promise.all(
      [40, 90, 140, 190].map(async (hue) => ({
        type: 'image/jpeg' as const,
        width: 1200,
        height: 800,
        bytes: await sharp({
          create: { width: 1200, height: 800, channels: 3, background: { r: hue, g: 120, b: 200 - hue } },
        })
          .jpeg()
          .toBuffer(),
      })),
    );
    crm.catalogue.add(newListing(crm.catalogue, { ID: 990001, Zip: first.Zip, Price: 250000, pictures }));
    const [newPhotosMs, added] = await timed();
    if (added.status !== 'published') throw new Error(`a new listing was not published: ${JSON.stringify(added)}`);
    return {
      listings: crm.catalogue.properties('fr').length,
      fullMs,
      fullStatus: full.status,
      changeMs,
      newPhotosMs,
      peakRssMiB: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    await crm.close();
    await rm(liveDir, { recursive: true, force: true });
  }
}

/** Runs one catalogue in a child process and reads its figures. */
export function benchLive(listings: number | null): LiveFigures {
  const args = [
    '--import',
    'tsx',
    path.join('tools', 'bench', 'liveBench.ts'),
    ...(listings ? ['--listings', String(listings)] : []),
  ];
  const child = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, LIVE_BENCH_CHILD: '1', NODE_ENV: 'production' },
  });
  const last = child.stdout.trim().split('\n').at(-1) ?? '';
  if (child.status !== 0 || !last.startsWith('{'))
    throw new Error(`live bench failed:\n${child.stderr}\n${child.stdout}`);
  return JSON.parse(last) as LiveFigures;
}

export function liveLines(figures: LiveFigures): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `Live catalogue, ${figures.listings} listings: full sync + publish ${s(figures.fullMs)} (${figures.fullStatus}), peak memory ${figures.peakRssMiB.toFixed(0)} MiB`,
    `  one changed listing online in ${s(median(figures.changeMs))} median (${figures.changeMs.map(s).join(', ')}; target <= 30 s)`,
    `  a new listing with four new photos online in ${s(figures.newPhotosMs)}`,
  ];
}

if (process.env.LIVE_BENCH_CHILD === '1') {
  const at = process.argv.indexOf('--listings');
  const listings = at > 0 ? Number(process.argv[at + 1]) : null;
  const figures = await run(listings);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}
