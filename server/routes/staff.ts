/**
 * The back office's sign-in API (docs/BACKOFFICE.md): the password, then the authenticator's
 * code (set up at the first sign-in, with recovery codes), the member's own page and language,
 * logout, and the password chosen from a one-time link. The members and the audit log are in
 * staffMembers.ts. Every answer is `no-store`; a request from another site that would change
 * something is refused (403) before anything else.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import {
  STAFF_CODE_SCHEMA,
  STAFF_LNG_SCHEMA,
  STAFF_LOGIN_SCHEMA,
  STAFF_PASSWORD_SCHEMA,
  type StaffLoginAnswer,
  type StaffMfaSetup,
} from '../../src/domain/forms/staff.ts';
import { HashQueueFull } from '../auth/password.ts';
import type { Sql } from '../db/sql.ts';
import type { Agency } from '../mail/render.ts';
import { sameOrigin } from '../owners/origin.ts';
import type { LoginThrottle } from '../owners/throttle.ts';
import { meOf, normalEmail, type LoginCheck, type StaffAccounts } from '../staff/accounts.ts';
import type { AuditLog, AuditRecord } from '../staff/audit.ts';
import { staffCookie, staffCookieName } from '../staff/cookies.ts';
import type { SignedIn, StaffGuard } from '../staff/guard.ts';
import { answer, busy, invalid, parse, throttled } from '../staff/http.ts';
import type { StaffLinks } from '../staff/links.ts';
import type { RecoveryCodes } from '../staff/recovery.ts';
import { CODE_FAILURES_MAX, STAFF_SESSION_LIMITS, type StaffSessionStore } from '../staff/sessions.ts';
import { checkCode, otpauthUrl, type Authenticators } from '../staff/totp.ts';
import { staffMemberRoutes, type MemberDeps } from './staffMembers.ts';

export interface StaffDeps extends MemberDeps {
  sql: Sql;
  accounts: StaffAccounts;
  sessions: StaffSessionStore;
  guard: StaffGuard;
  throttle: LoginThrottle;
  links: StaffLinks;
  authenticators: Authenticators;
  recovery: RecoveryCodes;
  audit: AuditLog;
  clock: () => Date;
  https: boolean;
  siteOrigin: string;
  agency: Agency;
  /** The throttle's slow-down (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

/** A pending session whose code was right but that ended meanwhile: nothing of it is kept. */
class SessionGone extends Error {}

/** The login throttle's account of a member: apart from the owners', whose addresses may be the same. */
const throttleAccount = (email: string) => `staff:${normalEmail(email)}`;

export async function staffRoutes(app: FastifyInstance, deps: StaffDeps): Promise<void> {
  const sessionCookie = staffCookieName('staff_session', deps.https);
  const deviceCookie = staffCookieName('staff_device', deps.https);
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = () => deps.clock().getTime();
  const sessionCookieOf = (id: string) =>
    staffCookie(sessionCookie, id, STAFF_SESSION_LIMITS.absoluteMs / 1000, deps.https);
  const audit = (request: FastifyRequest, record: Omit<AuditRecord, 'address'>) =>
    deps.audit.write(deps.sql, { ...record, address: request.ip }, now());

  /** The request's pending session, between the password and the code; `withApp`: the app is set up. */
  async function pending(request: FastifyRequest, reply: FastifyReply, withApp: boolean): Promise<SignedIn | null> {
    const who = await deps.guard.current(request);
    if (!who) {
      if (request.cookies[sessionCookie]) reply.header('set-cookie', deps.guard.ended);
      answer(reply, 401, { error: 'errors.session' });
      return null;
    }
    if (who.session.full || who.staff.mfa !== withApp) {
      answer(reply, 403, { error: 'errors.forbidden' });
      return null;
    }
    return who;
  }

  /** A wrong code: 400, and the fifth of a session ends it (429). */
  async function wrongCode(request: FastifyRequest, reply: FastifyReply, who: SignedIn) {
    const failures = await deps.sessions.failCode(who.id);
    const blocked = failures >= CODE_FAILURES_MAX;
    await audit(request, { action: blocked ? 'code.blocked' : 'code.wrong', actor: who.staff });
    if (!blocked) return answer(reply, 400, { error: 'errors.codeWrong' });
    reply.header('set-cookie', deps.guard.ended);
    return throttled(reply);
  }

  /** The session is full now: its new cookie, and a device cookie for the throttle if this browser has none. */
  function signedInCookies(reply: FastifyReply, session: string, email: string, device: string | null) {
    const cookies = [sessionCookieOf(session)];
    if (!device) {
      cookies.push(
        staffCookie(deviceCookie, deps.throttle.deviceToken(throttleAccount(email)), DEVICE_MAX_AGE_S, deps.https),
      );
    }
    reply.header('set-cookie', cookies);
  }

  const attemptOf = (request: FastifyRequest, email: string) => {
    const account = throttleAccount(email);
    return { account, address: request.ip, device: deps.throttle.device(request.cookies[deviceCookie], account) };
  };

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && !sameOrigin(request, deps.siteOrigin)) {
        return answer(reply, 403, { error: 'errors.forbidden' });
      }
    });

    scope.post('/api/staff/login', async (request, reply) => {
      const parsed = await parse(STAFF_LOGIN_SCHEMA, request.body);
      if (!parsed.ok) return invalid(reply, parsed.errors);
      const { email, password } = parsed.values;
      const attempt = attemptOf(request, email);
      // Counted before the hash: parallel tries each see the ones before them.
      const reservation = await deps.throttle.reserve(attempt, now());
      if (reservation.blocked) return throttled(reply, reservation.retryAfterS);
      let check: LoginCheck;
      try {
        if (reservation.delayMs > 0) await sleep(reservation.delayMs);
        check = await deps.accounts.authenticate(email, password, request.ip);
      } catch (error) {
        await deps.throttle.settle(reservation, 'unchecked', attempt);
        if (error instanceof HashQueueFull) return busy(reply, error);
        throw error;
      }
      if (!check.ok) {
        await deps.throttle.settle(reservation, 'wrong', attempt);
        if (check.known) await audit(request, { action: 'login.failed', actor: check.known, detail: check.reason });
        return answer(reply, 401, { error: 'errors.credentials' });
      }
      // The password alone forgives nothing: the failures (wrong codes too) are forgiven only
      // once the code is right, else each new login would give a code-guesser 5 more tries.
      await deps.throttle.settle(reservation, 'unchecked', attempt);
      // A new session at every login; the old one, if any, ends (no session fixation).
      await deps.sessions.end(request.cookies[sessionCookie] ?? null);
      const session = await deps.sessions.create(check.staff.id, now());
      await audit(request, { action: 'login.password', actor: check.staff });
      reply.header('set-cookie', sessionCookieOf(session));
      const body: StaffLoginAnswer = { step: check.staff.mfa ? 'code' : 'setup' };
      return answer(reply, 200, body);
    });

    scope.get('/api/staff/mfa/setup', async (request, reply) => {
      const who = await pending(request, reply, false);
      if (!who) return reply;
      const secret = await deps.authenticators.pendingSecret(who.staff.id);
      if (!secret) return answer(reply, 403, { error: 'errors.forbidden' });
      const url = otpauthUrl(deps.agency.name, who.staff.email, secret);
      const body: StaffMfaSetup = { secret, otpauthUrl: url, qrSvg: await QRCode.toString(url, { type: 'svg' }) };
      return answer(reply, 200, body);
    });

    scope.post('/api/staff/mfa/confirm', async (request, reply) => {
      const who = await pending(request, reply, false);
      if (!who) return reply;
      const parsed = await parse(STAFF_CODE_SCHEMA, request.body);
      if (!parsed.ok) return invalid(reply, parsed.errors);
      const id = who.staff.id;
      const app = await deps.authenticators.read(id);
      const secret = app?.pending ?? null;
      const step = secret ? await checkCode(secret, parsed.values.code, now(), app?.lastStep ?? null) : null;
      if (secret === null || step === null) return wrongCode(request, reply, who);
      const attempt = attemptOf(request, who.staff.email);
      let done: { session: string; codes: string[] };
      try {
        // The app, the recovery codes and the full session: all or nothing.
        done = await deps.sql.tx(async (tx) => {
          const session = await deps.sessions.complete(tx, who.id, now());
          if (!session) throw new SessionGone();
          if (!(await deps.authenticators.claimStep(tx, id, step))) throw new SessionGone();
          if (!(await deps.authenticators.confirm(tx, id, secret))) throw new SessionGone();
          const codes = await deps.recovery.replace(tx, id);
          await deps.audit.write(tx, { action: 'mfa.setup', actor: who.staff, address: request.ip }, now());
          return { session, codes };
        });
      } catch (error) {
        if (!(error instanceof SessionGone)) throw error;
        return answer(reply, 401, { error: 'errors.session' });
      }
      signedInCookies(reply, done.session, who.staff.email, attempt.device);
      return answer(reply, 200, { recoveryCodes: done.codes });
    });

    scope.post('/api/staff/mfa/verify', async (request, reply) => {
      const who = await pending(request, reply, true);
      if (!who) return reply;
      const parsed = await parse(STAFF_CODE_SCHEMA, request.body);
      if (!parsed.ok) return invalid(reply, parsed.errors);
      const id = who.staff.id;
      // Codes are guessed like passwords: the same throttle, on the same account.
      const attempt = attemptOf(request, who.staff.email);
      const reservation = await deps.throttle.reserve(attempt, now());
      if (reservation.blocked) return throttled(reply, reservation.retryAfterS);
      if (reservation.delayMs > 0) await sleep(reservation.delayMs);
      const code = parsed.values.code;
      let how: 'app' | 'recovery' | null = null;
      if (/^\d{6}$/.test(code)) {
        const app = await deps.authenticators.read(id);
        const step = app?.secret ? await checkCode(app.secret, code, now(), app.lastStep) : null;
        if (step !== null && (await deps.authenticators.claimStep(deps.sql, id, step))) how = 'app';
      } else if (await deps.recovery.use(id, code, now())) {
        how = 'recovery';
      }
      if (!how) {
        await deps.throttle.settle(reservation, 'wrong', attempt);
        return wrongCode(request, reply, who);
      }
      await deps.throttle.settle(reservation, 'right', attempt);
      const session = await deps.sessions.complete(deps.sql, who.id, now());
      if (!session) return answer(reply, 401, { error: 'errors.session' });
      if (how === 'recovery') {
        const left = await deps.recovery.left(id);
        await audit(request, { action: 'recovery.used', actor: who.staff, detail: `${left} left` });
      }
      await audit(request, { action: 'login.ok', actor: who.staff, detail: how });
      signedInCookies(reply, session, who.staff.email, attempt.device);
      return answer(reply, 200, meOf(who.staff));
    });

    scope.get('/api/staff/me', async (request, reply) => {
      const staff = await deps.guard.require(request, reply, null);
      if (!staff) return reply;
      return answer(reply, 200, meOf(staff));
    });

    scope.post('/api/staff/me/lng', async (request, reply) => {
      const staff = await deps.guard.require(request, reply, null);
      if (!staff) return reply;
      const parsed = await parse(STAFF_LNG_SCHEMA, request.body);
      if (!parsed.ok) return invalid(reply, parsed.errors);
      await deps.accounts.setLng(deps.sql, staff.id, parsed.values.lng);
      await audit(request, { action: 'staff.lng', actor: staff, detail: parsed.values.lng });
      return answer(reply, 204);
    });

    scope.post('/api/staff/logout', async (request, reply) => {
      const who = await deps.guard.current(request);
      await deps.sessions.end(request.cookies[sessionCookie] ?? null);
      if (who) await audit(request, { action: 'logout', actor: who.staff });
      reply.header('set-cookie', deps.guard.ended);
      return answer(reply, 204);
    });

    scope.post('/api/staff/password', async (request, reply) => {
      const parsed = await parse(STAFF_PASSWORD_SCHEMA, request.body);
      if (!parsed.ok) {
        if (parsed.errors.token) return answer(reply, 400, { error: 'errors.resetInvalid' });
        return invalid(reply, parsed.errors);
      }
      const { token, password } = parsed.values;
      const staffId = await deps.links.peek(token, now());
      const member = staffId === null ? null : await deps.accounts.byId(staffId);
      if (!member) return answer(reply, 400, { error: 'errors.resetInvalid' });
      let hash: string;
      try {
        hash = await deps.accounts.hash(password, request.ip);
      } catch (error) {
        if (error instanceof HashQueueFull) return busy(reply, error);
        throw error;
      }
      // Using the link, changing the password and ending every session: all or nothing.
      const done = await deps.sql.tx(async (tx) => {
        if ((await deps.links.consume(tx, token, now())) !== member.id) return false;
        await deps.accounts.setPasswordHash(tx, member.id, hash, now());
        await deps.sessions.endAll(tx, member.id);
        await deps.audit.write(tx, { action: 'password.set', actor: member, address: request.ip }, now());
        return true;
      });
      if (!done) return answer(reply, 400, { error: 'errors.resetInvalid' });
      return answer(reply, 204);
    });

    await staffMemberRoutes(scope, deps);
  });
}
