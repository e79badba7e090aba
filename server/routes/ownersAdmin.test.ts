/** @jest-environment node */
/**
 * An owner the back office creates: the invitation reaches the outbox in their language, its
 * link sets their password through the portal's own reset, they log in and see the history
 * entry added for their listing; deactivated, their session ends and they cannot log in. With
 * a CRM the same routes only read. An agent signed in with password and code does it all.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { dropTestDatabase } from '../../test/db/testSql.ts';
import { ORIGIN, cookieHeader, ownerClient, type Cookies } from '../../test/owners/ownerKit.ts';
import { addMember, staffApp, staffClient } from '../../test/staff/staffKit.ts';
import type { Sql } from '../db/sql.ts';
import { ownerAdmin } from '../owners/manage.ts';
import { passwordResets } from '../owners/resets.ts';
import { ownerAdminRoutes } from './ownersAdmin.ts';

jest.setTimeout(60_000);

const NOW = Date.UTC(2026, 10, 28, 9);
const sites: string[] = [];
const sqls: Sql[] = [];
afterAll(async () => {
  for (const sql of sqls) await sql.close();
  for (const dataDir of sites) await dropTestDatabase(dataDir);
});

/** The real app, an agent signed in with password and code, and requests in their session. */
async function setUp() {
  const { app, sql, site } = await staffApp(() => new Date(NOW));
  sites.push(site.dataDir);
  sqls.push(sql);
  const agent = await addMember(sql, { email: 'anna@immo-famenne.be', role: 'agent' }, NOW);
  const jar: Cookies = await staffClient(
    () => app,
    () => NOW,
  ).signIn(agent);
  return { app, sql, jar };
}

const actions = async (sql: Sql) =>
  (await sql.all<{ action: string; target: string | null }>('SELECT action, target FROM audit_log ORDER BY id')).filter(
    (entry) => !entry.action.startsWith('login.'),
  );

let staffJar: Cookies = {};
const staff = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: cookieHeader(staffJar) },
    ...(payload ? { payload } : {}),
  });

const CLAIRE = {
  email: 'Claire.Renard@example.be',
  name: 'Claire Renard',
  lng: 'nl',
  properties: [{ id: 120, source: 'website', since: '2026-10-01' }],
};

describe('owners in the back office', () => {
  it('invites a new owner, who sets a password, logs in and sees the history added for them', async () => {
    const { app, sql, jar: signedIn } = await setUp();
    staffJar = signedIn;
    const created = await staff(app, 'POST', '/api/staff/owners', CLAIRE);
    expect(created.statusCode).toBe(201);
    expect(await actions(sql)).toEqual([{ action: 'owner.create', target: 'claire.renard@example.be' }]);

    const [mail] = await sql.all<{ to_address: string; subject: string; text: string }>(
      "SELECT to_address, subject, text FROM outbox WHERE to_address = 'claire.renard@example.be'",
    );
    expect(mail?.subject).toBe('Uw account op het eigenaarsportaal van Immo Famenne');
    expect(mail?.text).toContain('7 dagen');
    const token = /https:\/\/www\.immo-famenne\.be\/nl\/aanmelden\/#reset=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    // Before the password, nobody logs in to the account.
    const owner = ownerClient(() => app);
    expect((await owner.login('claire.renard@example.be', 'gardens-of-marche')).response.statusCode).toBe(401);
    const reset = await owner.post('/api/owner/password/reset', {
      token,
      password: 'gardens-of-marche',
      passwordConfirm: 'gardens-of-marche',
      lng: 'nl',
    });
    expect(reset.statusCode).toBe(200);

    const added = await staff(app, 'POST', '/api/staff/properties/120/calendar', {
      at: '2026-11-28T14:30',
      kind: 'visit',
      contact: 'Famille Lejeune',
      status: 'done',
      note: 'Tweede bezoek, een bod volgt.',
    });
    expect(added.statusCode).toBe(201);

    const { response, jar } = await owner.login('claire.renard@example.be', 'gardens-of-marche');
    expect(response.statusCode).toBe(200);
    const report = (await owner.get('/api/owner/properties/120', jar)).json<{
      calendar: { at: number; note: string }[];
    }>();
    // 14:30 in Belgium on 28 November is 13:30 UTC.
    expect(report.calendar).toEqual([
      expect.objectContaining({ at: Date.UTC(2026, 10, 28, 13, 30), note: 'Tweede bezoek, een bod volgt.' }),
    ]);

    // The back office reads it back as it was typed, and can change and remove it.
    const history = (await staff(app, 'GET', '/api/staff/properties/120/history')).json<{
      calendar: { id: number; at: string }[];
    }>();
    expect(history.calendar[0]?.at).toBe('2026-11-28T14:30');
    const entry = history.calendar[0]?.id;
    expect(
      (
        await staff(app, 'PUT', `/api/staff/history/calendar/${String(entry)}`, {
          at: '2026-11-28T15:00',
          kind: 'visit',
          status: 'cancelled',
        })
      ).statusCode,
    ).toBe(204);
    expect((await staff(app, 'DELETE', `/api/staff/history/calendar/${String(entry)}`)).statusCode).toBe(204);
    expect((await owner.get('/api/owner/properties/120', jar)).json<{ calendar: unknown[] }>().calendar).toEqual([]);

    // Deactivated: the session ends and the password no longer opens the portal.
    const list = (await staff(app, 'GET', '/api/staff/owners')).json<{
      owners: { id: number; hasPassword: boolean }[];
    }>();
    expect(list.owners).toEqual([expect.objectContaining({ hasPassword: true })]);
    const id = list.owners[0]?.id;
    expect((await staff(app, 'POST', `/api/staff/owners/${String(id)}/active`, { active: false })).statusCode).toBe(
      204,
    );
    expect((await owner.get('/api/owner/session', jar)).statusCode).toBe(401);
    expect((await owner.login('claire.renard@example.be', 'gardens-of-marche')).response.statusCode).toBe(401);
    expect((await staff(app, 'POST', `/api/staff/owners/${String(id)}/active`, { active: true })).statusCode).toBe(204);
    expect((await owner.login('claire.renard@example.be', 'gardens-of-marche')).response.statusCode).toBe(200);
    await app.close();
  });

  it('refuses a second owner with the same address or the same listing, and bad history values', async () => {
    const { app, jar: signedIn } = await setUp();
    staffJar = signedIn;
    expect((await staff(app, 'POST', '/api/staff/owners', CLAIRE)).statusCode).toBe(201);
    const again = await staff(app, 'POST', '/api/staff/owners', { ...CLAIRE, email: 'claire.renard@EXAMPLE.be' });
    expect([again.statusCode, again.json()]).toEqual([409, { error: 'errors.ownerExists' }]);
    const taken = await staff(app, 'POST', '/api/staff/owners', { ...CLAIRE, email: 'other@example.be' });
    expect([taken.statusCode, taken.json()]).toEqual([409, { error: 'errors.listingOwned' }]);
    const bad = await staff(app, 'POST', '/api/staff/properties/120/media', {
      portal: 'Immoweb',
      publishedOn: '28/11',
      url: 'javascript:alert(1)',
    });
    expect(bad.json()).toEqual({
      error: 'errors.invalid',
      errors: { publishedOn: 'errors.dateInvalid', url: 'errors.urlInvalid' },
    });
    // A listing nobody owns has no history to add to.
    expect(
      (
        await staff(app, 'POST', '/api/staff/properties/999/media', {
          portal: 'Immoweb',
          publishedOn: '2026-11-28',
          url: 'https://www.immoweb.be/x',
        })
      ).statusCode,
    ).toBe(404);
    await app.close();
  });

  it('only reads when the agency has a CRM', async () => {
    const { sql } = await setUp();
    // The routes alone, told the CRM holds the owners; the session is a stand-in here.
    const app = Fastify();
    await ownerAdminRoutes(app, {
      owners: ownerAdmin(sql),
      resets: passwordResets(sql),
      clock: () => new Date(NOW),
      agency: { name: 'Immo Famenne', email: 'info@immo-famenne.be', phone: '', address: '', siteUrl: ORIGIN },
      pages: () => ({ newsletter: {}, login: {}, portal: {} }),
      crm: true,
      member: async () => ({ id: 1, email: 'anna@immo-famenne.be', name: 'Anna', role: 'agent', lng: 'fr' }),
      audit: async () => undefined,
      wakeRelay: () => undefined,
    });
    expect((await staff(app, 'GET', '/api/staff/owners')).json()).toEqual({ owners: [], crm: true });
    const refused = await staff(app, 'POST', '/api/staff/owners', CLAIRE);
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'errors.crmReadOnly' }]);
    await app.close();
  });
});
