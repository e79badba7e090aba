/** @jest-environment node */
/**
 * The database stopped under a running server, then started again: /api/health/ready says
 * 503 naming the database, without hanging, while /api/health/live and the pages still answer;
 * once PostgreSQL is back it says 200 again, with no restart. The suite starts and stops its
 * own PostgreSQL cluster (scripts/pg/cluster.sh), so it runs with the PostgreSQL suites
 * (`npm run test:pg`, and CI), not in `npm test`, which needs no PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { formsApp } from '../../test/forms/formsApp.ts';
import { makeSite } from '../../test/forms/serverKit.ts';
import { databaseSettings } from '../db/settings.ts';

// A cluster started, stopped and started again, with both cores busy: generous.
jest.setTimeout(180_000);

const CLUSTER = path.resolve('scripts/pg/cluster.sh');
const dir = mkdtempSync(path.join(tmpdir(), 'ready-pg-'));
const clusterDir = path.join(dir, 'cluster');
const port = String(20000 + Math.floor(Math.random() * 20000));
const cluster = (...args: string[]) => execFileSync(CLUSTER, args, { encoding: 'utf8' }).trim();

let app: FastifyInstance;

beforeAll(async () => {
  const url = cluster('start', clusterDir, port);
  const site = makeSite();
  app = await formsApp(site, {
    database: databaseSettings({ DATABASE_URL: url, DATABASE_SCHEMA: 'ready_check' }, site.dataDir),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  cluster('stop', clusterDir);
  rmSync(dir, { recursive: true, force: true });
});

async function ready() {
  const response = await app.inject({ url: '/api/health/ready' });
  return {
    status: response.statusCode,
    body: response.json<{ failing?: string[]; checks: Record<string, unknown> }>(),
  };
}

/** Asks until the answer is `status`, a second apart, for at most two minutes; the last answer. */
async function readyUntil(status: number) {
  let last = await ready();
  for (let attempt = 0; attempt < 120 && last.status !== status; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    last = await ready();
  }
  return last;
}

it('says 503 naming the database while PostgreSQL is stopped, and 200 once it is back, without a restart', async () => {
  expect((await ready()).status).toBe(200);

  cluster('stop', clusterDir);
  const down = await readyUntil(503);
  expect(down.status).toBe(503);
  expect(down.body.failing).toEqual(['database']);
  // "unreachable (ECONNREFUSED)", or the shutdown's own code for a connection the pool still held.
  expect(down.body.checks.database).toEqual({
    ok: false,
    engine: 'postgres',
    error: expect.stringMatching(/^unreachable \(\w+\)$/),
  });
  // The process itself is fine, and the built pages need no database.
  expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/fr/' })).statusCode).toBe(200);

  cluster('start', clusterDir, port);
  const back = await readyUntil(200);
  expect(back.status).toBe(200);
  expect(back.body.checks).toMatchObject({ database: { ok: true }, schema: { ok: true }, outbox: { ok: true } });
});
