/** @jest-environment node */
/**
 * /metrics as Prometheus reads it: only with the bearer token on the site's port (or on the
 * loopback port), every metric of docs/OPERATIONS.md present, and each one moving when its
 * thing happens: a request, a form, a queued mail, a lead handed to the CRM, a sync, a
 * release switch, a wrong password, a throttled login, a blocked event loop. On SQLite and,
 * under npm run test:pg, on PostgreSQL.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { formsApp, formValues } from '../../test/forms/formsApp.ts';
import { makeSite } from '../../test/forms/serverKit.ts';
import { CUSTOMER, PASSWORD, manualClock, startCrm, type Clock } from '../../test/crm/kit.ts';
import type { TestCrm } from '../../test/crm/server.ts';
import { ORIGIN, ownerOptions } from '../../test/owners/ownerKit.ts';
import { STAMP, setCurrent, writeRelease } from '../release/testKit.ts';
import type { SyncJobResult } from '../release/types.ts';
import { scrape, valueOf } from '../../test/metrics/scrape.ts';

// Apps with their database and a test CRM over HTTP: sized for a machine several times slower.
jest.setTimeout(60_000);

const TOKEN = 'metrics-token-0123456789abcdef';
const SYNC_SECRET = 'sync-secret-for-the-metrics-test';

let app: FastifyInstance;
let crm: TestCrm;
let clock: Clock;
let liveDir: string;
/** What the next sync jobs answer, in turn. */
const syncResults: SyncJobResult[] = [];

beforeAll(async () => {
  clock = manualClock(Date.now());
  crm = await startCrm(clock);
  liveDir = mkdtempSync(path.join(tmpdir(), 'metrics-live-'));
  syncResults.push({ status: 'unchanged', ms: 800 });
  app = await formsApp(makeSite(), {
    clock: () => new Date(clock.now()),
    metrics: { token: TOKEN },
    owners: ownerOptions([]),
    staff: {
      hashPassword: async (password) => `plain$${password}`,
      verifyPassword: async (password, stored) => stored === `plain$${password}`,
      sleep: async () => undefined,
    },
    crmLeads: {
      connection: { url: crm.url, customer: CUSTOMER, password: PASSWORD, timeoutMs: 30_000 },
      agencyMail: true,
      deliver: false,
    },
    live: {
      dir: liveDir,
      graceMinutes: 60,
      stamp: STAMP,
      sync: {
        job: async () => syncResults.shift() ?? { status: 'unchanged', ms: 10 },
        intervalMinutes: 600,
        secret: SYNC_SECRET,
      },
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await crm?.close();
});

const read = () => scrape(app, TOKEN);

describe('/metrics on the site’s port', () => {
  it('answers only to the bearer token', async () => {
    const none = await app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('site_http_requests_total');
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const basic = await app.inject({ url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
    const right = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.headers['cache-control']).toBe('no-store');
  });

  it("names every metric the operators' page lists", async () => {
    const text = await read();
    for (const name of [
      'site_http_requests_total',
      'site_http_request_duration_seconds',
      'site_form_submissions_total',
      'site_outbox_mails',
      'site_outbox_oldest_pending_age_seconds',
      'site_crm_jobs',
      'site_crm_oldest_pending_age_seconds',
      'site_sync_runs_total',
      'site_sync_failures_total',
      'site_sync_duration_seconds',
      'site_release_info',
      'site_login_failures_total',
      'site_login_throttled_total',
      'site_database_up',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(text).toMatch(new RegExp(`^# TYPE ${name} (counter|gauge|histogram)$`, 'm'));
    }
    expect(valueOf(text, 'site_database_up')).toBe(1);
  });

  it('counts requests by method, route pattern and status, and times them', async () => {
    const labels = { method: 'GET', route: '/api/health/live', status: '200' };
    const before = await read();
    await app.inject({ url: '/api/health/live' });
    await app.inject({ url: '/api/health/live' });
    // A page: every one is the same route pattern, whatever its URL.
    await app.inject({ url: '/fr/' });
    await app.inject({ url: '/fr/nothing-here/?x=1' });
    await app.inject({ method: 'POST', url: '/no/such/route' });
    await app.inject({ url: '/fr/%zz/' });
    const after = await read();
    expect(valueOf(after, 'site_http_requests_total', labels)).toBe(
      valueOf(before, 'site_http_requests_total', labels) + 2,
    );
    expect(valueOf(after, 'site_http_request_duration_seconds_count', labels)).toBe(
      valueOf(before, 'site_http_request_duration_seconds_count', labels) + 2,
    );
    expect(valueOf(after, 'site_http_requests_total', { method: 'GET', route: '/*', status: '200' })).toBe(
      valueOf(before, 'site_http_requests_total', { method: 'GET', route: '/*', status: '200' }) + 1,
    );
    // Unknown pages, unknown routes and URLs that cannot be decoded: three labels, whatever the URLs.
    const unknown = (method: string, route: string, status: string) =>
      valueOf(after, 'site_http_requests_total', { method, route, status }) -
      valueOf(before, 'site_http_requests_total', { method, route, status });
    expect(unknown('GET', 'not-found', '404')).toBe(1);
    expect(unknown('POST', 'not-found', '404')).toBe(1);
    expect(unknown('GET', 'bad-url', '400')).toBe(1);
    expect(after).not.toContain('nothing-here');
    expect(after).not.toContain('/no/such/route');
    expect(after).not.toContain('%zz');
  });

  it('counts forms by kind and status, and shows the mails and the CRM job they queue', async () => {
    const before = await read();
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/forms/contact-me',
      payload: await formValues(app, 'contact-me'),
    });
    expect(accepted.statusCode).toBe(202);
    const refused = await app.inject({ method: 'POST', url: '/api/forms/contact-me', payload: { lng: 'fr' } });
    expect(refused.statusCode).toBe(400);
    await app.inject({ method: 'POST', url: '/api/forms/no-such-kind', payload: {} });
    clock.advance(90_000);
    const after = await read();
    const forms = (status: string) => ({ kind: 'contact-me', status });
    expect(valueOf(after, 'site_form_submissions_total', forms('202'))).toBe(
      valueOf(before, 'site_form_submissions_total', forms('202')) + 1,
    );
    expect(valueOf(after, 'site_form_submissions_total', forms('400'))).toBe(
      valueOf(before, 'site_form_submissions_total', forms('400')) + 1,
    );
    expect(after).not.toContain('no-such-kind');
    // The agency's mail and the visitor's confirmation wait in the outbox (no relay here).
    expect(valueOf(after, 'site_outbox_mails', { status: 'pending' })).toBe(
      valueOf(before, 'site_outbox_mails', { status: 'pending' }) + 2,
    );
    expect(valueOf(after, 'site_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(valueOf(after, 'site_crm_jobs', { state: 'pending' })).toBe(
      valueOf(before, 'site_crm_jobs', { state: 'pending' }) + 1,
    );
    expect(valueOf(after, 'site_crm_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);

    // The lead handed to the CRM: done, and nothing waits any more.
    expect(await app.leads?.pass()).toBe(1);
    const delivered = await read();
    expect(valueOf(delivered, 'site_crm_jobs', { state: 'done' })).toBe(
      valueOf(after, 'site_crm_jobs', { state: 'done' }) + 1,
    );
    expect(valueOf(delivered, 'site_crm_jobs', { state: 'pending' })).toBe(0);
    expect(valueOf(delivered, 'site_crm_oldest_pending_age_seconds')).toBe(0);
  });

  it('counts sync runs by status, their failures and durations', async () => {
    // The run at start ended 'unchanged' in 0.8 s.
    await app.inject({ url: '/api/crm/sync', headers: { 'x-sync-secret': SYNC_SECRET } });
    const before = await read();
    expect(valueOf(before, 'site_sync_runs_total', { status: 'unchanged' })).toBeGreaterThanOrEqual(1);
    syncResults.push({ status: 'failed', message: 'the CRM did not answer', ms: 42_000 });
    const run = await app.inject({
      method: 'POST',
      url: '/api/crm/sync',
      headers: { 'x-sync-secret': SYNC_SECRET },
    });
    expect(run.json()).toMatchObject({ status: 'failed' });
    const after = await read();
    expect(valueOf(after, 'site_sync_runs_total', { status: 'failed' })).toBe(
      valueOf(before, 'site_sync_runs_total', { status: 'failed' }) + 1,
    );
    expect(valueOf(after, 'site_sync_failures_total')).toBe(valueOf(before, 'site_sync_failures_total') + 1);
    expect(valueOf(after, 'site_sync_duration_seconds_sum', { status: 'failed' })).toBe(
      valueOf(before, 'site_sync_duration_seconds_sum', { status: 'failed' }) + 42,
    );
    // Another instance holding the lock is not a failure.
    syncResults.push({ status: 'busy', message: 'another sync is running', ms: 5 });
    await app.inject({ method: 'POST', url: '/api/crm/sync', headers: { 'x-sync-secret': SYNC_SECRET } });
    const busy = await read();
    expect(valueOf(busy, 'site_sync_runs_total', { status: 'busy' })).toBe(1);
    expect(valueOf(busy, 'site_sync_failures_total')).toBe(valueOf(after, 'site_sync_failures_total'));
  });

  it('names the release served, and the next one once it is switched in', async () => {
    expect(valueOf(await read(), 'site_release_info', { release: 'base' })).toBe(1);
    writeRelease(liveDir, 'r-metrics-1');
    setCurrent(liveDir, 'r-metrics-1');
    expect(await app.release.refresh()).toBe(true);
    const after = await read();
    expect(valueOf(after, 'site_release_info', { release: 'r-metrics-1' })).toBe(1);
    expect(after).not.toMatch(/site_release_info\{release="base"\}/);
  });

  it('counts wrong passwords and throttled logins, owners and staff apart', async () => {
    const before = await read();
    const ownerLogin = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/owner/login',
        payload: { email: 'anne@example.be', password, lng: 'fr' },
        headers: { origin: ORIGIN },
      });
    // Ten wrong passwords from a browser the account does not know; the eleventh try is refused unseen.
    for (let i = 0; i < 10; i++) expect((await ownerLogin(`wrong-${i}`)).statusCode).toBe(401);
    expect((await ownerLogin('anne-password')).statusCode).toBe(429);
    const staff = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'nobody@immo-famenne.be', password: 'not-a-password-1' },
      headers: { origin: ORIGIN },
    });
    expect(staff.statusCode).toBe(401);
    const after = await read();
    expect(valueOf(after, 'site_login_failures_total', { area: 'owner' })).toBe(
      valueOf(before, 'site_login_failures_total', { area: 'owner' }) + 10,
    );
    expect(valueOf(after, 'site_login_throttled_total', { area: 'owner', limit: 'account' })).toBe(
      valueOf(before, 'site_login_throttled_total', { area: 'owner', limit: 'account' }) + 1,
    );
    expect(valueOf(after, 'site_login_failures_total', { area: 'staff' })).toBe(
      valueOf(before, 'site_login_failures_total', { area: 'staff' }) + 1,
    );
  });

  it("shows the event loop's lag after it was held", async () => {
    // A scrape starts the monitor's next period, which begins at its next tick.
    await read();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const until = Date.now() + 150;
    while (Date.now() < until);
    // One turn of the loop, so that the monitor's timer, held meanwhile, records the delay.
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The loop was held at least 150 ms: the delay it measured in that time is at least that long, on any machine.
    expect(valueOf(await read(), 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0.1);
  });
});

describe('/metrics settings', () => {
  const open: FastifyInstance[] = [];
  afterAll(async () => {
    for (const each of open) await each.close();
  });

  it('does not exist without METRICS_TOKEN or METRICS_PORT: the site’s 404', async () => {
    const plain = await formsApp(makeSite());
    open.push(plain);
    const response = await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('site_http_requests_total');
    expect(plain.metricsPort?.() ?? null).toBeNull();
  });

  it('with METRICS_PORT answers on 127.0.0.1 without a token, and not on the site’s port', async () => {
    const local = await formsApp(makeSite(), { metrics: { port: 0 } });
    open.push(local);
    await local.ready();
    expect((await local.inject({ url: '/metrics' })).statusCode).toBe(404);
    await local.inject({ url: '/api/health/live' });
    const port = local.metricsPort?.();
    expect(port).toEqual(expect.any(Number));
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(valueOf(text, 'site_http_requests_total', { method: 'GET', route: '/api/health/live', status: '200' })).toBe(
      1,
    );
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });
});
