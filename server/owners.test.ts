/** @jest-environment node */
/**
 * The owner portal's API against the app's real database, with an injected clock: login and
 * each way it fails, the throttle, sessions (idle, absolute, logout), reset links, and that
 * one owner never sees another's property.
 */
import type { FastifyInstance } from 'fastify';
import type { Sql } from './db/sql.ts';
import { dropTestDatabase, testSqlFor } from '../test/db/testSql.ts';
import { ORIGIN, ownerApp, ownerClient, ownerOptions } from '../test/owners/ownerKit.ts';
import { SESSION_LIMITS } from './owners/sessions.ts';
import { THROTTLE } from './owners/throttle.ts';
import { RESET_TTL_MS } from './owners/resets.ts';

// Each test starts the app on a new database (migrations, keys, demo seed): sized for a slow machine.
jest.setTimeout(60_000);

let now = Date.UTC(2026, 10, 23, 9, 0);
let app: FastifyInstance;
let site: { dataDir: string };
/** The app's database, for reading what went into the outbox. */
let sql: Sql;
const waits: number[] = [];

beforeEach(async () => {
  now = Date.UTC(2026, 10, 23, 9, 0);
  waits.length = 0;
  ({ app, site } = await ownerApp(() => new Date(now), ownerOptions(waits)));
  sql = await testSqlFor(site.dataDir);
});

afterEach(async () => {
  await sql.close();
  await app.close();
  await dropTestDatabase(site.dataDir);
});

const { post, get, login } = ownerClient(() => app);

const outbox = () =>
  sql.all<{ to_address: string; subject: string; text: string }>(
    'SELECT to_address, subject, text FROM outbox ORDER BY id',
  );

/**
 * Waits for the outbox to hold more than `count` mails (a reset link is written after the answer),
 * at most `waitMs`: generous, since it returns as soon as the mail is there.
 */
async function mailsAfter(count: number, waitMs = 30_000) {
  const until = Date.now() + waitMs;
  for (;;) {
    const mails = await outbox();
    if (mails.length > count || Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('login', () => {
  it('opens a session in an HttpOnly, SameSite=Lax cookie and tells the agency', async () => {
    const { response, jar } = await login();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Anne', email: 'anne@example.be', lng: 'fr' });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/owner_session=[A-Za-z0-9_-]{22}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=28800/);
    // Beside it, the one cookie the page may read: it only says a session was opened here.
    expect(setCookie).toMatch(/owner_in=1; Path=\/; SameSite=Lax; Max-Age=28800/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await get('/api/owner/session', jar)).json()).toEqual({
      name: 'Anne',
      email: 'anne@example.be',
      lng: 'fr',
    });
    const [notice] = await outbox();
    expect(notice?.to_address).toBe('info@immo-famenne.be');
    expect(notice?.subject).toBe('Connexion propriétaire : Anne');
    expect(notice?.text).toContain('anne@example.be');
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const wrong = await post('/api/owner/login', { email: 'anne@example.be', password: 'nope', lng: 'fr' });
    const unknown = await post('/api/owner/login', { email: 'nobody@example.be', password: 'nope', lng: 'fr' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'errors.loginWrong' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('checks the fields with the shared schema', async () => {
    const response = await post('/api/owner/login', { email: 'not-an-address', password: '', lng: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'errors.invalid',
      errors: { email: 'errors.emailInvalid', password: 'errors.loginPasswordRequired' },
    });
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/owner/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('refuses a post from another site, and one with no origin at all', async () => {
    for (const origin of ['https://evil.example', null]) {
      const response = await post(
        '/api/owner/login',
        { email: 'anne@example.be', password: 'anne-password', lng: 'fr' },
        {},
        origin,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'errors.forbidden' });
    }
  });

  it('renews the session at login: the cookie of before no longer opens anything', async () => {
    const first = await login();
    const before = { ...first.jar };
    const second = await login('anne@example.be', 'anne-password', first.jar);
    expect(second.jar.owner_session).not.toBe(before.owner_session);
    expect((await get('/api/owner/session', before)).statusCode).toBe(401);
    expect((await get('/api/owner/session', second.jar)).statusCode).toBe(200);
  });
});

describe('the throttle', () => {
  it('slows down after 3 failures and blocks the account after 10 for 15 minutes', async () => {
    for (let i = 0; i < THROTTLE.accountMax; i++) {
      expect(
        (await post('/api/owner/login', { email: 'anne@example.be', password: `guess${i}`, lng: 'fr' })).statusCode,
      ).toBe(401);
    }
    expect(waits).toEqual([300, 600, 900, 1200, 1500, 1800, 2100]);
    const blocked = await login();
    expect(blocked.response.statusCode).toBe(429);
    expect(blocked.response.json()).toEqual({ error: 'errors.loginBlocked' });
    expect(Number(blocked.response.headers['retry-after'])).toBe(15 * 60);
    now += THROTTLE.windowMs + 1000;
    expect((await login()).response.statusCode).toBe(200);
  });

  it('does not lock the owner out of a browser where they logged in before', async () => {
    const { jar } = await login();
    const device = { owner_device: jar.owner_device ?? '' };
    expect(device.owner_device).toMatch(/\./);
    for (let i = 0; i < THROTTLE.accountMax; i++) {
      await post('/api/owner/login', { email: 'anne@example.be', password: `guess${i}`, lng: 'fr' });
    }
    expect((await login()).response.statusCode).toBe(429);
    expect((await login('anne@example.be', 'anne-password', { ...device })).response.statusCode).toBe(200);
    // A device cookie given for another account does not count for this one.
    for (let i = 0; i < THROTTLE.accountMax; i++) {
      await post('/api/owner/login', { email: 'bert@example.be', password: `guess${i}`, lng: 'fr' });
    }
    expect((await login('bert@example.be', 'bert-password', { ...device })).response.statusCode).toBe(429);
  });

  it('blocks an address that tries many accounts', async () => {
    for (let i = 0; i < THROTTLE.addressMax; i++) {
      await post('/api/owner/login', { email: `user${i}@example.be`, password: 'x', lng: 'fr' });
    }
    expect((await login('bert@example.be', 'bert-password')).response.statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('end after 30 minutes without a request', async () => {
    const { jar } = await login();
    now += SESSION_LIMITS.idleMs - 1000;
    expect((await get('/api/owner/session', jar)).statusCode).toBe(200);
    now += SESSION_LIMITS.idleMs - 1000;
    expect((await get('/api/owner/session', jar)).statusCode).toBe(200);
    now += SESSION_LIMITS.idleMs + 1;
    const gone = await get('/api/owner/session', jar);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ error: 'errors.sessionGone' });
    expect(String(gone.headers['set-cookie'])).toMatch(/owner_session=; .*Max-Age=0/);
  });

  it('end 8 hours after login however active the owner is', async () => {
    const { jar } = await login();
    for (let t = 0; t < SESSION_LIMITS.absoluteMs - 20 * 60_000; t += 20 * 60_000) {
      now += 20 * 60_000;
      expect((await get('/api/owner/properties', jar)).statusCode).toBe(200);
    }
    now += 40 * 60_000;
    expect((await get('/api/owner/properties', jar)).statusCode).toBe(401);
  });

  it('end on the server at logout', async () => {
    const { jar } = await login();
    const kept = { ...jar };
    const out = await post('/api/owner/logout', {}, jar);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/owner_session=; .*Max-Age=0/);
    expect(String(out.headers['set-cookie'])).toMatch(/owner_in=; .*Max-Age=0/);
    expect((await get('/api/owner/properties', kept)).statusCode).toBe(401);
  });
});

describe('forgotten password', () => {
  /**
   * How long a test looks for a link that must not be sent. It proves an absence only for that
   * long: a machine slow enough to write a wrong mail later would let the test pass, never fail.
   */
  const NO_MAIL_MS = 300;

  async function resetLink(email = 'anne@example.be', waitMs?: number): Promise<string | null> {
    const before = (await outbox()).length;
    const response = await post('/api/owner/password/forgot', { email, lng: 'fr' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const mail = (await mailsAfter(before, waitMs))[before];
    return mail?.text.match(/#reset=([A-Za-z0-9_-]+)/)?.[1] ?? null;
  }

  it('answers the same for an unknown address and mails nobody', async () => {
    expect(await resetLink('nobody@example.be', NO_MAIL_MS)).toBeNull();
    // Asked after it, a known address's link is the only mail: none went out for the unknown one.
    expect(await resetLink()).not.toBeNull();
    expect((await outbox()).map((mail) => mail.to_address)).toEqual(['anne@example.be']);
  });

  it('mails a link to the login page that sets a new password once and ends every session', async () => {
    const { jar } = await login();
    const token = await resetLink();
    expect(token).not.toBeNull();
    expect((await outbox()).at(-1)?.text).toContain(`https://www.immo-famenne.be/fr/connexion/#reset=${token}`);
    const reset = { token, password: 'a-new-password', passwordConfirm: 'a-new-password', lng: 'fr' };
    expect((await post('/api/owner/password/reset', reset)).statusCode).toBe(200);
    expect((await get('/api/owner/session', jar)).statusCode).toBe(401);
    expect((await login('anne@example.be', 'anne-password')).response.statusCode).toBe(401);
    expect((await login('anne@example.be', 'a-new-password')).response.statusCode).toBe(200);
    const again = await post('/api/owner/password/reset', {
      ...reset,
      password: 'other-pass',
      passwordConfirm: 'other-pass',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'errors.resetInvalid' });
  });

  it('refuses a link after an hour', async () => {
    const token = await resetLink();
    now += RESET_TTL_MS + 1;
    const response = await post('/api/owner/password/reset', {
      token,
      password: 'a-new-password',
      passwordConfirm: 'a-new-password',
      lng: 'fr',
    });
    expect(response.json()).toEqual({ error: 'errors.resetInvalid' });
    expect((await login()).response.statusCode).toBe(200);
  });

  it('checks the new password before spending the link', async () => {
    const token = await resetLink();
    const weak = await post('/api/owner/password/reset', {
      token,
      password: 'short',
      passwordConfirm: 'other',
      lng: 'fr',
    });
    expect(weak.json()).toEqual({
      error: 'errors.invalid',
      errors: { password: 'errors.passwordTooShort', passwordConfirm: 'errors.passwordsDiffer' },
    });
    const good = await post('/api/owner/password/reset', {
      token,
      password: 'long-enough',
      passwordConfirm: 'long-enough',
      lng: 'fr',
    });
    expect(good.statusCode).toBe(200);
  });

  const resetWith = (token: string | null, password: string) =>
    post('/api/owner/password/reset', { token, password, passwordConfirm: password, lng: 'fr' });

  it('voids the older link when the newer one is used', async () => {
    const older = await resetLink();
    now += 60_000;
    const newer = await resetLink();
    expect((await resetWith(newer, 'the-newest-password')).statusCode).toBe(200);
    const late = await resetWith(older, 'an-older-password');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: 'errors.resetInvalid' });
    expect((await login('anne@example.be', 'the-newest-password')).response.statusCode).toBe(200);
  });

  it('voids an unused older link as soon as a new one is made', async () => {
    const older = await resetLink();
    now += 60_000;
    expect(await resetLink()).not.toBeNull();
    const stale = await resetWith(older, 'an-older-password');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ error: 'errors.resetInvalid' });
    expect((await login()).response.statusCode).toBe(200);
  });

  it('sends at most 3 links an hour to one owner', async () => {
    const tokens = [
      await resetLink(),
      await resetLink(),
      await resetLink(),
      await resetLink('anne@example.be', NO_MAIL_MS),
    ];
    expect(tokens.filter(Boolean)).toHaveLength(3);
  });
});

describe('an owner sees only their own properties', () => {
  it('lists them with their numbers, and answers 404 for any other', async () => {
    const anne = (await login()).jar;
    const bert = (await login('bert@example.be', 'bert-password')).jar;
    const list = (await get('/api/owner/properties', anne)).json<{ properties: { id: number }[] }>();
    expect(list.properties.map((p) => p.id)).toEqual([120]);
    const own = await get('/api/owner/properties/120', anne);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: 120,
      source: 'website',
      communications: [{ subject: 'Retour visite 120', kind: 'phone', status: 'done' }],
      media: [{ portal: 'Immoweb' }],
      calendar: [{ kind: 'visit', contact: 'Famille Dubois' }],
    });
    for (const url of ['/api/owner/properties/284', '/api/owner/properties/999', '/api/owner/properties/abc']) {
      const response = await get(url, anne);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'errors.unknownProperty' });
    }
    expect((await get('/api/owner/properties/120', bert)).statusCode).toBe(404);
    expect((await get('/api/owner/properties/284', bert)).statusCode).toBe(200);
  });

  it('refuses every portal endpoint without a session', async () => {
    for (const url of ['/api/owner/session', '/api/owner/properties', '/api/owner/properties/120']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'errors.sessionGone' });
    }
  });
});
