/**
 * `npm run bench`: the performance figures of a few pages, served by the real server.
 *   - JS (and CSS) shipped before interaction, as bytes on the wire with brotli and gzip;
 *   - Lighthouse mobile (its default emulation and simulated throttling), median of BENCH_RUNS (5);
 *   - BENCH_ONLY=forms runs the forms' figures alone (SQLite, PostgreSQL with one and two instances);
 *     BENCH_ONLY=pages the pages' and the portal's alone; BENCH_AS_INDEX=1080 measures them as a
 *     slower machine (benchmarkIndex 1080) would;
 *   - form POSTs, visit beacons, the search panel, the mail relay to a local SMTP server, and the
 *     publish plan of one changed listing among 2,000;
 *   - leads to the CRM (tools/bench/leadsBench.ts): a lead's way from its 202 to the test CRM,
 *     and the queue's delivery after a CRM outage of BENCH_LEAD_OUTAGE_S (300) seconds;
 *   - the owner portal's page of a CRM owner, cold and warm, the test CRM answering in 200 ms;
 *   - an owner's login while bogus logins flood the password-hash queue (tools/bench/loginBench.ts);
 *   - the back office's leads inbox: pages of 10,000 requests with filters (tools/bench/inboxBench.ts);
 *   - the metrics (tools/bench/metricsBench.ts): a /metrics scrape on 10,000 mails and CRM jobs, and a
 *     page's requests per second with metrics on and off (BENCH_ONLY=metrics runs it alone);
 *   - the live catalogue (tools/bench/liveBench.ts): one changed listing online from the start of
 *     a sync, with the committed catalogue and with 2,000 listings, and a full sync's time and memory;
 *   - a release's way to a second instance on one PostgreSQL (tools/bench/releaseReachBench.ts;
 *     BENCH_ONLY=release runs it alone).
 * It only reports: missing a target is not an error.
 */
import { ensureBuild } from './ensure-build.ts';
import { runBench } from '../tools/bench/run.ts';

await ensureBuild()
  .then(runBench)
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
