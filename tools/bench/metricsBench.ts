/**
 * What the metrics cost (issue 36: a /metrics scrape under 20 ms; a page's requests per second
 * with metrics on within 5 % of metrics off). Two built servers side by side: one with
 * METRICS_TOKEN on a database holding 10,000 mails and 10,000 CRM jobs, a tenth of each still
 * waiting (what the scrape counts at each read), one without metrics. The scrape is timed as
 * Prometheus sees it, over HTTP. The page is loaded by autocannon on one server at a time,
 * alternating on and off so the machine's other work falls on both alike.
 * `BENCH_ONLY=metrics npm run bench` runs it alone.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { openSql } from '../../server/db/open.ts';
import { defaultDatabase } from '../../server/db/settings.ts';
import { percentile } from './searchBench.ts';

type Start = (port: number, env: Record<string, string>) => Promise<ChildProcess>;

const ROWS = 10_000;
const SCRAPES = 200;
const PAGE = '/fr/';
// A round's on/off difference spreads several per cent on a shared machine: twelve rounds give
// their median a spread well inside the 5 % the target allows.
const ROUNDS = 12;
const REQUESTS = 20_000;
const TOKEN = 'bench-metrics-token-0123456789';

export interface MetricsBench {
  rows: number;
  scrapes: number;
  p50: number;
  p95: number;
  max: number;
  bytes: number;
  on: number[];
  off: number[];
  /** CPU time of the server per request, µs, each run. */
  onCpu: number[];
  offCpu: number[];
  errors: number;
}

/**
 * The CPU time a process has used (user and system, all its threads), in µs, from
 * /proc/PID/stat (clock ticks of 10 ms). What a request costs the server, which the machine's
 * other work changes far less than the requests per second it reaches.
 */
function cpuMicros(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are the 14th and 15th fields; the split dropped the first two.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The outbox and the CRM's jobs as after months of leads: most sent or done, a tenth waiting, a few given up. */
async function fill(dataDir: string): Promise<void> {
  const sql = await openSql(defaultDatabase(dataDir), { role: 'bench' });
  const now = Date.now();
  try {
    await sql.tx(async (tx) => {
      for (let i = 0; i < ROWS; i++) {
        const at = now - (ROWS - i) * 60_000;
        const state = i % 10 === 0 ? 1 : i % 100 === 1 ? 2 : 0;
        await tx.run(
          `INSERT INTO outbox (role, to_address, subject, text, html, status, next_attempt_at, created_at, sent_at)
           VALUES ('agency', 'agency@example.be', 'Demande', 'text', '<p>html</p>', ?, ?, ?, ?)`,
          [['sent', 'pending', 'failed'][state] ?? 'sent', at, at, state === 0 ? at : null],
        );
        await tx.run(
          `INSERT INTO crm_jobs (endpoint, params, status, next_attempt_at, created_at, done_at)
           VALUES ('SubmitContactRequest', '{}', ?, ?, ?, ?)`,
          [['done', 'pending', 'refused'][state] ?? 'done', at, at, state === 0 ? at : null],
        );
      }
    });
  } finally {
    await sql.close();
  }
}

async function scrapeTimes(origin: string): Promise<{ times: number[]; bytes: number }> {
  const scrape = async () => {
    const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
    return (await response.text()).length;
  };
  for (let i = 0; i < 20; i++) await scrape();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SCRAPES; i++) {
    const started = performance.now();
    bytes = await scrape();
    times.push(performance.now() - started);
  }
  return { times, bytes };
}

/** Requests per second on the page, from the first request to the last answer (autocannon rounds its own to seconds). */
function load(url: string, amount: number): Promise<{ rps: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let last = started;
    const instance = autocannon(
      { url, connections: 10, amount, headers: { 'accept-encoding': 'br, gzip' } },
      (error: unknown, result) =>
        error
          ? reject(error instanceof Error ? error : new Error(String(error)))
          : resolve({
              rps: result.requests.total / ((last - started) / 1000),
              errors: result.errors + result.timeouts + result.non2xx,
            }),
    );
    instance.on('response', () => (last = performance.now()));
  });
}

/** Scrapes once a second while `work` runs (Prometheus' default is every 15 s): the "on" side as deployed. */
async function whileScraped<T>(origin: string | null, work: Promise<T>): Promise<T> {
  if (!origin) return work;
  let done = false;
  const scraping = (async () => {
    while (!done) {
      await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }).then((response) =>
        response.text(),
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  try {
    return await work;
  } finally {
    done = true;
    await scraping;
  }
}

export async function benchMetrics(start: Start, freePort: () => Promise<number>): Promise<MetricsBench> {
  // The same rows on both sides: only the metrics differ.
  const withRows = mkdtempSync(path.join(tmpdir(), 'bench-metrics-'));
  const offRows = mkdtempSync(path.join(tmpdir(), 'bench-metrics-off-'));
  await fill(withRows);
  await fill(offRows);
  const onPort = await freePort();
  const on = await start(onPort, { DATA_DIR: withRows, METRICS_TOKEN: TOKEN, DEMO_OWNERS: '0' });
  let off: ChildProcess | null = null;
  try {
    const offPort = await freePort();
    off = await start(offPort, { DATA_DIR: offRows, DEMO_OWNERS: '0' });
    const origins = { on: `http://127.0.0.1:${onPort}`, off: `http://127.0.0.1:${offPort}` };
    const pids = { on: on.pid, off: off.pid };
    // Warm both alike (the JIT, the file cache), then on and off in turn. The scrapes' timing
    // comes last: 200 scrapes back to back are no deployment's traffic, and a burst of any kind
    // of request changes how V8 places the objects of the requests after it.
    await load(`${origins.on}${PAGE}`, REQUESTS / 4);
    await load(`${origins.off}${PAGE}`, REQUESTS / 4);
    const runs = { on: [] as number[], off: [] as number[], onCpu: [] as number[], offCpu: [] as number[] };
    let errors = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // ABBA: neither side always runs second.
      const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (const side of order) {
        const cpu = cpuMicros(pids[side]);
        const run = await whileScraped(side === 'on' ? origins.on : null, load(`${origins[side]}${PAGE}`, REQUESTS));
        runs[side].push(run.rps);
        runs[side === 'on' ? 'onCpu' : 'offCpu'].push((cpuMicros(pids[side]) - cpu) / REQUESTS);
        errors += run.errors;
      }
    }
    const { times, bytes } = await scrapeTimes(origins.on);
    return {
      rows: ROWS,
      scrapes: SCRAPES,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: Math.max(...times),
      bytes,
      ...runs,
      errors,
    };
  } finally {
    on.kill('SIGTERM');
    off?.kill('SIGTERM');
  }
}

const median = (values: number[]) => percentile(values, 50);

export function metricsLines(result: MetricsBench): string[] {
  const on = median(result.on);
  const off = median(result.off);
  // Each round's two runs ran back to back: their ratio cancels the machine's slower spells.
  const difference = median(result.on.map((value, i) => (value / (result.off[i] ?? value) - 1) * 100));
  const cpuDifference = (median(result.onCpu) / median(result.offCpu) - 1) * 100;
  const runs = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  return [
    `\nMetrics: /metrics scraped ${result.scrapes} times over HTTP, ${result.rows.toLocaleString('en')} mails and ` +
      `${result.rows.toLocaleString('en')} CRM jobs in the database (a tenth waiting), ${(result.bytes / 1024).toFixed(1)} KiB: ` +
      `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms (target < 20 ms)`,
    `Metrics: ${PAGE} with 10 connections, median of ${ROUNDS} runs of ${REQUESTS.toLocaleString('en')} requests: ` +
      `metrics on ${on.toFixed(0)} req/s (${runs(result.on)}), off ${off.toFixed(0)} req/s (${runs(result.off)}): ` +
      `${difference >= 0 ? '+' : ''}${difference.toFixed(1)} % (median of the rounds' differences; target within 5 %); ` +
      `${result.errors} errors`,
    `Metrics: the server's CPU per request, median: on ${median(result.onCpu).toFixed(0)} µs, off ` +
      `${median(result.offCpu).toFixed(0)} µs: ${cpuDifference >= 0 ? '+' : ''}${cpuDifference.toFixed(1)} % ` +
      "(what a saturated core would lose in requests per second; the machine's other work moves it far less)",
  ];
}
