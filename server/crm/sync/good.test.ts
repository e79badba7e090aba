/** @jest-environment node */
/**
 * good.json and the snapshots beside it: what markGood records, when the next sync reads
 * everything again, and which snapshots pruning keeps.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { markGood, readGood } from './good.ts';
import { formatJson } from './layout.ts';
import { planSync } from './plan.ts';
import { pruneSnapshots } from './prune.ts';
import type { SyncOk, SyncUnchanged } from './types.ts';

let liveDir: string;
beforeEach(async () => {
  liveDir = await mkdtemp(path.join(os.tmpdir(), 'live-good-'));
});
afterEach(async () => {
  await rm(liveDir, { recursive: true, force: true });
});

const stats = {
  properties: 1,
  projects: 0,
  changed: 1,
  deleted: 0,
  photosDownloaded: 0,
  photosReused: 0,
  rejected: 0,
  ms: 1,
};
const ok = (id: string, startedAt: string, full: boolean): SyncOk => ({
  status: 'ok',
  snapshotId: id,
  root: path.join(liveDir, 'snapshots', id),
  stats,
  startedAt,
  full,
  rejected: [],
});

/** A snapshot directory with the four (empty) files of one language. */
async function snapshotDir(id: string) {
  const dir = path.join(liveDir, 'snapshots', id, 'snapshot', 'fr');
  await mkdir(dir, { recursive: true });
  for (const name of ['properties', 'projects', 'types']) await writeFile(path.join(dir, `${name}.json`), '[]\n');
  await writeFile(path.join(dir, 'cities.json'), formatJson({ all: [], sale: [], rent: [], neighbourhoods: [] }));
}

test('markGood records the sync start as the next since; fullAt moves only with a full read', async () => {
  await markGood(liveDir, ok('20261117T090000Z-aaaaaa', '2026-11-17T09:00:00.000Z', true));
  const incremental: SyncUnchanged = {
    ...ok('20261117T090000Z-aaaaaa', '2026-11-17T09:05:00.000Z', false),
    status: 'unchanged',
  };
  await markGood(liveDir, incremental);
  expect(await readGood(liveDir)).toEqual({
    id: '20261117T090000Z-aaaaaa',
    syncedAt: expect.any(String),
    since: '2026-11-17T09:05:00.000Z',
    fullAt: '2026-11-17T09:00:00.000Z',
  });
  // Written whole (tmp + rename): no temporary file left beside it.
  expect(await readdir(path.join(liveDir, 'snapshots'))).toEqual(['good.json']);
  expect(await readFile(path.join(liveDir, 'snapshots', 'good.json'), 'utf8')).toMatch(/\n$/);
});

test('incremental while the last full read is younger than fullEveryHours, full after, and without a good snapshot', async () => {
  const log: string[] = [];
  const at = (iso: string) => new Date(iso);
  expect(await planSync(liveDir, ['fr'], at('2026-11-17T10:00:00Z'), 24, log.push.bind(log))).toMatchObject({
    since: undefined,
    reason: 'no good snapshot yet',
  });
  await markGood(liveDir, ok('20261117T090000Z-aaaaaa', '2026-11-17T09:00:00.000Z', true));
  expect(await planSync(liveDir, ['fr'], at('2026-11-17T10:00:00Z'), 24, log.push.bind(log))).toMatchObject({
    since: undefined,
    reason: 'the good snapshot 20261117T090000Z-aaaaaa is incomplete or gone',
  });
  await snapshotDir('20261117T090000Z-aaaaaa');
  const incremental = await planSync(liveDir, ['fr'], at('2026-11-17T10:00:00Z'), 24, log.push.bind(log));
  expect(incremental.since).toEqual(at('2026-11-17T09:00:00Z'));
  const full = await planSync(liveDir, ['fr'], at('2026-11-18T09:00:01Z'), 24, log.push.bind(log));
  expect(full).toMatchObject({ since: undefined, reason: 'the last full read was 2026-11-17T09:00:00.000Z' });
  expect(full.good?.snapshot.id).toBe('20261117T090000Z-aaaaaa');
});

test('pruning keeps the good snapshot, the ones asked for and the newest two; an old partial goes', async () => {
  const ids = [
    '20261117T090000Z-000001',
    '20261117T091000Z-000002',
    '20261117T092000Z-000003',
    '20261117T093000Z-000004',
  ];
  ids.push('20261117T094000Z-000005');
  for (const id of ids) await snapshotDir(id);
  await markGood(liveDir, ok(ids[0]!, '2026-11-17T09:00:00.000Z', true));
  const partial = path.join(liveDir, 'snapshots', '20261117T095000Z-000006.partial');
  const fresh = path.join(liveDir, 'snapshots', '20261117T095500Z-000007.partial');
  await mkdir(partial);
  await mkdir(fresh);
  const hourAgo = new Date(Date.now() - 60 * 60_000);
  await utimes(partial, hourAgo, hourAgo);

  const removed = await pruneSnapshots(liveDir, [ids[1]!]);
  expect(removed).toEqual([ids[2], '20261117T095000Z-000006.partial']);
  expect((await readdir(path.join(liveDir, 'snapshots'))).sort()).toEqual(
    [ids[0], ids[1], ids[3], ids[4], '20261117T095500Z-000007.partial', 'good.json'].sort(),
  );
});
