/**
 * Several instances of the built site on one PostgreSQL with no disk in common (issue 36,
 * docs/LIVE_CATALOGUE.md, "Several instances"), for the CI check (./releaseCheck.ts) and the
 * benchmark (tools/bench/releaseReachBench.ts): a throwaway cluster (scripts/pg/cluster.sh),
 * the test CRM, and `node build/server/index.js` per instance with its own DATA_DIR (and so its
 * own LIVE_DIR), each started as a deployment starts it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { control, SECRET, syncNow, type LiveSite } from '../e2e/liveSite.ts';

const CLUSTER = path.resolve('scripts/pg/cluster.sh');
/** Generous: a slow machine with both cores busy. No timing is asserted; this only ends a hang. */
export const PATIENCE_MS = 180_000;
export const HOUSE_NL = '/nl/te-koop/marche-en-famenne/huis/120/';

export interface Instance {
  name: string;
  origin: string;
  dataDir: string;
  log: string[];
  /** SIGKILL to the server and its sync child: a machine that died. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface SharedSites {
  crm: string;
  start(name: string): Promise<Instance>;
  /** Changes listing 120's price in the test CRM (every language). */
  setPrice(price: number): Promise<void>;
  stop(): Promise<void>;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, log?: string[]): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await delay(100);
  }
  throw new Error(`${what}: nothing after ${PATIENCE_MS / 1000} s${log ? `\n${log.join('').slice(-4000)}` : ''}`);
}

const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
  // Its own process group: the server and its sync child end together.
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export async function startSharedSites(basePort: number): Promise<SharedSites> {
  const root = mkdtempSync(path.join(tmpdir(), 'shared-sites-'));
  const cluster = path.join(root, 'cluster');
  const databaseUrl = execFileSync(CLUSTER, ['start', cluster, String(basePort)], { encoding: 'utf8' }).trim();
  const crmPort = basePort + 1;
  const crmUrl = `http://127.0.0.1:${crmPort}`;
  const crmLog: string[] = [];
  const crm = spawnLogged(
    process.execPath,
    ['--import', 'tsx', 'test/crm/demo.ts', '--port', String(crmPort)],
    {},
    crmLog,
  );
  const instances: Instance[] = [];
  let nextPort = basePort + 2;
  const stopAll = async () => {
    for (const instance of instances) await instance.stop();
    signalGroup(crm, 'SIGTERM');
    await ended(crm);
    execFileSync(CLUSTER, ['stop', cluster]);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await until('the test CRM', async () => ((await fetch(`${crmUrl}/control/state`)).ok ? true : undefined), crmLog);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const site = (origin: string): LiveSite => ({ origin, crm: crmUrl, stop: async () => undefined });

  return {
    crm: crmUrl,
    async start(name) {
      const port = nextPort++;
      const dataDir = path.join(root, name);
      const log: string[] = [];
      const origin = `http://127.0.0.1:${port}`;
      const child = spawnLogged(
        process.execPath,
        ['build/server/index.js'],
        {
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          FORMS_RATE_LIMIT: '500',
          CRM_URL: crmUrl,
          CRM_CUSTOMER: 'immo-famenne-demo',
          CRM_PASSWORD: 'demo-crm-2026',
          // The check runs each sync itself; the schedule must not run one in between.
          CRM_SYNC_MINUTES: '600',
          CRM_SYNC_SECRET: SECRET,
        },
        log,
      );
      await until(
        `${name} at ${origin}`,
        async () => ((await fetch(`${origin}/api/health`)).ok ? true : undefined),
        log,
      );
      const instance: Instance = {
        name,
        origin,
        dataDir,
        log,
        async kill() {
          signalGroup(child, 'SIGKILL');
          await ended(child);
        },
        async stop() {
          signalGroup(child, 'SIGTERM');
          const late = setTimeout(() => signalGroup(child, 'SIGKILL'), 30_000);
          await ended(child);
          clearTimeout(late);
        },
      };
      instances.push(instance);
      return instance;
    },
    setPrice: (price) => control(site(crmUrl), 'PATCH', '/listings/120', { Price: price }),
    stop: stopAll,
  };
}

/** A sync on this instance, now, and its answer (joins one under way). */
export const syncOn = (instance: Instance) =>
  syncNow({ origin: instance.origin, crm: '', stop: async () => undefined });

/** Whether listing 120's Dutch page shows this price ("299.000"). */
export async function showsPrice(instance: Instance, price: string): Promise<boolean> {
  const html = await (await fetch(`${instance.origin}${HOUSE_NL}`)).text();
  return html.includes(price);
}

/** Waits until the instance's page shows `price`; answers the milliseconds it took. */
export async function priceShown(instance: Instance, price: string): Promise<number> {
  const started = Date.now();
  await until(
    `${instance.name} showing € ${price}`,
    async () => ((await showsPrice(instance, price)) ? true : undefined),
    instance.log,
  );
  return Date.now() - started;
}

/** 299000 as the Dutch pages write it: "299.000". */
export const dutchPrice = (price: number) => new Intl.NumberFormat('nl-BE').format(price);
