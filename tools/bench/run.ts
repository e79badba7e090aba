/**
 * Every figure of `npm run bench` (scripts/bench.ts, which builds first), in order: the pages,
 * the forms, the visit beacon, the metrics, the mail relay, leads to the CRM, the portal of a CRM
 * owner, a login under a flood, the search panel, the list filters, the leads inbox, the publish
 * plan, the live catalogue and a release's way to a second instance. BENCH_ONLY picks one part.
 * It only reports: missing a target is not an error.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as chromeLauncher from 'chrome-launcher';
import { databaseSettings } from '../../server/db/settings.ts';
import { freePort, HOST, startBuiltServer } from './builtServer.ts';
import { benchFormsOnEngines } from './formsEngines.ts';
import { benchInbox, inboxLine } from './inboxBench.ts';
import { benchLeads, leadsLine } from './leadsBench.ts';
import { benchListFilters, listFilterLine } from './listFilterBench.ts';
import { benchLive, liveLines } from './liveBench.ts';
import { benchLogin, loginLines } from './loginBench.ts';
import { benchMetrics, metricsLines } from './metricsBench.ts';
import { benchPages } from './pagesBench.ts';
import { benchPortalCrm, portalCrmLine } from './portalCrmBench.ts';
import { benchPublishPlan, publishPlanLine } from './publishPlanBench.ts';
import { benchRelay, relayLine } from './relayBench.ts';
import { benchReleaseReach, reachLine } from './releaseReachBench.ts';
import { benchSearch } from './searchBench.ts';
import { benchVisits, propertyIds, storedVisits } from './visitsBench.ts';

/** The page server and the forms server keep their data apart from the site's own data/. */
const benchData = mkdtempSync(path.join(tmpdir(), 'bench-data-'));

/** The built server on the bench's data folder. */
const startServer = (port: number, env: Record<string, string> = {}): Promise<ChildProcess> =>
  startBuiltServer(port, benchData, env);

async function runFormsBench(): Promise<void> {
  await benchFormsOnEngines(startServer, freePort);
}

/**
 * The visit counts are written once a second and at shutdown: they are read once the server
 * has exited, less what was there before the load (the demo owners' seeded history).
 */
async function runMetricsBench(): Promise<void> {
  for (const line of metricsLines(await benchMetrics(startServer, freePort))) console.log(line);
}

async function runVisitsBench(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-visits-'));
  // The server's database: its environment's DATABASE_URL, or the data folder's file.
  const database = databaseSettings(process.env, dataDir);
  // The bench stands where a reverse proxy would, on the same host: it names each visitor's
  // address in X-Forwarded-For, so the per-address brake of the beacon sees many visitors.
  const server = await startServer(port, { DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const before = await storedVisits(database);
  const visits = await benchVisits(`http://${HOST}:${port}`, propertyIds(path.join('build', 'canonical.json'))).finally(
    () => server.kill('SIGTERM'),
  );
  await exited;
  const after = await storedVisits(database);
  const stored = { views: after.views - before.views, visitors: after.visitors - before.visitors };
  const lost = visits.noContent - stored.views;
  console.log(
    `\nPOST /api/visits, 10 connections, ${visits.requests} requests after ${visits.warmup} to warm up: ` +
      `${visits.rps.toFixed(0)} req/s, p50 ${visits.p50} ms, p99 ${visits.p99} ms, ${visits.non2xx} refused, ` +
      `${visits.errors} errors; ${stored.views} views stored for ${visits.noContent} answered 204 ` +
      `(${lost === 0 ? 'none lost' : `${lost} LOST`}), ${stored.visitors} unique visitors. ` +
      'Target: >= 2,000 req/s, p99 <= 20 ms',
  );
}

export async function runBench(): Promise<void> {
  // BENCH_ONLY=forms: the forms' figures on SQLite and PostgreSQL alone (a few minutes).
  if (process.env.BENCH_ONLY === 'forms') return runFormsBench();
  // BENCH_ONLY=release: a release's way to a second instance alone (a minute).
  if (process.env.BENCH_ONLY === 'release')
    return void console.log(reachLine(await benchReleaseReach(await freePort())));
  if (process.env.BENCH_ONLY === 'metrics') return runMetricsBench();
  const port = await freePort();
  // The portal's figures log in as a demo owner (README), seeded only when asked for.
  const server = await startServer(port, { DEMO_OWNERS: '1' });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const stop = () => {
    chrome?.kill();
    server.kill('SIGTERM');
  };
  // Ctrl-C, or an error thrown outside our promises (chrome-launcher emits some), must not
  // leave a server or a browser behind: 'exit' is the one hook all of those go through.
  process.once('exit', stop);
  process.once('SIGINT', () => process.exit(130));
  try {
    await benchPages(port, (launched) => (chrome = launched));
    // BENCH_ONLY=pages: the pages' and the portal's figures alone.
    if (process.env.BENCH_ONLY === 'pages') return;
    await runFormsBench();
    await runVisitsBench();
    await runMetricsBench();
    console.log(relayLine(await benchRelay()));
    // BENCH_LEAD_OUTAGE_S: the CRM outage's length (300 s; 0 skips the leads' figures).
    if (process.env.BENCH_LEAD_OUTAGE_S !== '0') console.log(leadsLine(await benchLeads()));
    console.log(portalCrmLine(await benchPortalCrm()));
    // An owner's login while bogus logins flood the password-hash queue (BENCH_LOGIN_FLOOD=0 skips it).
    if (process.env.BENCH_LOGIN_FLOOD !== '0') for (const line of loginLines(await benchLogin())) console.log(line);
    const search = benchSearch();
    console.log(
      `\nSearch panel, 20,000 listings in 600 towns, ${search.keystrokes} keystrokes: ` +
        `p50 ${search.p50.toFixed(3)} ms, p95 ${search.p95.toFixed(3)} ms, max ${search.max.toFixed(3)} ms ` +
        `(index built once in ${search.indexMs.toFixed(1)} ms). Target: p95 <= 2 ms`,
    );
    console.log(listFilterLine(benchListFilters()));
    console.log(inboxLine(await benchInbox()));
    console.log(publishPlanLine(await benchPublishPlan()));
    // The live catalogue: the committed snapshot, then BENCH_LIVE_LISTINGS generated listings (0 skips them).
    console.log('');
    for (const line of liveLines(benchLive(null))) console.log(line);
    const listings = Number.parseInt(process.env.BENCH_LIVE_LISTINGS ?? '2000', 10);
    if (listings > 0) for (const line of liveLines(benchLive(listings))) console.log(line);
    console.log(reachLine(await benchReleaseReach(await freePort())));
  } finally {
    stop();
  }
}
