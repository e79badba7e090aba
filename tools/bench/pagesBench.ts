/**
 * The pages' figures, served by the real server: the bytes each page ships before interaction,
 * Lighthouse mobile (median of BENCH_RUNS), the long tasks of a typical run, the owner portal
 * logged in, and the back office's first screen.
 */
import { access, constants } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { HOST } from './builtServer.ts';
import {
  AS_INDEX,
  calibrate,
  CHROME_FLAGS,
  CHROME_PATH,
  lighthouseRun,
  median,
  medianRun,
  RUNS,
  vitalsCells,
  type Figure,
  type Vitals,
} from './lighthouse.ts';
import { backOfficeLine, kib, measureTransfer, type Transfer } from './pageWeight.ts';

/** The pages measured; add to this list to bench more of them. BENCH_PAGES (comma-separated) picks some. */
const ALL_PAGES = [
  '/fr/',
  '/nl/te-koop/',
  '/en/projects/',
  '/fr/a-vendre/marche-en-famenne/maison/120/',
  '/fr/frais-d-achat/',
];
export const PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? ALL_PAGES;

const HEADER = [
  'page',
  'boot JS br',
  'page JS br',
  'JS gz KiB',
  'HTML br KiB',
  'CSS br KiB',
  'score',
  'LCP ms',
  'TBT ms',
  'CLS',
  'weight KiB',
  'SEO',
  'a11y',
  'bench index',
];
const row = (cells: string[]) =>
  cells
    .map((cell, index) => (index === 0 ? cell.padEnd(16) : cell.padStart(Math.max(HEADER[index]?.length ?? 0, 5))))
    .join('  ');

/** The demo owner's property page, logged in (the session cookie sent with every request). */
const PORTAL_PAGE = '/fr/proprietaire/?id=120';

async function runPortalBench(port: number, chromePort: number): Promise<void> {
  const origin = `http://${HOST}:${port}`;
  const login = await fetch(`${origin}/api/owner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'famille.delvaux@example.be', password: 'demo-owner-2026', lng: 'fr' }),
  });
  const session = login.headers.getSetCookie().find((line) => line.startsWith('owner_session='));
  if (!login.ok || !session) throw new Error(`Portal bench: the demo login failed (${login.status})`);
  // The cookie goes into the browser Lighthouse drives (an extra header would not reach the
  // page's own fetch calls), and Lighthouse is told not to clear it.
  const browser = await chromium.connectOverCDP(`http://${HOST}:${chromePort}`);
  const value = session.split(';')[0]?.split('=')[1] ?? '';
  const context = browser.contexts()[0];
  if (!context) throw new Error('Portal bench: no browser context to put the session in');
  await context.addCookies([{ name: 'owner_session', value, url: origin, httpOnly: true, sameSite: 'Lax' }]);
  const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
  const runs: Vitals[] = [];
  for (let run = 1; run <= RUNS; run++) {
    // Keeping the cookie keeps the HTTP cache too: every run starts cold, like the other pages.
    await cdp.send('Network.clearBrowserCache');
    const v = await lighthouseRun(`${origin}${PORTAL_PAGE}`, chromePort, 1, true);
    console.error(
      `${PORTAL_PAGE} (logged in) run ${run}/${RUNS}: score, LCP, TBT, CLS, KiB, SEO, a11y, benchmarkIndex = ${vitalsCells(v).join(', ')}`,
    );
    runs.push(v);
  }
  await context.clearCookies();
  // Disconnects; Chromium itself is stopped with the rest at the end.
  await browser.close();
  const mid = (key: Figure) => median(runs.map((r) => r[key]));
  console.log(
    `\nOwner portal ${PORTAL_PAGE}, logged in, Lighthouse mobile, median of ${RUNS}: score ${mid('score').toFixed(0)}, ` +
      `LCP ${mid('lcp').toFixed(0)} ms, TBT ${mid('tbt').toFixed(0)} ms, CLS ${mid('cls').toFixed(3)}, ` +
      `accessibility ${mid('a11y').toFixed(0)}, benchmarkIndex ${mid('benchmarkIndex').toFixed(0)}. Target: LCP <= 1500 ms`,
  );
  const middle = medianRun(runs);
  const tasks = middle?.longTasks.map((task) => `${task.ms.toFixed(0)} ${task.source}`).join(', ');
  console.log(`  long tasks of its median run (TBT ${middle?.tbt.toFixed(0) ?? '?'} ms): ${tasks || 'none'}`);
}

/**
 * Every page of PAGES on the server at `port`, then the portal and the back office. `launched`
 * is told of the browser kept open throughout, so the caller can stop it whatever happens.
 */
export async function benchPages(
  port: number,
  launched: (chrome: chromeLauncher.LaunchedChrome) => void,
): Promise<void> {
  const transfers = new Map<string, Transfer>();
  for (const page of PAGES) transfers.set(page, await measureTransfer(`http://${HOST}:${port}${page}`));

  await access(CHROME_PATH, constants.X_OK).catch(() => {
    throw new Error(`No Chromium at ${CHROME_PATH}: set CHROME_PATH (the bench never downloads a browser)`);
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  launched(chrome);
  if (AS_INDEX > 0) await calibrate(`http://${HOST}:${port}${PAGES[0] ?? '/'}`);
  const vitals = new Map<string, Vitals>();
  const typical = new Map<string, Vitals>();
  for (const page of PAGES) {
    const runs: Vitals[] = [];
    for (let run = 1; run <= RUNS; run++) {
      // A fresh browser per run, as PageSpeed Insights measures: no cache, no warmed-up JIT.
      const fresh = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        logLevel: 'error',
      });
      let v: Vitals;
      try {
        v = await lighthouseRun(`http://${HOST}:${port}${page}`, fresh.port);
      } finally {
        fresh.kill();
      }
      // Each run goes to stderr so the spread behind a median stays visible.
      console.error(
        `${page} run ${run}/${RUNS}: score, LCP, TBT, CLS, KiB, SEO, a11y, benchmarkIndex = ${vitalsCells(v).join(', ')}`,
      );
      runs.push(v);
    }
    const mid = (key: Figure) => median(runs.map((r) => r[key]));
    const middle = medianRun(runs);
    if (middle) typical.set(page, middle);
    vitals.set(page, {
      score: mid('score'),
      lcp: mid('lcp'),
      tbt: mid('tbt'),
      cls: mid('cls'),
      weight: mid('weight'),
      seo: mid('seo'),
      a11y: mid('a11y'),
      benchmarkIndex: mid('benchmarkIndex'),
      longTasks: [],
    });
  }

  console.log(
    `\nLighthouse mobile, median of ${RUNS} run(s). JS before interaction, KiB on the wire: boot = the boot module and what it ` +
      'always loads (the same on every page); page = the chunks this page also hydrates with; gz = both, gzip. ' +
      'HTML includes the CSS rules it uses; CSS = the whole stylesheet, linked after the first paint\n',
  );
  console.log(row(HEADER));
  for (const page of PAGES) {
    const t = transfers.get(page);
    const v = vitals.get(page);
    if (!t || !v) continue;
    console.log(
      row([
        page,
        ...[t.js.br, t.pageJs.br, t.js.gzip + t.pageJs.gzip, t.html.br, t.css.br].map(kib),
        ...vitalsCells(v),
      ]),
    );
  }
  console.log(
    '\nTargets: score 100, LCP <= 1200 ms (detail page <= 1400 ms), TBT <= 50 ms, CLS 0, boot JS <= 140 KiB brotli (issue 19), ' +
      'page weight <= 400 KiB, SEO and accessibility 100',
  );
  console.log("\nLong tasks of each page's median run (by TBT), simulated ms and script:");
  for (const [page, run] of typical) {
    const tasks = run.longTasks.map((task) => `${task.ms.toFixed(0)} ${task.source}`).join(', ');
    console.log(`  ${page} (TBT ${run.tbt.toFixed(0)} ms): ${tasks || 'none'}`);
  }
  if (PAGES.length > 0 || process.env.BENCH_PORTAL === '1') await runPortalBench(port, chrome.port);
  console.log(await backOfficeLine(`http://${HOST}:${port}/admin/`));
}
