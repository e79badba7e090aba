/**
 * The owner portal's property page for an owner of the agency's CRM, as the server renders it
 * (the build's SSR bundle), with the test CRM answering every call in 200 ms, as a CRM far away
 * does. Cold: a property not asked for in the last five minutes (its five CRM calls side by side;
 * the owner list was read at the login); warm: the same page again, from the cache. Needs
 * `npm run build`.
 * Run alone with `npx tsx tools/bench/portalCrmBench.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app.ts';
import { loadPortalRenderer } from '../../server/ssr/portalRenderer.ts';
import type { EntryServer } from '../../server/ssr/portalRenderer.ts';
import { CUSTOMER, PASSWORD } from '../../test/crm/kit.ts';
import { DEMO_CRM_OWNER } from '../../test/crm/owners.ts';
import { startTestCrm } from '../../test/crm/server.ts';

export interface PortalCrmBench {
  latencyMs: number;
  cold: { p50: number; p95: number; max: number; n: number };
  warm: { p50: number; p95: number; max: number; n: number };
}

const ORIGIN = 'https://www.immo-famenne.be';

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(50), p95: at(95), max: sorted.at(-1) ?? Number.NaN, n: sorted.length };
}

export async function benchPortalCrm(latencyMs = 200, warmRuns = 100): Promise<PortalCrmBench> {
  const root = process.cwd();
  const crm = await startTestCrm({ customer: CUSTOMER, password: PASSWORD, latencyMs });
  const listings = (
    JSON.parse(readFileSync(path.join(root, 'snapshot', 'fr', 'properties.json'), 'utf8')) as { ID: number }[]
  )
    .map((p) => p.ID)
    .slice(0, 20);
  crm.owners.seedDemo(listings);
  const renderer = await loadPortalRenderer({
    entry: () => import(pathToFileURL(path.join(root, 'build', 'ssr', 'entry-server.js')).href) as Promise<EntryServer>,
    templateFile: path.join(root, 'build', 'template.html'),
    distDir: path.join(root, 'dist'),
  });
  if (!renderer) throw new Error('the portal renderer did not load: run npm run build first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crm-bench-'));
  let app: FastifyInstance | undefined;
  try {
    app = await createApp({
      distDir: path.join(root, 'dist'),
      detailManifest: path.join(root, 'build', 'canonical.json'),
      dataDir,
      mail: { relay: false },
      owners: { authKey: 'bench-auth-key', renderer },
      crmPortal: { connection: { url: crm.url, customer: CUSTOMER, password: PASSWORD } },
    });
    await app.ready();
    const server = app;
    const login = await server.inject({
      method: 'POST',
      url: '/api/owner/login',
      payload: { email: DEMO_CRM_OWNER.email, password: DEMO_CRM_OWNER.password, lng: 'fr' },
      headers: { origin: ORIGIN },
    });
    if (login.statusCode !== 200) throw new Error(`the login answered ${login.statusCode}`);
    const cookie = ([login.headers['set-cookie']].flat() as string[]).map((line) => line.split(';')[0]).join('; ');
    const page = async (id: number) => {
      const started = performance.now();
      const response = await server.inject({ method: 'GET', url: `/fr/proprietaire/?id=${id}`, headers: { cookie } });
      const ms = performance.now() - started;
      if (response.statusCode !== 200 || !response.body.includes('owner-crm')) {
        throw new Error(`the page of ${id} answered ${response.statusCode} without the CRM's figures`);
      }
      return ms;
    };
    const cold: number[] = [];
    for (const id of listings) cold.push(await page(id));
    const warm: number[] = [];
    for (let i = 0; i < warmRuns; i++) warm.push(await page(listings[i % listings.length] as number));
    return { latencyMs, cold: stats(cold), warm: stats(warm) };
  } finally {
    await app?.close();
    await crm.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function portalCrmLine(result: PortalCrmBench): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  return (
    `\nOwner portal, a property page of a CRM owner rendered by the server, the test CRM answering each call in ` +
    `${result.latencyMs} ms: cold (${result.cold.n} properties, the owner list read at the login) p50 ${ms(result.cold.p50)}, ` +
    `p95 ${ms(result.cold.p95)}, max ${ms(result.cold.max)} (target p95 <= 1.5 s); warm (${result.warm.n} pages) ` +
    `p50 ${ms(result.warm.p50)}, p95 ${ms(result.warm.p95)}, max ${ms(result.warm.max)} (target p95 <= 300 ms)`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(portalCrmLine(await benchPortalCrm()));
}
