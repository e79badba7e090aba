/** @jest-environment node */
/**
 * Every /api/staff route against every kind of caller (docs/BACKOFFICE.md's table): nobody, a
 * session pending its first set-up, one pending its code, an agent and an admin, each with the
 * status the table promises. Each route gets a fresh app and fresh sessions.
 */
import type { FastifyInstance } from 'fastify';
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase } from '../../test/db/testSql.ts';
import { addMember, staffApp, staffClient, type Cookies } from '../../test/staff/staffKit.ts';
import { ORIGIN, cookieHeader } from '../../test/owners/ownerKit.ts';

jest.setTimeout(60_000);

const NOW = Date.UTC(2026, 10, 28, 9, 0);
let app: FastifyInstance;
let sql: Sql;
let site: { dataDir: string };
let agentId: number;
const jars: Record<Caller, Cookies> = { none: {}, setup: {}, pending: {}, agent: {}, admin: {} };

type Caller = 'none' | 'setup' | 'pending' | 'agent' | 'admin';
const { post, get, login, signIn } = staffClient(
  () => app,
  () => NOW,
);

beforeEach(async () => {
  ({ app, sql, site } = await staffApp(() => new Date(NOW)));
  const newcomer = await addMember(sql, { email: 'new@immo.be', role: 'agent', mfa: false }, NOW);
  const waiting = await addMember(sql, { email: 'wait@immo.be', role: 'admin' }, NOW);
  const agent = await addMember(sql, { email: 'agent@immo.be', role: 'agent' }, NOW);
  const admin = await addMember(sql, { email: 'admin@immo.be', role: 'admin' }, NOW);
  agentId = agent.id;
  jars.none = {};
  jars.setup = (await login(newcomer.email, newcomer.password)).jar;
  jars.pending = (await login(waiting.email, waiting.password)).jar;
  jars.agent = await signIn(agent);
  jars.admin = await signIn(admin);
});

afterEach(async () => {
  await sql.close();
  await app.close();
  await dropTestDatabase(site.dataDir);
});

type Call = (jar: Cookies) => ReturnType<typeof get>;
/** PUT and DELETE as the back office's pages send them (same origin, the jar's cookies). */
const send = (method: 'PUT' | 'DELETE', url: string, payload: object | undefined, jar: Cookies) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { origin: ORIGIN, ...(Object.keys(jar).length ? { cookie: cookieHeader(jar) } : {}) },
  });
const AGENT_ROUTE = { none: 401, setup: 401, pending: 401 } as const;
/** The back office's work routes: agents and admins alike (a row's own status for each). */
const anyStaff = (status: number) => ({ ...AGENT_ROUTE, agent: status, admin: status });
const TABLE: [string, Call, Record<Caller, number>][] = [
  [
    'POST /api/staff/login (wrong password)',
    (jar) => post('/api/staff/login', { email: 'agent@immo.be', password: 'wrong' }, jar),
    { none: 401, setup: 401, pending: 401, agent: 401, admin: 401 },
  ],
  [
    'GET /api/staff/mfa/setup',
    (jar) => get('/api/staff/mfa/setup', jar),
    { none: 401, setup: 200, pending: 403, agent: 403, admin: 403 },
  ],
  [
    'POST /api/staff/mfa/confirm (a wrong code)',
    (jar) => post('/api/staff/mfa/confirm', { code: '000000' }, jar),
    { none: 401, setup: 400, pending: 403, agent: 403, admin: 403 },
  ],
  [
    'POST /api/staff/mfa/verify (a wrong code)',
    (jar) => post('/api/staff/mfa/verify', { code: 'aaaa-bbbb-cccc' }, jar),
    { none: 401, setup: 403, pending: 400, agent: 403, admin: 403 },
  ],
  [
    'GET /api/staff/me',
    (jar) => get('/api/staff/me', jar),
    { none: 401, setup: 401, pending: 401, agent: 200, admin: 200 },
  ],
  [
    'POST /api/staff/me/lng',
    (jar) => post('/api/staff/me/lng', { lng: 'de' }, jar),
    { none: 401, setup: 401, pending: 401, agent: 204, admin: 204 },
  ],
  [
    'POST /api/staff/logout',
    (jar) => post('/api/staff/logout', {}, jar),
    { none: 204, setup: 204, pending: 204, agent: 204, admin: 204 },
  ],
  [
    'POST /api/staff/password (an unknown link)',
    (jar) =>
      post(
        '/api/staff/password',
        { token: 'x'.repeat(43), password: 'a long new password', passwordConfirm: 'a long new password' },
        jar,
      ),
    { none: 400, setup: 400, pending: 400, agent: 400, admin: 400 },
  ],
  [
    'GET /api/staff/members',
    (jar) => get('/api/staff/members', jar),
    { none: 401, setup: 401, pending: 401, agent: 403, admin: 200 },
  ],
  [
    'POST /api/staff/members',
    (jar) => post('/api/staff/members', { email: 'invited@immo.be', name: 'Invited', role: 'agent', lng: 'nl' }, jar),
    { none: 401, setup: 401, pending: 401, agent: 403, admin: 201 },
  ],
  [
    'POST /api/staff/members/:id/active',
    (jar) => post(`/api/staff/members/${agentId}/active`, { active: true }, jar),
    { none: 401, setup: 401, pending: 401, agent: 403, admin: 204 },
  ],
  [
    'POST /api/staff/members/:id/reset-mfa',
    (jar) => post(`/api/staff/members/${agentId}/reset-mfa`, {}, jar),
    { none: 401, setup: 401, pending: 401, agent: 403, admin: 204 },
  ],
  [
    'GET /api/staff/audit',
    (jar) => get('/api/staff/audit', jar),
    { none: 401, setup: 401, pending: 401, agent: 403, admin: 200 },
  ],
  ['GET /api/staff/leads', (jar) => get('/api/staff/leads', jar), anyStaff(200)],
  ['GET /api/staff/leads.csv', (jar) => get('/api/staff/leads.csv', jar), anyStaff(200)],
  ['GET /api/staff/leads/:id (none such)', (jar) => get('/api/staff/leads/999', jar), anyStaff(404)],
  [
    'POST /api/staff/leads/:id/state (none such)',
    (jar) => post('/api/staff/leads/999/state', { state: 'handled' }, jar),
    anyStaff(404),
  ],
  ['GET /api/staff/leads/:id/files/:file (none such)', (jar) => get('/api/staff/leads/9/files/9', jar), anyStaff(404)],
  [
    'POST /api/staff/leads/:id/crm/:job/resend (none such)',
    (jar) => post('/api/staff/leads/9/crm/9/resend', {}, jar),
    anyStaff(404),
  ],
  ['GET /api/staff/mails/failed', (jar) => get('/api/staff/mails/failed', jar), anyStaff(200)],
  ['POST /api/staff/mails/:id/resend (none such)', (jar) => post('/api/staff/mails/9/resend', {}, jar), anyStaff(404)],
  ['GET /api/staff/owners', (jar) => get('/api/staff/owners', jar), anyStaff(200)],
  [
    'POST /api/staff/owners (a bad body)',
    (jar) => post('/api/staff/owners', { email: 'not an address' }, jar),
    anyStaff(400),
  ],
  [
    'POST /api/staff/owners/:id/invite (none such)',
    (jar) => post('/api/staff/owners/9/invite', {}, jar),
    anyStaff(404),
  ],
  [
    'POST /api/staff/owners/:id/active (none such)',
    (jar) => post('/api/staff/owners/9/active', { active: false }, jar),
    anyStaff(404),
  ],
  [
    'GET /api/staff/properties/:id/history (no owner)',
    (jar) => get('/api/staff/properties/9/history', jar),
    anyStaff(404),
  ],
  [
    'POST /api/staff/properties/:id/calendar (no owner)',
    (jar) => post('/api/staff/properties/9/calendar', { at: '2026-11-28T10:00', kind: 'visit', status: 'done' }, jar),
    anyStaff(404),
  ],
  [
    'PUT /api/staff/history/:table/:id (none such)',
    (jar) =>
      send(
        'PUT',
        '/api/staff/history/media/9',
        { portal: 'Immoweb', publishedOn: '2026-11-28', url: 'https://x.be/' },
        jar,
      ),
    anyStaff(404),
  ],
  [
    'DELETE /api/staff/history/:table/:id (none such)',
    (jar) => send('DELETE', '/api/staff/history/media/9', undefined, jar),
    anyStaff(404),
  ],
  ['GET /api/staff/visits/hours', (jar) => get('/api/staff/visits/hours', jar), anyStaff(200)],
  [
    'PUT /api/staff/visits/hours (a bad body)',
    (jar) => send('PUT', '/api/staff/visits/hours', { hours: { '1': ['nonsense'] } }, jar),
    anyStaff(400),
  ],
  ['GET /api/staff/visits/listings/:id', (jar) => get('/api/staff/visits/listings/120', jar), anyStaff(200)],
  [
    'PUT /api/staff/visits/listings/:id/days/:day',
    (jar) => send('PUT', '/api/staff/visits/listings/120/days/2026-12-24', { slots: [] }, jar),
    anyStaff(204),
  ],
  [
    'DELETE /api/staff/visits/listings/:id/days/:day',
    (jar) => send('DELETE', '/api/staff/visits/listings/120/days/2026-12-24', undefined, jar),
    anyStaff(204),
  ],
  ['GET /api/staff/visits/bookings', (jar) => get('/api/staff/visits/bookings', jar), anyStaff(200)],
  [
    'POST /api/staff/visits/bookings/:id/cancel (none such)',
    (jar) => post('/api/staff/visits/bookings/9/cancel', {}, jar),
    anyStaff(404),
  ],
  [
    'GET /api/staff/privacy',
    (jar) => get('/api/staff/privacy?email=claire%40example.be', jar),
    { ...AGENT_ROUTE, agent: 403, admin: 200 },
  ],
  [
    'GET /api/staff/privacy/export',
    (jar) => get('/api/staff/privacy/export?email=claire%40example.be', jar),
    { ...AGENT_ROUTE, agent: 403, admin: 200 },
  ],
  [
    'POST /api/staff/privacy/erase',
    (jar) => post('/api/staff/privacy/erase', { email: 'claire@example.be', confirm: 'claire@example.be' }, jar),
    { ...AGENT_ROUTE, agent: 403, admin: 200 },
  ],
];

describe.each(TABLE)('%s', (_name, call, expected) => {
  it('answers each caller as the table says, never to be stored', async () => {
    const got: Record<string, number> = {};
    for (const caller of Object.keys(expected) as Caller[]) {
      const response = await call(jars[caller]);
      got[caller] = response.statusCode;
      expect(response.headers['cache-control']).toBe('no-store');
      if (response.statusCode === 401 && !/login/.test(_name))
        expect(response.json()).toEqual({ error: 'errors.session' });
      if (response.statusCode === 403) expect(response.json()).toEqual({ error: 'errors.forbidden' });
    }
    expect(got).toEqual(expected);
  });
});

describe('a change from another site', () => {
  it('is refused on every back-office route that changes something, even with an admin session', async () => {
    const from = (url: string, method: 'POST' | 'PUT' | 'DELETE', origin: string | null) =>
      app.inject({
        method,
        url,
        payload: {},
        headers: { ...(origin ? { origin } : {}), cookie: cookieHeader(jars.admin) },
      });
    for (const [url, method] of [
      ['/api/staff/leads/1/state', 'POST'],
      ['/api/staff/mails/1/resend', 'POST'],
      ['/api/staff/owners', 'POST'],
      ['/api/staff/history/media/1', 'DELETE'],
      ['/api/staff/visits/hours', 'PUT'],
      ['/api/staff/privacy/erase', 'POST'],
    ] as const) {
      for (const origin of ['https://evil.example', null]) {
        const response = await from(url, method, origin);
        expect([url, origin, response.statusCode, response.json()]).toEqual([
          url,
          origin,
          403,
          { error: 'errors.forbidden' },
        ]);
      }
    }
  });
});
