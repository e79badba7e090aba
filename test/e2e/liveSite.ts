/**
 * The site as it runs against the agency's CRM, for the live-catalogue journey: the test CRM
 * (`npm run crm:demo`) and the built server pointed at it, each in its own process with its own
 * port and data folder, as a deployment runs them. The journey drives both over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const BASE_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The live site's address: beside the journeys' server (E2E_PORT + 10). */
export const LIVE_ORIGIN = `http://127.0.0.1:${BASE_PORT + 10}`;
export const SECRET = 'e2e-live-sync-secret-5f3c9a';
const CUSTOMER = 'immo-famenne-demo';
const PASSWORD = 'demo-crm-2026';

export interface LiveSite {
  origin: string;
  crm: string;
  stop(): Promise<void>;
}

/** Polls until `url` answers (60 s at most: a slow machine starts tsx and the server slowly). */
async function waitFor(url: string, child: ChildProcess, log: string[]): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode}):\n${log.join('')}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await delay(100);
  }
  throw new Error(`${url} did not answer in 60 s:\n${log.join('')}`);
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return child;
}

export async function startLiveSite(): Promise<LiveSite> {
  const crmPort = BASE_PORT + 11;
  const sitePort = Number(new URL(LIVE_ORIGIN).port);
  const dataDir = path.resolve('reports', 'e2e-live-data');
  rmSync(dataDir, { recursive: true, force: true });
  const crmLog: string[] = [];
  const siteLog: string[] = [];
  const crm = start(process.execPath, ['--import', 'tsx', 'test/crm/demo.ts', '--port', String(crmPort)], {}, crmLog);
  const crmUrl = `http://127.0.0.1:${crmPort}`;
  await waitFor(`${crmUrl}/control/state`, crm, crmLog);
  const site = start(
    process.execPath,
    ['build/server/index.js'],
    {
      NODE_ENV: 'production',
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      LOG: '0',
      DATA_DIR: dataDir,
      FORMS_RATE_LIMIT: '500',
      CRM_URL: crmUrl,
      CRM_CUSTOMER: CUSTOMER,
      CRM_PASSWORD: PASSWORD,
      // The journey runs each sync itself; the schedule must not run one in between.
      CRM_SYNC_MINUTES: '600',
      CRM_SYNC_SECRET: SECRET,
    },
    siteLog,
  );
  const origin = LIVE_ORIGIN;
  await waitFor(`${origin}/api/health`, site, siteLog);
  return {
    origin,
    crm: crmUrl,
    async stop() {
      // Until both have ended (the next journey's site takes the same port), not for a set time.
      const ended = (child: ChildProcess) =>
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const both = Promise.all([site, crm].map(ended));
      for (const child of [site, crm]) child.kill('SIGTERM');
      const late = setTimeout(() => [site, crm].forEach((child) => child.kill('SIGKILL')), 20_000);
      await both;
      clearTimeout(late);
    },
  };
}

/** A visitor who has declined the optional cookies, as in every journey (playwright.config.ts), on the live site. */
export function declinedOnLiveSite() {
  const site = JSON.parse(readFileSync('snapshot/config/site.json', 'utf8')) as { consent: { policyVersion: string } };
  const choices = { analytical: false, marketing: false, social: false, unclassified: false };
  const value = JSON.stringify({
    choices,
    decidedAt: new Date().toISOString(),
    policyVersion: site.consent.policyVersion,
  });
  return { cookies: [], origins: [{ origin: LIVE_ORIGIN, localStorage: [{ name: 'cookieConsent', value }] }] };
}

type SyncAnswer = { status: string; release?: string; message?: string };

/**
 * Runs a sync now, as the agency's CRM webhook or an operator would, and waits for its result
 * (a long one is answered 202 and then followed with GET /api/crm/sync).
 */
export async function syncNow(site: LiveSite): Promise<SyncAnswer> {
  const headers = { 'x-sync-secret': SECRET };
  const response = await fetch(`${site.origin}/api/crm/sync`, { method: 'POST', headers });
  if (response.status === 200) return (await response.json()) as SyncAnswer;
  if (response.status !== 202) throw new Error(`POST /api/crm/sync answered ${response.status}`);
  for (;;) {
    // Once a second: the endpoint counts these against its limit per address (FORMS_RATE_LIMIT).
    await delay(1_000);
    const answer = await fetch(`${site.origin}/api/crm/sync`, { headers });
    if (answer.status !== 200) throw new Error(`GET /api/crm/sync answered ${answer.status}`);
    const state = (await answer.json()) as { running: boolean; last: SyncAnswer | null };
    if (!state.running && state.last) return state.last;
  }
}

/** The test CRM's control API (test/crm/control.ts). */
export async function control(site: LiveSite, method: string, route: string, body?: unknown): Promise<void> {
  const response = await fetch(`${site.crm}/control${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} /control${route} answered ${response.status}: ${await response.text()}`);
}

/**
 * GETs in a loop, two at a time, over pages, data files and assets, until `stop` resolves: what
 * a visitor's browser asks while a publish switches. Returns every answer that was not the one
 * expected (a 2xx, or a 304 to a revalidation).
 */
export async function loadLoop(
  origin: string,
  paths: string[],
  stop: Promise<unknown>,
): Promise<{ requests: number; errors: string[] }> {
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  const errors: string[] = [];
  let requests = 0;
  const worker = async (offset: number) => {
    for (let i = offset; !done; i += 2) {
      const url = paths[i % paths.length] as string;
      requests++;
      try {
        const response = await fetch(origin + url, { headers: { 'accept-encoding': 'br, gzip' } });
        const body = await response.arrayBuffer();
        if (response.status !== 200 || body.byteLength === 0) errors.push(`${url}: ${response.status}`);
      } catch (error) {
        errors.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all([worker(0), worker(1)]);
  return { requests, errors };
}
