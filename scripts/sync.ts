/**
 * `npm run sync`: one sync of the catalogue from the CRM and its publish (docs/LIVE_CATALOGUE.md).
 * The server runs the same file, bundled as build/server/sync.js, in a child process. It prints
 * one JSON line, the result, last on stdout; log lines go to stderr. Exit 0 when the site is up
 * to date (published or unchanged), 1 otherwise.
 */
import './lib/production.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCrmClient } from '../server/crm/client.ts';
import { crmSettingsFromEnv, CrmConfigError } from '../server/crm/config.ts';
import { runSyncJob, type SyncJobResult } from './lib/publish/syncJob.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// Bundled it runs from build/server/; from source, from scripts/.
const repo = here.endsWith(path.join('build', 'server')) ? path.resolve(here, '../..') : path.resolve(here, '..');

async function main(): Promise<SyncJobResult> {
  const env = process.env;
  const log = (line: string) => process.stderr.write(`${line}\n`);
  let settings;
  try {
    settings = crmSettingsFromEnv(env);
  } catch (error) {
    if (error instanceof CrmConfigError) return { status: 'failed', message: error.message, ms: 0 };
    throw error;
  }
  if (!settings) return { status: 'failed', message: 'CRM_URL is not set: there is no CRM to sync from', ms: 0 };
  const fullHours = env.CRM_FULL_SYNC_HOURS?.trim();
  if (fullHours && !/^[1-9]\d*$/.test(fullHours)) {
    return {
      status: 'failed',
      message: `CRM_FULL_SYNC_HOURS must be a positive whole number, not "${fullHours}"`,
      ms: 0,
    };
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repo, 'data'));
  const client = createCrmClient(
    { url: settings.url, customer: settings.customer, password: settings.password, officeId: settings.officeId },
    { log },
  );
  return runSyncJob({
    client,
    languages: settings.languages,
    root: repo,
    distDir: path.resolve(env.DIST_DIR ?? path.join(repo, 'dist')),
    buildDir: path.join(repo, 'build'),
    liveDir: path.resolve(env.LIVE_DIR ?? path.join(dataDir, 'live')),
    log,
    ...(fullHours ? { fullEveryHours: Number(fullHours) } : {}),
  });
}

const result = await main().catch((error: unknown): SyncJobResult => ({
  status: 'failed',
  message: error instanceof Error ? error.message : String(error),
  ms: 0,
}));
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exitCode = result.status === 'published' || result.status === 'unchanged' ? 0 : 1;
