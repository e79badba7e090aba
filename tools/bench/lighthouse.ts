/**
 * Lighthouse mobile runs (its default emulation and simulated throttling) and their medians;
 * BENCH_AS_INDEX measures as a slower machine would.
 */
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { kib } from './pageWeight.ts';

export const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '5', 10) || 5);
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// --no-sandbox: containers usually forbid Chromium's user namespaces. The rest keeps Chromium
// from talking to Google mid-run, which would add noise to the measured network.
export const CHROME_FLAGS = (
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-sync ' +
  '--disable-background-networking --disable-component-update'
).split(' ');

/**
 * Lighthouse multiplies the CPU time it observes by 4 (a mid-range phone on a typical desktop).
 * On a faster machine the same page looks lighter. BENCH_AS_INDEX=1080 measures as a machine whose
 * benchmarkIndex is 1080 would (the slower machines of this kind): Chromium's CPU is really
 * slowed down by 4 x (this machine's index / 1080), the calibration of Lighthouse's throttling
 * guide, and Lighthouse reads the tasks as they ran (its "devtools" throttling). Multiplying the
 * simulated durations instead would overstate work React splits by the clock: it yields every
 * 5 ms of real time, on a slow phone as on a fast machine.
 */
export const AS_INDEX = Number.parseFloat(process.env.BENCH_AS_INDEX ?? '') || 0;
/** Null: Lighthouse's defaults (simulated throttling, CPU x4). */
let cpuSlowdown: number | null = null;

/** benchmarkIndex: Lighthouse's measure of this machine's CPU, which TBT and the score depend on. */
export type Vitals = {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  weight: number;
  seo: number;
  a11y: number;
  benchmarkIndex: number;
  /** The run's long tasks (Lighthouse's simulated durations), longest first, with their script. */
  longTasks: { ms: number; source: string }[];
};
export type Figure = Exclude<keyof Vitals, 'longTasks'>;

/** Lighthouse now and then loses the trace's start (NO_NAVSTART): such a run is measured again. */
export async function lighthouseRun(url: string, port: number, attempt = 1, keepStorage = false): Promise<Vitals> {
  try {
    return await lighthouseOnce(url, port, keepStorage);
  } catch (error) {
    if (attempt < 3 && error instanceof Error && error.message.includes('NO_NAVSTART')) {
      console.warn(`lighthouse: ${url} lost its trace, measuring again`);
      return lighthouseRun(url, port, attempt + 1, keepStorage);
    }
    throw error;
  }
}

async function lighthouseOnce(url: string, port: number, keepStorage = false): Promise<Vitals> {
  // Only the categories are narrowed: emulation and throttling stay Lighthouse's mobile defaults.
  const result = await lighthouse(url, {
    port,
    // The portal run keeps the session cookie set in the browser beforehand.
    ...(keepStorage ? { disableStorageReset: true } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    ...(cpuSlowdown === null
      ? {}
      : {
          throttlingMethod: 'devtools' as const,
          throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown },
        }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) console.warn(`lighthouse warning (${url}): ${warning}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    seo: (lhr.categories.seo?.score ?? Number.NaN) * 100,
    a11y: (lhr.categories.accessibility?.score ?? Number.NaN) * 100,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    weight: metric('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? Number.NaN,
    longTasks: longTasksOf(lhr.audits['long-tasks']?.details),
  };
}

/** The long tasks of a run, from the long-tasks audit's table: what the start-up work is made of. */
function longTasksOf(details: unknown): { ms: number; source: string }[] {
  const items = (details as { items?: { url?: unknown; duration?: unknown }[] } | undefined)?.items ?? [];
  return items
    .map((item) => ({
      ms: typeof item.duration === 'number' ? item.duration : 0,
      source: typeof item.url === 'string' ? (item.url.split('/').pop() ?? item.url) || item.url : 'unattributable',
    }))
    .sort((a, b) => b.ms - a.ms);
}

/** The run whose TBT is the median one: the long tasks quoted are a typical run's. */
export function medianRun(runs: Vitals[]): Vitals | undefined {
  return [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor((runs.length - 1) / 2)];
}

/** Three runs as Lighthouse's defaults: this machine's benchmarkIndex, then the slowdown of BENCH_AS_INDEX. */
export async function calibrate(url: string): Promise<void> {
  const indexes: number[] = [];
  for (let run = 0; run < 3; run++) {
    const fresh = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'error',
    });
    try {
      indexes.push((await lighthouseRun(url, fresh.port)).benchmarkIndex);
    } finally {
      fresh.kill();
    }
  }
  const index = median(indexes);
  cpuSlowdown = (defaultSettings.throttling.cpuSlowdownMultiplier * index) / AS_INDEX;
  console.log(
    `\nThis machine's benchmarkIndex: ${indexes.map((i) => i.toFixed(0)).join(', ')} (median ${index.toFixed(0)}). ` +
      `Measuring as a machine of index ${AS_INDEX}: Chromium's CPU slowed down x${cpuSlowdown.toFixed(1)} ` +
      '(devtools throttling) instead of a simulated x4.',
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

export const vitalsCells = (v: Vitals) => [
  ...[v.score, v.lcp, v.tbt].map((n) => n.toFixed(0)),
  v.cls.toFixed(3),
  kib(v.weight),
  v.seo.toFixed(0),
  v.a11y.toFixed(0),
  v.benchmarkIndex.toFixed(0),
];
