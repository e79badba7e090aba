/** @jest-environment node */
/**
 * /api/health/live and /api/health/ready as a load balancer or an operator reads them: 200 with
 * every check when the instance can do its job, 503 naming the check that fails otherwise (a
 * mail or a lead waiting too long, a schema that is not this server's, no release, no database
 * file), and 200 again once it is mended. On SQLite and, under npm run test:pg, on PostgreSQL;
 * the database stopped and started is ./ready.cluster.test.ts.
 */
import { renameSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { formsApp, formValues } from '../../test/forms/formsApp.ts';
import { makeSite } from '../../test/forms/serverKit.ts';
import { testEngine, testSqlFor } from '../../test/db/testSql.ts';
import { CUSTOMER, PASSWORD, manualClock, startCrm, type Clock } from '../../test/crm/kit.ts';
import { SCHEMA_VERSION } from '../db/open.ts';
import type { Sql } from '../db/sql.ts';
import { fileTransport } from '../mail/transport.ts';
import { queueReader } from './queues.ts';
import { readiness } from './ready.ts';

// Apps with their database and a test CRM over HTTP: sized for a machine several times slower.
jest.setTimeout(60_000);

const MINUTE = 60_000;
const open: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

async function readyOf(app: FastifyInstance) {
  const response = await app.inject({ url: '/api/health/ready' });
  expect(response.headers['cache-control']).toBe('no-store');
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('/api/health/live', () => {
  it('answers while the process runs, and /api/health with it', async () => {
    const app = await formsApp(makeSite());
    open.push(app);
    for (const url of ['/api/health/live', '/api/health']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', uptimeSeconds: expect.any(Number) });
    }
  });
});

describe('/api/health/ready', () => {
  it('is 200 with every check when the database answers at this version and a release is loaded', async () => {
    const app = await formsApp(makeSite());
    open.push(app);
    const { status, body } = await readyOf(app);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true, engine: testEngine },
        schema: { ok: true, version: SCHEMA_VERSION, expected: SCHEMA_VERSION },
        outbox: { ok: true, pending: 0, oldestAgeSeconds: null, limitSeconds: 15 * 60 },
        release: { ok: true, id: 'base' },
      },
    });
  });

  it('is 503 while the oldest unsent mail or CRM lead is older than READY_QUEUE_MINUTES, 200 once they left', async () => {
    const clock: Clock = manualClock(Date.now());
    const crm = await startCrm(clock);
    try {
      const site = makeSite();
      const app = await formsApp(site, {
        clock: () => new Date(clock.now()),
        ready: { queueMinutes: 10 },
        // The .eml folder: the relay, run by hand below, delivers at once.
        mail: { transport: fileTransport(path.join(site.dataDir, 'outbox')), relay: false },
        crmLeads: {
          connection: { url: crm.url, customer: CUSTOMER, password: PASSWORD, timeoutMs: 30_000 },
          agencyMail: true,
          deliver: false,
        },
      });
      open.push(app);
      const posted = await app.inject({
        method: 'POST',
        url: '/api/forms/contact-me',
        payload: await formValues(app, 'contact-me'),
      });
      expect(posted.statusCode).toBe(202);
      clock.advance(10 * MINUTE);
      const young = await readyOf(app);
      expect(young.status).toBe(200);
      expect(young.body.checks).toMatchObject({
        outbox: { ok: true, pending: 2, oldestAgeSeconds: 600, limitSeconds: 600 },
        crm: { ok: true, pending: 1, oldestAgeSeconds: 600 },
      });

      clock.advance(MINUTE);
      const old = await readyOf(app);
      expect(old.status).toBe(503);
      expect(old.body).toMatchObject({
        status: 'not ready',
        failing: ['outbox', 'crm'],
        checks: { outbox: { ok: false, oldestAgeSeconds: 660 }, crm: { ok: false, pending: 1 } },
      });

      // The lead reaches the CRM, then the mails leave.
      expect(await app.leads?.pass()).toBe(1);
      expect((await readyOf(app)).body).toMatchObject({ failing: ['outbox'] });
      expect(await app.relay?.run()).toBe(2);
      const mended = await readyOf(app);
      expect(mended.status).toBe(200);
      expect(mended.body.checks).toMatchObject({
        outbox: { ok: true, pending: 0, oldestAgeSeconds: null },
        crm: { ok: true, pending: 0, oldestAgeSeconds: null },
      });
    } finally {
      await crm.close();
    }
  });

  it("is 503 while the database's schema is not this server's version", async () => {
    const site = makeSite();
    const app = await formsApp(site);
    open.push(app);
    const sql = await testSqlFor(site.dataDir);
    const setVersion = (version: number) =>
      sql.engine === 'sqlite'
        ? sql.run(`PRAGMA user_version = ${version}`)
        : sql.run('UPDATE schema_version SET version = ?', [version]);
    try {
      await setVersion(SCHEMA_VERSION - 1);
      const behind = await readyOf(app);
      expect(behind.status).toBe(503);
      expect(behind.body).toMatchObject({
        failing: ['schema'],
        checks: {
          database: { ok: true },
          schema: { ok: false, version: SCHEMA_VERSION - 1, expected: SCHEMA_VERSION },
        },
      });
      await setVersion(SCHEMA_VERSION);
      expect((await readyOf(app)).status).toBe(200);
    } finally {
      await sql.close();
    }
  });

  it('is 503 without a release to serve (no canonical.json from the build)', async () => {
    const app = await formsApp(makeSite(), { detailManifest: undefined });
    open.push(app);
    const { status, body } = await readyOf(app);
    expect(status).toBe(503);
    expect(body).toMatchObject({ failing: ['release'], checks: { release: { ok: false, id: 'base' } } });
  });

  it('is 503 when the SQLite file is gone from the data folder, 200 once it is back', async () => {
    const site = makeSite();
    const file = path.join(site.dataDir, 'site.db');
    const app = await formsApp(site, { database: { engine: 'sqlite', file } });
    open.push(app);
    expect((await readyOf(app)).status).toBe(200);
    renameSync(file, `${file}.moved`);
    const gone = await readyOf(app);
    expect(gone.status).toBe(503);
    expect(gone.body).toMatchObject({
      failing: ['database'],
      checks: { database: { ok: false, engine: 'sqlite', error: 'site.db is missing' } },
    });
    renameSync(`${file}.moved`, file);
    expect((await readyOf(app)).status).toBe(200);
  });

  it('does not wait for a database that never answers: 503 once its time is up', async () => {
    const silent = new Promise<never>(() => undefined);
    const sql = { engine: 'postgres', get: () => silent, all: () => silent } as unknown as Sql;
    const check = readiness({
      clock: () => new Date(),
      release: { current: () => ({ id: 'r1', manifest: { canonical: { 'property/1': {} } } }) as never },
      database: {
        sql,
        settings: { engine: 'postgres', url: 'postgres://db.invalid/site', schema: 'public', poolSize: 2 },
        queues: queueReader(sql),
        crmLeads: false,
      },
      queueLimitMs: 15 * MINUTE,
      timeoutMs: 50,
    });
    expect(await check.check()).toEqual({
      ready: false,
      failing: ['database'],
      checks: {
        database: { ok: false, engine: 'postgres', error: 'no answer within 0.05 s' },
        release: { ok: true, id: 'r1' },
      },
    });
  });
});
