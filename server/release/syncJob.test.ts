/** @jest-environment node */
/**
 * A publish killed halfway leaves `releases/.{id}.tmp`; the next sync removes it before it
 * starts, under the sync lock, and leaves the releases themselves alone.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CrmClient } from '../crm/client.ts';
import { runSyncJob } from './syncJob.ts';

let liveDir: string;
beforeEach(async () => {
  liveDir = await mkdtemp(path.join(os.tmpdir(), 'work-folders-'));
});
afterEach(() => rm(liveDir, { recursive: true, force: true }));

test('the next sync sweeps the work folders a killed publish left, and only those', async () => {
  const releases = path.join(liveDir, 'releases');
  await mkdir(path.join(releases, '.20261117T090000Z-abc123.tmp', 'fr'), { recursive: true });
  await writeFile(path.join(releases, '.20261117T090000Z-abc123.tmp', 'fr', 'index.html'), 'half a page');
  await mkdir(path.join(releases, '20261117T080000Z-def456'), { recursive: true });
  await writeFile(path.join(releases, '20261117T080000Z-def456', 'release.json'), '{}');
  await writeFile(path.join(releases, 'current.json'), '{}');
  // A CRM that does not answer: the sync fails, after the sweep.
  const down = () => Promise.reject(new Error('the CRM is down'));
  const client = new Proxy({}, { get: () => down }) as unknown as CrmClient;
  const log: string[] = [];
  const result = await runSyncJob({
    client,
    languages: ['fr'],
    root: process.cwd(),
    distDir: path.join(liveDir, 'dist'),
    buildDir: path.join(liveDir, 'build'),
    liveDir,
    mediaPolicy: { crmOrigin: 'https://crm.example.be', hosts: [] },
    log: (line) => log.push(line),
  });
  expect(result.status).toBe('failed');
  expect((await readdir(releases)).sort()).toEqual(['20261117T080000Z-def456', 'current.json']);
  expect(log).toContain('publish: removed the work folders a killed publish left: .20261117T090000Z-abc123.tmp');
});
