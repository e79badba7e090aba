/**
 * POST /api/visits under load: 10 connections (autocannon), text/plain bodies as sendBeacon
 * sends them, made before the run. The visitors vary (address through X-Forwarded-For, which
 * the server trusts from 127.0.0.1 with TRUST_PROXY, and user agent), so the path of a new
 * visitor runs as well as the one of a visitor seen before. A first run of WARMUP requests lets the JIT compile
 * the path and is not in the figures. The counts are written once a second and when the
 * server stops, so views are read after it has stopped: every 204 must be a view.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { openSql } from '../../server/db/open.ts';
import type { DatabaseSettings } from '../../server/db/settings.ts';

const WARMUP = 2_000;
/**
 * Distinct visitors, each always on the same property: of the 20,000 measured beacons about
 * 8,000 are a new visitor (hash, Set, a visit_seen row) and 12,000 one seen before.
 */
const VISITORS = 9_973;

export interface VisitsBench {
  warmup: number;
  requests: number;
  /** 204s of both runs: each is a page view the server accepted. */
  noContent: number;
  non2xx: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

/** The properties the built server knows (build/canonical.json), so every beacon is counted. */
export function propertyIds(manifestFile: string): number[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { forms?: { subjects?: Record<string, unknown> } };
  return Object.keys(manifest.forms?.subjects ?? {})
    .filter((key) => key.startsWith('property/'))
    .map((key) => Number(key.slice('property/'.length)));
}

export async function benchVisits(baseUrl: string, ids: number[], amount = 20_000): Promise<VisitsBench> {
  if (ids.length === 0) throw new Error('No property in the build manifest to send visits for');
  const total = WARMUP + amount;
  const requests = Array.from({ length: total }, (_, i) => {
    const visitor = i % VISITORS;
    return {
      body: JSON.stringify({ id: ids[visitor % ids.length] }),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': `Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.${visitor % 97}`,
        'accept-language': ['fr-BE', 'nl-BE', 'en-GB'][visitor % 3] ?? 'fr-BE',
        'x-forwarded-for': `198.18.${(visitor >> 8) & 255}.${visitor & 255}`,
      },
    };
  });
  let next = 0;
  // autocannon notices the end of a run only at its next one-second tick, so its duration and
  // per-second average are rounded to whole seconds; a run of 20,000 beacons takes a few. The
  // rate is taken from the first request to the last answer instead.
  const load = (count: number) =>
    new Promise<{ result: autocannon.Result; seconds: number }>((resolve, reject) => {
      const started = performance.now();
      let last = started;
      const instance = autocannon(
        {
          url: `${baseUrl}/api/visits`,
          connections: 10,
          amount: count,
          method: 'POST',
          requests: [
            {
              setupRequest: (request) => {
                const made = requests[next++ % requests.length];
                return { ...request, headers: { ...request.headers, ...made?.headers }, body: made?.body };
              },
            },
          ],
        },
        (error: unknown, result) =>
          error
            ? reject(error instanceof Error ? error : new Error(String(error)))
            : resolve({ result, seconds: (last - started) / 1000 }),
      );
      instance.on('response', () => (last = performance.now()));
    });
  const warm = (await load(WARMUP)).result;
  const { result, seconds } = await load(amount);
  return {
    warmup: warm.requests.total,
    requests: result.requests.total,
    noContent: warm['2xx'] + result['2xx'],
    non2xx: warm.non2xx + result.non2xx,
    errors: result.errors + result.timeouts + warm.errors + warm.timeouts,
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * Page views and unique visitors in visits_daily, on the server's database (its SQLite file or
 * its PostgreSQL, databaseSettings of the server's environment); read once the server has stopped.
 */
export async function storedVisits(database: DatabaseSettings): Promise<{ views: number; visitors: number }> {
  const sql = await openSql(database, { role: 'bench', poolSize: 2 });
  try {
    const row = await sql.get<{ views: number; visitors: number }>(
      'SELECT COALESCE(SUM(views), 0) AS "views", COALESCE(SUM(visitors), 0) AS "visitors" FROM visits_daily',
    );
    return row ?? { views: 0, visitors: 0 };
  } finally {
    await sql.close();
  }
}
