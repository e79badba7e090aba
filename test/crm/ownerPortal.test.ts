/** @jest-environment node */
/**
 * The owner portal with the agency's CRM (server/crm/owners.ts, server/routes/owner.ts): an
 * owner who exists only in the CRM logs in with the CRM's password (never stored), sees the
 * CRM's listings, histories, portal visits and matching buyers beside the site's own counts,
 * never another owner's property, asks the CRM for a forgotten password, and when the CRM does
 * not answer sees what it said last with its date, or "There is an error in the API".
 * Local accounts (the demo's) work as before beside them.
 */
import type { FastifyInstance } from 'fastify';
import type { PropertyReport } from '../../src/domain/forms/portal.ts';
import { OWNER_CACHE_MS } from '../../server/crm/owners.ts';
import { testSqlFor } from '../db/testSql.ts';
import { ownerApp, ownerClient, ownerOptions } from '../owners/ownerKit.ts';
import { CUSTOMER, PASSWORD, manualClock, startCrm, type Clock } from './kit.ts';
import { DEMO_CRM_OWNER } from './owners.ts';
import type { TestCrm } from './server.ts';
import { addMember, staffApp, staffClient } from '../staff/staffKit.ts';

jest.setTimeout(60_000);

let clock: Clock;
let crm: TestCrm;
let app: FastifyInstance;
let site: { dataDir: string };

beforeEach(async () => {
  clock = manualClock(Date.now());
  crm = await startCrm(clock);
  crm.owners.seedDemo();
  ({ app, site } = await ownerApp(() => new Date(clock.now()), ownerOptions([]), {
    crmPortal: { connection: { url: crm.url, customer: CUSTOMER, password: PASSWORD, timeoutMs: 30_000 } },
  }));
});
afterEach(async () => {
  await app.close();
  await crm.close();
});

const { get, login, post } = ownerClient(() => app);
const crmLogin = () => login(DEMO_CRM_OWNER.email, DEMO_CRM_OWNER.password);

test('an owner who exists only in the CRM logs in with its password, which the site never keeps', async () => {
  const { response, jar } = await crmLogin();
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ name: 'Marie Lambert', email: DEMO_CRM_OWNER.email, lng: 'fr' });
  expect(crm.calls.find((call) => call.endpoint === 'CheckPersonLogin')?.params).toMatchObject({
    Email: DEMO_CRM_OWNER.email,
    IsProprietors: true,
  });
  const sql = await testSqlFor(site.dataDir);
  try {
    const rows = await sql.all<{ password_hash: string; crm_person_id: number }>(
      'SELECT password_hash, crm_person_id FROM owners WHERE email = ?',
      [DEMO_CRM_OWNER.email],
    );
    expect(rows.map((row) => [row.password_hash, Number(row.crm_person_id)])).toEqual([['!crm', 7001]]);
    const stored = JSON.stringify(await sql.all('SELECT * FROM owners'));
    expect(stored).not.toContain(DEMO_CRM_OWNER.password);
  } finally {
    await sql.close();
  }

  const list = await get('/api/owner/properties', jar);
  expect(list.statusCode).toBe(200);
  expect(list.json<{ properties: { id: number; source: string }[] }>().properties.map((p) => [p.id, p.source])).toEqual(
    [
      [120, 'Site web'],
      [134, 'Recommandation'],
    ],
  );

  const report = await get('/api/owner/properties/120', jar);
  expect(report.statusCode).toBe(200);
  const body = report.json<PropertyReport>();
  expect(body.calendar.map((entry) => [entry.kind, entry.contact, entry.status])).toEqual([
    ['Visite', 'M. Peeters', 'Confirmée'],
    ['Visite', 'Famille Dubois', 'Effectuée'],
  ]);
  expect(body.communications).toMatchObject([{ kind: 'E-mail', subject: 'Rapport de visites', status: 'Envoyé' }]);
  // Newest first, as the site's own histories.
  expect(body.media.map((m) => m.portal)).toEqual(['Zimmo', 'Immoweb']);
  expect(body.crm).toEqual({
    portals: [
      { portal: 'Immoweb', visits: 412 },
      { portal: 'Zimmo', visits: 97 },
    ],
    matches: 14,
    asOf: clock.now(),
    stale: false,
  });
  // The site's own counts are there too, and the 30-day graph has the CRM's visits on the portals beside them.
  expect(body.visits).toMatchObject({ total: expect.any(Number) });
  expect(body.visits.days).toHaveLength(30);
  expect(body.visits.days.every((day) => typeof day.portals === 'number' && day.portals >= 10)).toBe(true);
  const asked = crm.calls.find((call) => call.endpoint === 'GetMediaObjectStatisticsGraphList')?.params;
  expect(asked).toMatchObject({ ObjectIDs: [120], IsGroupAllPortals: true });
});

test('a wrong password is refused; another owner’s property is a 404, checked on the CRM’s owner list', async () => {
  const { response: wrong } = await login(DEMO_CRM_OWNER.email, 'not-it');
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json()).toEqual({ error: 'errors.loginWrong' });
  const { jar } = await crmLogin();
  for (const id of [147, 284]) {
    const response = await get(`/api/owner/properties/${id}`, jar);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'errors.unknownProperty' });
  }
});

test('local accounts (the demo’s) still log in with their own password beside the CRM', async () => {
  const { response, jar } = await login('anne@example.be', 'anne-password');
  expect(response.statusCode).toBe(200);
  expect(crm.calls.some((call) => call.endpoint === 'CheckPersonLogin')).toBe(false);
  const list = await get('/api/owner/properties', jar);
  expect(list.json<{ properties: { id: number }[] }>().properties.map((p) => p.id)).toEqual([120]);
});

test('a forgotten password is asked of the CRM, which mails it; the answer is the same for every address', async () => {
  const known = await post('/api/owner/password/forgot', { email: DEMO_CRM_OWNER.email, lng: 'fr' });
  const unknown = await post('/api/owner/password/forgot', { email: 'nobody@example.be', lng: 'fr' });
  expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
  expect(known.body).toBe(unknown.body);
  // The page then says the password (or a link) is on its way by mail.
  expect(known.json()).toEqual({ ok: true, crm: true });
  for (const end = Date.now() + 30_000; crm.owners.forgotten.length < 2 && Date.now() < end;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(crm.owners.forgotten.sort()).toEqual([DEMO_CRM_OWNER.email, 'nobody@example.be'].sort());
});

test('the CRM down: the portal shows what it said last with its date, or "There is an error in the API"', async () => {
  const { jar } = await crmLogin();
  expect((await get('/api/owner/properties/120', jar)).statusCode).toBe(200);
  const said = clock.now();
  crm.fail({ kind: 'status', status: 500 });
  clock.advance(OWNER_CACHE_MS + 1_000);
  const stale = await get('/api/owner/properties/120', jar);
  expect(stale.statusCode).toBe(200);
  expect(stale.json<PropertyReport>().crm).toMatchObject({ matches: 14, asOf: said, stale: true });
  // Never read before: nothing to show but the error, as a 503 the portal explains.
  const cold = await get('/api/owner/properties/134', jar);
  expect(cold.statusCode).toBe(503);
  expect(cold.json()).toEqual({ error: 'errors.api' });
  // A login while it is down.
  await post('/api/owner/logout', {}, jar);
  const down = await crmLogin();
  expect(down.response.statusCode).toBe(503);
  expect(down.response.json()).toEqual({ error: 'errors.api' });
});

test("the back office lists the CRM's owners with their listings, and changes none", async () => {
  // Its own app: a staff member signs in there (plain hashes, as the staff tests').
  const staffSite = await staffApp(() => new Date(clock.now()), {
    extra: { crmPortal: { connection: { url: crm.url, customer: CUSTOMER, password: PASSWORD, timeoutMs: 30_000 } } },
  });
  try {
    const agent = await addMember(staffSite.sql, { email: 'anna@immo-famenne.be', role: 'agent' }, clock.now());
    const client = staffClient(
      () => staffSite.app,
      () => clock.now(),
    );
    const jar = await client.signIn(agent);
    const list = await client.get('/api/staff/owners', jar);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      crm: true,
      owners: [
        expect.objectContaining({
          id: DEMO_CRM_OWNER.personId,
          email: DEMO_CRM_OWNER.email,
          name: 'Marie Lambert',
          crm: true,
          properties: [expect.objectContaining({ id: 120 }), expect.objectContaining({ id: 134 })],
        }),
      ],
    });
    const refused = await client.post('/api/staff/owners', { email: 'x@example.be', name: 'X', lng: 'fr' }, jar);
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'errors.crmReadOnly' }]);
  } finally {
    await staffSite.sql.close();
    await staffSite.app.close();
  }
});
