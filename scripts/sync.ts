/**
 * `npm run sync`: one sync of the catalogue from the CRM and its publish (docs/LIVE_CATALOGUE.md).
 * The server runs the same file, bundled as build/server/sync.js, in a child process. It prints
 * one JSON line, the result, last on stdout; log lines go to stderr. Exit 0 when the site is up
 * to date (published or unchanged), 1 otherwise.
 */
import '../publisher/pages/production.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCrmClient } from '../server/crm/client.ts';
import { readSettings } from '../server/settings/env.ts';
import { problemLines, problemsMessage } from '../server/settings/format.ts';
import { openSql } from '../server/db/open.ts';
import { withAdvisoryLock } from '../server/release/shared/advisoryLock.ts';
import { shareRelease } from '../server/release/shared/share.ts';
import { runSyncJob, type SyncJobResult } from '../server/release/syncJob.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// Bundled it runs from build/server/; from source, from scripts/.
const repo = here.endsWith(path.join('build', 'server')) ? path.resolve(here, '../..') : path.resolve(here, '..');

async function main(): Promise<SyncJobResult> {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  // The server's own schema (server/settings/env.ts): a bad setting is the job's failure, said
  // in its JSON result, rather than a sync that fails later or reads a default silently.
  const read = readSettings(process.env, repo);
  if (!read.success) {
    return { status: 'failed', message: problemsMessage(problemLines(read.error.issues, process.env)), ms: 0 };
  }
  const settings = read.data;
  const crm = settings.crm;
  if (!crm) return { status: 'failed', message: 'CRM_URL is not set: there is no CRM to sync from', ms: 0 };
  const client = createCrmClient(
    { url: crm.url, customer: crm.customer, password: crm.password, officeId: crm.officeId },
    { log },
  );
  const deps = {
    client,
    languages: crm.languages,
    root: repo,
    distDir: settings.distDir,
    buildDir: path.join(repo, 'build'),
    liveDir: settings.liveDir,
    mediaPolicy: { crmOrigin: crm.url, hosts: crm.mediaHosts },
    log,
    fullEveryHours: settings.crmFullSyncHours,
  };
  const database = settings.database;
  if (database.engine !== 'postgres') return runSyncJob(deps);
  // Several instances on one PostgreSQL (docs/LIVE_CATALOGUE.md, "Several instances"): the
  // database's lock, and the release handed to the others through it.
  const sql = await openSql(database, { role: 'sync', poolSize: 2 });
  try {
    return await runSyncJob({
      ...deps,
      lock: (fn) => withAdvisoryLock(database, 'sync', fn),
      share: (release) =>
        shareRelease(
          {
            sql,
            liveDir: settings.liveDir,
            schema: database.schema,
            graceMinutes: settings.releaseGraceMinutes,
            log,
          },
          release,
        ),
    });
  } finally {
    await sql.close();
  }
}

const result = await main().catch((error: unknown): SyncJobResult => ({
  status: 'failed',
  message: error instanceof Error ? error.message : String(error),
  ms: 0,
}));
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exitCode = result.status === 'published' || result.status === 'unchanged' ? 0 : 1;
