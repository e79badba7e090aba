/**
 * `npm run check:crawl` (CI, after the build): the site as a crawler that runs no JavaScript sees
 * it (issue 32). It starts the built server, fetches the home page of every language, follows
 * every same-origin `<a href>` of every page it gets (test/crawl/links.ts), and checks that every
 * URL the sitemaps list (dist/sitemap.xml and the sitemaps it names) is reached that way, and
 * that no link leads to an error. Search engines that find a page only through the sitemap (a
 * list's second page once was only the app's) rank it as an orphan.
 *
 * Prints the counts; exits 1 naming each sitemap URL not reached and each broken link with the
 * page it is on. The server gets a throwaway DATA_DIR and the first free port from 4300 (or
 * CRAWL_CHECK_PORT).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { linksOf, sitemapLocations, sitePath } from './links.ts';

const DIST = 'dist';
/** Fetches at once: the server and the check share the machine. */
const PARALLEL = 6;
/** More pages than the site has, many times over: a link that makes links (a calendar) stops here. */
const MAX_PAGES = 20_000;

const site = JSON.parse(readFileSync('snapshot/config/site.json', 'utf8')) as { languages: { enabled: string[] } };

function freePort(from: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => {
      if (from >= 4399) reject(new Error('no free port from 4300 to 4399'));
      else resolve(freePort(from + 1));
    });
    probe.listen(from, '127.0.0.1', () => probe.close(() => resolve(from)));
  });
}

/** Every page URL of the sitemaps, as site paths, from the index down (as a search engine reads them). */
function sitemapPaths(): string[] {
  const index = readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
  return sitemapLocations(index).flatMap((sitemap) =>
    sitemapLocations(readFileSync(path.join(DIST, sitePath(sitemap)), 'utf8')).map(sitePath),
  );
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['build/server/index.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (i > 600) throw new Error('the server did not answer in 120 s');
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await delay(200);
  }
}

interface Crawl {
  /** Site paths that answered a page (200, HTML), redirects followed. */
  pages: Set<string>;
  /** Every URL asked for, with the page that linked it first. */
  asked: Map<string, string>;
  /** Links that answered an error: the URL, its status and the page it is on. */
  broken: string[];
  links: number;
}

async function crawl(origin: string, starts: string[]): Promise<Crawl> {
  const result: Crawl = { pages: new Set(), asked: new Map(), broken: [], links: 0 };
  const queue: string[] = [];
  const ask = (url: string, from: string) => {
    result.links++;
    if (result.asked.has(url)) return;
    result.asked.set(url, from);
    queue.push(url);
  };
  for (const start of starts) ask(start, '(start)');
  let busy = 0;

  const visit = async (url: string): Promise<void> => {
    let current = url;
    for (let hops = 0; ; hops++) {
      const response = await fetch(origin + current, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location && hops < 5) {
        await response.body?.cancel();
        const next = new URL(location, origin + current);
        if (next.origin !== origin) return;
        current = next.pathname + next.search;
        if (result.pages.has(current)) return;
        continue;
      }
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200) {
        await response.body?.cancel();
        result.broken.push(`${url} answers ${response.status} (linked from ${result.asked.get(url) ?? '?'})`);
        return;
      }
      if (!type.startsWith('text/html')) {
        await response.body?.cancel();
        return;
      }
      result.pages.add(current);
      if (current !== url) result.pages.add(url);
      for (const link of linksOf(await response.text(), origin + current)) ask(link, current);
      return;
    }
  };

  const workers = Array.from({ length: PARALLEL }, async () => {
    for (;;) {
      const url = queue.shift();
      if (url === undefined) {
        // Another worker may still add links: wait for the queue or for everyone to be idle.
        if (busy === 0) return;
        await delay(5);
        continue;
      }
      if (result.asked.size > MAX_PAGES) throw new Error(`more than ${MAX_PAGES} URLs: a link that makes links?`);
      busy++;
      try {
        await visit(url);
      } finally {
        busy--;
      }
    }
  });
  await Promise.all(workers);
  return result;
}

const started = Date.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'crawl-check-'));
const port = process.env.CRAWL_CHECK_PORT ? Number(process.env.CRAWL_CHECK_PORT) : await freePort(4300);
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;
try {
  const listed = sitemapPaths();
  server = await startServer(port, dataDir);
  const result = await crawl(
    origin,
    site.languages.enabled.map((lng) => `/${lng}/`),
  );
  const unreached = listed.filter((url) => !result.pages.has(url));
  const notListed = [...result.pages].filter((url) => !url.includes('?') && !listed.includes(url));
  console.log(
    `Crawl without JavaScript from ${site.languages.enabled.map((lng) => `/${lng}/`).join(', ')}: ` +
      `${result.pages.size} pages reached through ${result.links} links (${result.asked.size} URLs asked for), ` +
      `${listed.length - unreached.length} of the ${listed.length} sitemap URLs reached, ` +
      `${notListed.length} pages without a query string not in the sitemaps, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const problems = [
    ...unreached.map((url) => `not reached by any link: ${url}`),
    ...result.broken.map((line) => `broken link: ${line}`),
  ];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} problem(s)`);
    process.exitCode = 1;
  } else {
    console.log('Every sitemap URL is reached by a link, and no link is broken.');
  }
} catch (error) {
  console.error(`Crawl check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
