/** @jest-environment node */
/**
 * The back office's sign-in against the app's real database, with an injected clock
 * (docs/BACKOFFICE.md): the login and its one answer for every failure, the cookie, the
 * authenticator's set-up, codes in and out of the window and never twice, recovery codes, the
 * five wrong codes, sessions' limits, set-password links, invitations, (de)activation and the
 * audit log.
 */
import type { FastifyInstance } from 'fastify';
import { site as siteConfig } from '../../src/config/site.ts';
import type { AuditPage, StaffMember } from '../../src/domain/forms/staff.ts';
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase } from '../../test/db/testSql.ts';
import { cookiesOf } from '../../test/owners/ownerKit.ts';
import {
  addMember,
  codeAt,
  plainHasher,
  staffApp,
  staffClient,
  type Cookies,
  type Member,
} from '../../test/staff/staffKit.ts';
import { auditLog } from '../staff/audit.ts';
import { LINK_TTL_MS, staffLinks } from '../staff/links.ts';
import { STAFF_SESSION_LIMITS } from '../staff/sessions.ts';

jest.setTimeout(60_000);

const START = Date.UTC(2026, 10, 28, 9, 0);
let now = START;
let app: FastifyInstance;
let sql: Sql;
let site: { dataDir: string };
let verifications = 0;
let admin: Member;
let agent: Member;

const { post, get, login, signIn } = staffClient(
  () => app,
  () => now,
);

beforeEach(async () => {
  now = START;
  verifications = 0;
  const hasher = {
    ...plainHasher,
    verifyPassword: async (password: string, stored: string) => {
      verifications++;
      return plainHasher.verifyPassword(password, stored);
    },
  };
  ({ app, sql, site } = await staffApp(() => new Date(now), { hasher }));
  admin = await addMember(sql, { email: 'admin@immo.be', role: 'admin', name: 'Alice' }, now);
  agent = await addMember(sql, { email: 'agent@immo.be', role: 'agent', name: 'Bob', lng: 'nl' }, now);
});

afterEach(async () => {
  await sql.close();
  await app.close();
  await dropTestDatabase(site.dataDir);
});

const auditActions = async () =>
  (await sql.all<{ action: string }>('SELECT action FROM audit_log ORDER BY id')).map((row) => row.action);

/** A link as staff:add or an invitation makes it. */
const linkFor = (member: { id: number }) => sql.tx((tx) => staffLinks(sql).create(tx, member.id, 'invite', now));

const setPassword = (token: string, password = 'a brand new password') =>
  post('/api/staff/password', { token, password, passwordConfirm: password });

describe('login', () => {
  it('opens a pending session in an HttpOnly, SameSite=Strict cookie and asks for the code', async () => {
    const { response, jar } = await login(agent.email, agent.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ step: 'code' });
    expect(String(response.headers['set-cookie'])).toMatch(
      /^staff_session=[A-Za-z0-9_-]{22}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800$/,
    );
    // Pending: not signed in until the code.
    expect((await get('/api/staff/me', jar)).statusCode).toBe(401);
    expect(await auditActions()).toEqual(['login.password']);
  });

  it('asks a member without an authenticator to set it up', async () => {
    const newcomer = await addMember(sql, { email: 'new@immo.be', role: 'agent', mfa: false }, now);
    expect((await login(newcomer.email, newcomer.password)).response.json()).toEqual({ step: 'setup' });
  });

  it('gives one answer, after the same work, for an unknown address, a wrong password, a deactivated member and one without a password', async () => {
    await addMember(sql, { email: 'gone@immo.be', role: 'agent', active: false }, now);
    const invited = await addMember(sql, { email: 'invited@immo.be', role: 'agent' }, now);
    await sql.run('UPDATE staff SET password_hash = NULL WHERE id = ?', [invited.id]);
    const tries = [
      { email: 'nobody@immo.be', password: 'whatever' },
      { email: agent.email, password: 'wrong' },
      { email: 'gone@immo.be', password: 'gone@immo.be-password' },
      { email: 'invited@immo.be', password: 'invited@immo.be-password' },
    ];
    for (const body of tries) {
      const before = verifications;
      const response = await post('/api/staff/login', body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'errors.credentials' });
      expect(response.headers['set-cookie']).toBeUndefined();
      // One password check each: the unknown address and the one without a password against a stand-in.
      expect(verifications - before).toBe(1);
    }
    // Failures of known members are in the log, an unknown address's are not (it names nobody).
    const failed = await sql.all<{ actor_email: string; detail: string; address: string }>(
      `SELECT actor_email, detail, address FROM audit_log WHERE action = 'login.failed' ORDER BY id`,
    );
    expect(failed).toEqual([
      { actor_email: agent.email, detail: 'password', address: '127.0.0.1' },
      { actor_email: 'gone@immo.be', detail: 'inactive', address: '127.0.0.1' },
      { actor_email: 'invited@immo.be', detail: 'noPassword', address: '127.0.0.1' },
    ]);
  });

  it('checks the fields with the shared schema', async () => {
    const response = await post('/api/staff/login', { email: 'not-an-address', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'errors.invalid',
      errors: { email: 'errors.emailInvalid', password: 'errors.loginPasswordRequired' },
    });
  });

  it('refuses a post from another site, and one with no origin at all', async () => {
    const jar = await signIn(admin);
    for (const origin of ['https://evil.example', null]) {
      const responses = [
        await post('/api/staff/login', { email: agent.email, password: agent.password }, {}, origin),
        await post('/api/staff/members', { email: 'x@immo.be', name: 'X', role: 'admin', lng: 'fr' }, jar, origin),
        await post('/api/staff/logout', {}, jar, origin),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'errors.forbidden' });
      }
    }
    expect((await get('/api/staff/me', jar)).statusCode).toBe(200);
  });

  it("counts staff failures apart from the owners' on the same address", async () => {
    await sql.run(`INSERT INTO owners (email, name, lng, password_hash, created_at, password_changed_at)
      VALUES ('agent@immo.be', 'Owner', 'fr', 'plain$x', 0, 0)`);
    for (let i = 0; i < 10; i++) {
      await post('/api/owner/login', { email: agent.email, password: `guess${i}`, lng: 'fr' });
    }
    expect((await login(agent.email, agent.password)).response.statusCode).toBe(200);
  });

  it('uses the __Host- prefix and Secure over HTTPS', async () => {
    await sql.close();
    await app.close();
    await dropTestDatabase(site.dataDir);
    ({ app, sql, site } = await staffApp(() => new Date(now), { extra: { https: true } }));
    const member = await addMember(sql, { email: 'https@immo.be', role: 'agent' }, now);
    const { response } = await login(member.email, member.password);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^__Host-staff_session=[A-Za-z0-9_-]{22}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800; Secure$/,
    );
  });
});

describe('the authenticator', () => {
  it('is set up at the first sign-in: the same secret until confirmed, then 10 recovery codes', async () => {
    const newcomer = await addMember(sql, { email: 'new@immo.be', role: 'agent', mfa: false }, now);
    const { jar } = await login(newcomer.email, newcomer.password);
    const setup = await get('/api/staff/mfa/setup', jar);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json<{ secret: string; otpauthUrl: string; qrSvg: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await get('/api/staff/mfa/setup', jar)).json<{ secret: string }>().secret).toBe(secret);
    const url = new URL(otpauthUrl);
    expect(`${url.protocol}//${url.host}`).toBe('otpauth://totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe(siteConfig.agency.name);
    expect(decodeURIComponent(url.pathname)).toBe(`/${siteConfig.agency.name}:new@immo.be`);
    expect(qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Kept sealed: the table alone holds no secret.
    const pending = await sql.get<{ totp_pending_secret: string }>(
      'SELECT totp_pending_secret FROM staff WHERE id = ?',
      [newcomer.id],
    );
    expect(pending?.totp_pending_secret).toMatch(/^v1\./);
    expect(pending?.totp_pending_secret).not.toContain(secret);

    const confirm = await post('/api/staff/mfa/confirm', { code: await codeAt(secret, now) }, jar);
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored hashed: no code in the table.
    const stored = await sql.all<{ code_hash: string }>('SELECT code_hash FROM staff_recovery_codes');
    expect(stored).toHaveLength(10);
    for (const { code_hash: hash } of stored) expect(recoveryCodes).not.toContain(hash);
    // The session is full under a new id.
    const full = cookiesOf(confirm, jar);
    expect(full.staff_session).not.toBe(jar.staff_session);
    expect((await get('/api/staff/me', jar)).statusCode).toBe(401);
    expect((await get('/api/staff/me', full)).json()).toEqual({
      id: newcomer.id,
      email: 'new@immo.be',
      name: 'new',
      role: 'agent',
      lng: 'fr',
    });
    expect(await auditActions()).toEqual(['login.password', 'mfa.setup']);
    const kept = await sql.get<{ totp_secret: string }>('SELECT totp_secret FROM staff WHERE id = ?', [newcomer.id]);
    expect(kept?.totp_secret).toMatch(/^v1\./);
    expect(kept?.totp_secret).not.toContain(secret);
    // Set up: the next login asks for the code.
    now += 60_000;
    expect((await login(newcomer.email, newcomer.password)).response.json()).toEqual({ step: 'code' });
  });

  it('accepts a code one step early or late, refuses two steps off', async () => {
    const secret = agent.secret!;
    for (const [steps, status] of [
      [-2, 400],
      [2, 400],
      [-1, 200],
    ] as const) {
      const { jar } = await login(agent.email, agent.password);
      const response = await post('/api/staff/mfa/verify', { code: await codeAt(secret, now, steps) }, jar);
      expect(response.statusCode).toBe(status);
      if (status === 400) expect(response.json()).toEqual({ error: 'errors.codeWrong' });
    }
    now += 5 * 60_000;
    const { jar } = await login(agent.email, agent.password);
    expect((await post('/api/staff/mfa/verify', { code: await codeAt(secret, now, 1) }, jar)).statusCode).toBe(200);
  });

  it('never accepts a code twice, nor an older one after it', async () => {
    const code = await codeAt(agent.secret!, now);
    const first = await login(agent.email, agent.password);
    expect((await post('/api/staff/mfa/verify', { code }, first.jar)).statusCode).toBe(200);
    const again = await login(agent.email, agent.password);
    expect((await post('/api/staff/mfa/verify', { code }, again.jar)).json()).toEqual({ error: 'errors.codeWrong' });
    // The step before is still in the window, but older than the code used.
    const older = await codeAt(agent.secret!, now, -1);
    expect((await post('/api/staff/mfa/verify', { code: older }, again.jar)).statusCode).toBe(400);
    now += 30_000;
    const next = await codeAt(agent.secret!, now);
    expect((await post('/api/staff/mfa/verify', { code: next }, again.jar)).statusCode).toBe(200);
  });

  it('ends the session at the fifth wrong code (429)', async () => {
    const { jar } = await login(agent.email, agent.password);
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/staff/mfa/verify', { code: '000000' }, jar)).statusCode).toBe(400);
    }
    const fifth = await post('/api/staff/mfa/verify', { code: '000000' }, jar);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ error: 'errors.throttled' });
    expect(String(fifth.headers['set-cookie'])).toMatch(/staff_session=; .*Max-Age=0/);
    const right = await post('/api/staff/mfa/verify', { code: await codeAt(agent.secret!, now) }, jar);
    expect(right.statusCode).toBe(401);
    expect(await auditActions()).toEqual([
      'login.password',
      'code.wrong',
      'code.wrong',
      'code.wrong',
      'code.wrong',
      'code.blocked',
    ]);
  });

  it('counts wrong codes with the password failures: a new login does not give a guesser new tries', async () => {
    for (let round = 0; round < 2; round++) {
      const { jar } = await login(agent.email, agent.password);
      for (let i = 0; i < 5; i++) await post('/api/staff/mfa/verify', { code: '000000' }, jar);
    }
    const blocked = await login(agent.email, agent.password);
    expect(blocked.response.statusCode).toBe(429);
    expect(blocked.response.json()).toEqual({ error: 'errors.throttled' });
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes each recovery code once', async () => {
    const newcomer = await addMember(sql, { email: 'new@immo.be', role: 'agent', mfa: false }, now);
    const { jar } = await login(newcomer.email, newcomer.password);
    const { secret } = (await get('/api/staff/mfa/setup', jar)).json<{ secret: string }>();
    const confirm = await post('/api/staff/mfa/confirm', { code: await codeAt(secret, now) }, jar);
    const [code = '', other = ''] = confirm.json<{ recoveryCodes: string[] }>().recoveryCodes;

    const first = await login(newcomer.email, newcomer.password);
    // Typed in capitals and without the dashes, it is still the code.
    const typed = code.replace(/-/g, '').toUpperCase();
    const used = await post('/api/staff/mfa/verify', { code: typed }, first.jar);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ email: 'new@immo.be' });

    const second = await login(newcomer.email, newcomer.password);
    expect((await post('/api/staff/mfa/verify', { code }, second.jar)).json()).toEqual({ error: 'errors.codeWrong' });
    expect((await post('/api/staff/mfa/verify', { code: other }, second.jar)).statusCode).toBe(200);
    const entries = await sql.all<{ action: string; detail: string | null }>(
      `SELECT action, detail FROM audit_log WHERE action IN ('recovery.used', 'login.ok') ORDER BY id`,
    );
    expect(entries).toEqual([
      { action: 'recovery.used', detail: '9 left' },
      { action: 'login.ok', detail: 'recovery' },
      { action: 'recovery.used', detail: '8 left' },
      { action: 'login.ok', detail: 'recovery' },
    ]);
  });
});

describe('sessions', () => {
  it('end after 30 minutes without a request', async () => {
    const jar = await signIn(agent);
    now += STAFF_SESSION_LIMITS.idleMs - 1000;
    expect((await get('/api/staff/me', jar)).statusCode).toBe(200);
    now += STAFF_SESSION_LIMITS.idleMs + 1000;
    const gone = await get('/api/staff/me', jar);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ error: 'errors.session' });
    expect(String(gone.headers['set-cookie'])).toMatch(/staff_session=; .*Max-Age=0/);
  });

  it('end 8 hours after the password however active the member is', async () => {
    const jar = await signIn(agent);
    while (now + 20 * 60_000 < START + STAFF_SESSION_LIMITS.absoluteMs) {
      now += 20 * 60_000;
      expect((await get('/api/staff/me', jar)).statusCode).toBe(200);
    }
    now = START + STAFF_SESSION_LIMITS.absoluteMs + 1000;
    expect((await get('/api/staff/me', jar)).statusCode).toBe(401);
  });

  it('a pending session ends after 30 minutes too', async () => {
    const { jar } = await login(agent.email, agent.password);
    now += STAFF_SESSION_LIMITS.idleMs + 1000;
    expect((await post('/api/staff/mfa/verify', { code: await codeAt(agent.secret!, now) }, jar)).statusCode).toBe(401);
  });

  it('end on the server at logout', async () => {
    const jar = await signIn(agent);
    const out = await post('/api/staff/logout', {}, jar);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/staff_session=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0/);
    expect((await get('/api/staff/me', jar)).statusCode).toBe(401);
    expect((await auditActions()).at(-1)).toBe('logout');
  });

  it('keep the language the member chose', async () => {
    const jar = await signIn(agent);
    expect((await post('/api/staff/me/lng', { lng: 'xx' }, jar)).json()).toEqual({
      error: 'errors.invalid',
      errors: { lng: 'errors.invalidValue' },
    });
    expect((await post('/api/staff/me/lng', { lng: 'de' }, jar)).statusCode).toBe(204);
    expect((await get('/api/staff/me', jar)).json()).toMatchObject({ lng: 'de' });
    const entry = await sql.get(`SELECT action, detail, actor_email FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(entry).toEqual({ action: 'staff.lng', detail: 'de', actor_email: agent.email });
  });
});

describe('set-password links', () => {
  it('set the password once and end every session of the member', async () => {
    const jar = await signIn(agent);
    const token = await linkFor(agent);
    const done = await setPassword(token);
    expect(done.statusCode).toBe(204);
    expect(done.headers['cache-control']).toBe('no-store');
    expect((await get('/api/staff/me', jar)).statusCode).toBe(401);
    expect((await login(agent.email, agent.password)).response.statusCode).toBe(401);
    expect((await login(agent.email, 'a brand new password')).response.statusCode).toBe(200);
    const again = await setPassword(token, 'another new password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'errors.resetInvalid' });
    expect(await auditActions()).toContain('password.set');
  });

  it('refuse a link after 24 hours', async () => {
    const token = await linkFor(agent);
    now += LINK_TTL_MS + 1000;
    expect((await setPassword(token)).json()).toEqual({ error: 'errors.resetInvalid' });
  });

  it('check the new password before spending the link', async () => {
    const token = await linkFor(agent);
    const short = await post('/api/staff/password', { token, password: 'too short', passwordConfirm: 'too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'errors.invalid', errors: { password: 'errors.staffPasswordTooShort' } });
    expect((await setPassword(token)).statusCode).toBe(204);
  });

  it('only the newest link works', async () => {
    const older = await linkFor(agent);
    const newer = await linkFor(agent);
    expect((await setPassword(older)).statusCode).toBe(400);
    expect((await setPassword(newer)).statusCode).toBe(204);
  });
});

describe('members (admin)', () => {
  it('invites a member: the mail in their language with a link that sets their password', async () => {
    const jar = await signIn(admin);
    const invite = await post(
      '/api/staff/members',
      { email: 'Nieuw@Immo.be', name: 'Nina', role: 'agent', lng: 'nl' },
      jar,
    );
    expect(invite.statusCode).toBe(201);
    const { id } = invite.json<{ id: number }>();
    const [mail] = await sql.all<{ to_address: string; subject: string; text: string }>(
      'SELECT to_address, subject, text FROM outbox',
    );
    expect(mail?.to_address).toBe('nieuw@immo.be');
    expect(mail?.subject).toBe(`Uw toegang tot de backoffice van ${siteConfig.agency.name}`);
    expect(mail?.text).toContain('Alice heeft u uitgenodigd');
    expect(mail?.text).toContain('Uw rol: makelaar.');
    const link = /https:\/\/\S+\/admin\/password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    expect(link?.[0].startsWith(`${siteConfig.siteUrl}/admin/password?token=`)).toBe(true);

    const members = (await get('/api/staff/members', jar)).json<{ members: StaffMember[] }>().members;
    expect(members.find((member) => member.id === id)).toEqual({
      id,
      email: 'nieuw@immo.be',
      name: 'Nina',
      role: 'agent',
      lng: 'nl',
      active: true,
      mfa: false,
      invited: true,
      createdAt: now,
    });
    expect(members.find((member) => member.id === admin.id)).toMatchObject({ mfa: true, invited: false });

    expect((await setPassword(link?.[1] ?? '', 'nina has a long password')).statusCode).toBe(204);
    expect((await login('nieuw@immo.be', 'nina has a long password')).response.json()).toEqual({ step: 'setup' });
    const again = await post(
      '/api/staff/members',
      { email: 'nieuw@immo.be', name: 'N', role: 'admin', lng: 'fr' },
      jar,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'errors.staffExists' });
    const entry = await sql.get(`SELECT actor_email, target, detail FROM audit_log WHERE action = 'staff.invite'`);
    expect(entry).toEqual({ actor_email: admin.email, target: 'nieuw@immo.be', detail: 'agent' });
  });

  it('checks the invitation with the shared schema', async () => {
    const jar = await signIn(admin);
    const response = await post('/api/staff/members', { email: 'x', name: '', role: 'boss', lng: 'it' }, jar);
    expect(response.json()).toEqual({
      error: 'errors.invalid',
      errors: {
        email: 'errors.emailInvalid',
        name: 'errors.nameRequired',
        role: 'errors.invalidValue',
        lng: 'errors.invalidValue',
      },
    });
  });

  it('deactivates a member (their sessions end, their password opens nothing) and activates them again', async () => {
    const adminJar = await signIn(admin);
    const agentJar = await signIn(agent);
    const off = await post(`/api/staff/members/${agent.id}/active`, { active: false }, adminJar);
    expect(off.statusCode).toBe(204);
    expect((await get('/api/staff/me', agentJar)).statusCode).toBe(401);
    expect((await login(agent.email, agent.password)).response.json()).toEqual({ error: 'errors.credentials' });
    expect((await post(`/api/staff/members/${agent.id}/active`, { active: true }, adminJar)).statusCode).toBe(204);
    expect((await login(agent.email, agent.password)).response.statusCode).toBe(200);
    const entries = await sql.all(
      `SELECT action, target FROM audit_log WHERE action IN ('staff.activate', 'staff.deactivate') ORDER BY id`,
    );
    expect(entries).toEqual([
      { action: 'staff.deactivate', target: agent.email },
      { action: 'staff.activate', target: agent.email },
    ]);
  });

  it('does not let an admin deactivate themself, and knows no other member', async () => {
    const jar = await signIn(admin);
    const self = await post(`/api/staff/members/${admin.id}/active`, { active: false }, jar);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: 'errors.staffSelf' });
    for (const id of ['999', 'abc']) {
      const unknown = await post(`/api/staff/members/${id}/active`, { active: false }, jar);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'errors.notFound' });
    }
    expect((await post(`/api/staff/members/${agent.id}/active`, { active: 'maybe' }, jar)).json()).toEqual({
      error: 'errors.invalid',
      errors: { active: 'errors.invalidValue' },
    });
  });
});

describe("a member's lost authenticator (admin)", () => {
  it('is cleared with its recovery codes: the sessions end and the next sign-in sets a new app up', async () => {
    const adminJar = await signIn(admin);
    const agentJar = await signIn(agent);
    const reset = await post(`/api/staff/members/${agent.id}/reset-mfa`, {}, adminJar);
    expect(reset.statusCode).toBe(204);
    expect((await get('/api/staff/me', agentJar)).statusCode).toBe(401);
    expect((await login(agent.email, agent.password)).response.json()).toEqual({ step: 'setup' });
    expect(await sql.all('SELECT id FROM staff_recovery_codes WHERE staff_id = ?', [agent.id])).toEqual([]);
    expect(await sql.all(`SELECT target FROM audit_log WHERE action = 'staff.mfaReset'`)).toEqual([
      { target: agent.email },
    ]);
    // Not one's own: another admin does it.
    expect((await post(`/api/staff/members/${admin.id}/reset-mfa`, {}, adminJar)).json()).toEqual({
      error: 'errors.staffSelf',
    });
  });
});

describe('the audit log (admin)', () => {
  it('says who did what, to whom, when and from where, newest first, 50 a page', async () => {
    const jar: Cookies = await signIn(admin);
    const first = (await get('/api/staff/audit', jar)).json<AuditPage>();
    expect(first.next).toBeNull();
    expect(first.entries.map(({ action, actor, address, target }) => ({ action, actor, address, target }))).toEqual([
      { action: 'login.ok', actor: admin.email, address: '127.0.0.1', target: null },
      { action: 'login.password', actor: admin.email, address: '127.0.0.1', target: null },
    ]);
    expect(first.entries[0]?.at).toBe(now);
    const log = auditLog(sql);
    for (let i = 0; i < 60; i++) {
      await log.write(sql, { action: 'staff.lng', actor: admin, address: '10.0.0.1', detail: 'nl' }, now + i);
    }
    const page = (await get('/api/staff/audit', jar)).json<AuditPage>();
    expect(page.entries).toHaveLength(50);
    expect(page.entries[0]?.at).toBe(now + 59);
    expect(page.next).toBe(page.entries[49]?.id);
    const older = (await get(`/api/staff/audit?before=${page.next}`, jar)).json<AuditPage>();
    expect(older.entries).toHaveLength(12);
    expect(older.next).toBeNull();
    expect(older.entries.at(-1)?.action).toBe('login.password');
    expect((await get('/api/staff/audit?before=x', jar)).statusCode).toBe(400);
  });
});
