/**
 * The owner portal's API (docs/DECISIONS.md, "Owner portal"): login, logout, the session, forgotten
 * password and reset, and the owner's properties with their statistics. Every answer is
 * `no-store`; errors are `{ error: key }` from the owner catalogue (locales/{lng}/owner.json)
 * or, for fields, the forms catalogue. A property that is not the owner's is a 404, exactly
 * as a property that does not exist.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { isLanguage, type Lng } from '../../src/config/languages.ts';
import { FORGOT_SCHEMA, LOGIN_SCHEMA, RESET_SCHEMA } from '../../src/domain/forms/owner.ts';
import type { FormFacts } from '../../publisher/dataFiles/manifest.ts';
import type { Agency, OutgoingMail } from '../mail/render.ts';
import type { OwnerAccounts, Owner } from '../owners/accounts.ts';
import { HashQueueFull } from '../auth/password.ts';
import { HINT_COOKIE, cookie, cookieName } from '../owners/cookies.ts';
import { loginNotice, resetMail } from '../owners/mails.ts';
import { sameOrigin } from '../owners/origin.ts';
import type { PortalData } from '../owners/portal.ts';
import type { PasswordResets } from '../owners/resets.ts';
import { SESSION_LIMITS, type SessionStore } from '../owners/sessions.ts';
import type { LoginThrottle } from '../owners/throttle.ts';
import type { Sql } from '../db/sql.ts';
import type {
  Mandate,
  Headline,
  OwnedProperty,
  OwnerView,
  PortalPreload,
  PropertyReport,
} from '../../src/domain/forms/portal.ts';
import type { VisitStats } from '../visits/stats.ts';
import type { PortalRenderer } from '../ssr/portalRenderer.ts';
import { portalPageRoutes } from './portalPage.ts';
import { CrmUnavailable, type CrmOwners } from '../crm/owners.ts';

/** The statistics' methods as VisitStats has them, sync or async: the routes await both alike. */
export type VisitNumbers = Pick<VisitStats, 'headlines' | 'forProperty'>;

export interface OwnerDeps {
  sql: Sql;
  accounts: OwnerAccounts;
  sessions: SessionStore;
  throttle: LoginThrottle;
  resets: PasswordResets;
  portal: PortalData;
  visits: VisitNumbers;
  clock: () => Date;
  https: boolean;
  siteOrigin: string;
  agency: Agency;
  agencyInbox: string;
  /** The current release's pages (a getter: they may change with a publish). */
  pages: () => FormFacts['pages'];
  /** Puts a mail in the outbox and wakes the relay. */
  queueMail: (mail: OutgoingMail, now: number) => Promise<void>;
  /** Mail was queued in a store's own transaction (the reset link's): tell the relay. */
  wakeRelay: () => void;
  /** The throttle's slow-down (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
  /** Reset links per owner per hour. */
  resetsPerHour?: number;
  /** Renders the portal's page with the owner's data; without it the prerendered shell is served. */
  renderer?: PortalRenderer | null;
  /**
   * The agency's CRM (server/crm/owners.ts): an owner it knows logs in with its password, asks it
   * for a forgotten one, and sees its properties and histories. Local accounts stay as they are.
   */
  crm?: CrmOwners | null;
}

const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

function answer(reply: FastifyReply, status: number, body?: object) {
  reply.code(status).header('cache-control', 'no-store');
  return body === undefined ? reply.send() : reply.send(body);
}

/** The password-hash queue is full: nothing was checked, the client may try again shortly. */
function busy(reply: FastifyReply, error: HashQueueFull) {
  reply.header('retry-after', String(error.retryAfterS));
  return answer(reply, 503, { error: 'errors.busy' });
}

function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) errors[inner.path || 'form'] ??= inner.message;
  return errors;
}

async function parse<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<{ ok: true; values: InferType<S> } | { ok: false; errors: Record<string, string> }> {
  try {
    const values = (await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true })) as InferType<S>;
    return { ok: true, values };
  } catch (error) {
    return { ok: false, errors: error instanceof ValidationError ? fieldErrors(error) : { form: 'errors.required' } };
  }
}

const NO_VISITS: Headline = { today: 0, week: 0, month: 0, total: 0, pageViews: 0 };

const view = (owner: Owner): OwnerView => ({ name: owner.name, email: owner.email, lng: owner.lng });

export async function ownerRoutes(app: FastifyInstance, deps: OwnerDeps): Promise<void> {
  const sessionCookie = cookieName('owner_session', deps);
  const deviceCookie = cookieName('owner_device', deps);
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = () => deps.clock().getTime();
  /** Clears the session cookie and its readable hint. */
  const ended = [cookie(sessionCookie, '', 0, deps), cookie(HINT_COOKIE, '', 0, deps, true)];

  /** The owner of the request's session, or null (and the dead cookie is cleared). */
  async function ownerOf(request: FastifyRequest, reply: FastifyReply): Promise<Owner | null> {
    const id = request.cookies[sessionCookie] ?? null;
    const ownerId = await deps.sessions.owner(id, now());
    const owner = ownerId === null ? null : await deps.accounts.byId(ownerId);
    if (!owner && id) reply.header('set-cookie', ended);
    return owner;
  }

  /** An owner the CRM knows: their properties are the CRM's owner list's, checked there, never on the URL. */
  const crmMandates = async (owner: Owner): Promise<Mandate[] | null> => {
    if (!deps.crm || owner.crmPersonId === null) return null;
    const { rows } = await deps.crm.propertiesOf(owner.crmPersonId);
    const byId = new Map<number, Mandate>();
    for (const row of rows) {
      if (!byId.has(row.ObjectID)) {
        byId.set(row.ObjectID, {
          id: row.ObjectID,
          source: row.Source ?? '',
          since: row.MandateDate?.slice(0, 10) ?? '',
        });
      }
    }
    return [...byId.values()].sort((a, b) => a.id - b.id);
  };

  // The portal's two answers, for the API and for the page the server renders.
  const listOf = async (owner: Owner): Promise<{ owner: OwnerView; properties: OwnedProperty[] }> => {
    const properties = (await crmMandates(owner)) ?? (await deps.portal.propertiesOf(owner.id));
    const visits = await deps.visits.headlines(properties.map((p) => p.id));
    return {
      owner: view(owner),
      properties: properties.map((property) => ({ ...property, visits: visits.get(property.id) ?? NO_VISITS })),
    };
  };
  const reportOf = async (owner: Owner, id: number): Promise<PropertyReport | null> => {
    const mandates = await crmMandates(owner);
    if (mandates && deps.crm) {
      const mandate = mandates.find((candidate) => candidate.id === id);
      if (!mandate) return null;
      const lng: Lng = isLanguage(owner.lng) ? owner.lng : 'fr';
      const [{ portalDays, ...data }, visits] = await Promise.all([
        deps.crm.propertyData(id, lng),
        deps.visits.forProperty(id),
      ]);
      // The 30-day graph: the site's own visits beside the CRM's visits on the portals, day by day.
      const days = visits.days.map((day) => ({ ...day, portals: portalDays[day.day] ?? 0 }));
      return { ...mandate, ...data, visits: { ...visits, days } };
    }
    const property = await deps.portal.propertyOf(owner.id, id);
    return property ? { ...property, visits: await deps.visits.forProperty(id) } : null;
  };
  /** "There is an error in the API": the CRM did not answer and nothing it said earlier is kept. */
  const crmDown = (reply: FastifyReply) => answer(reply, 503, { error: 'errors.api' });

  /** The CRM checks the password; the site keeps a row for the session, never the password. */
  async function crmLogin(crm: CrmOwners, account: string, password: string, lng: Lng): Promise<Owner | null> {
    const personId = await crm.login(account, password);
    if (personId === null) return null;
    const person = await crm.personOf(personId).catch(() => ({ name: null, lng: null }));
    return deps.accounts.crmOwner(
      account,
      { id: personId, name: person.name ?? account, lng: person.lng ?? lng },
      now(),
    );
  }

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && !sameOrigin(request, deps.siteOrigin)) {
        return answer(reply, 403, { error: 'errors.forbidden' });
      }
    });

    scope.post('/api/owner/login', async (request, reply) => {
      const parsed = await parse(LOGIN_SCHEMA, request.body);
      if (!parsed.ok) return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
      const { email, password, lng } = parsed.values;
      const account = email.trim().toLowerCase();
      const attempt = {
        account,
        address: request.ip,
        device: deps.throttle.device(request.cookies[deviceCookie], account),
      };
      // Counted before the hash: parallel tries each see the ones before them.
      const reservation = await deps.throttle.reserve(attempt, now());
      if (reservation.blocked) {
        reply.header('retry-after', String(reservation.retryAfterS));
        return answer(reply, 429, { error: 'errors.loginBlocked' });
      }
      let owner: Owner | null;
      try {
        if (reservation.delayMs > 0) await sleep(reservation.delayMs);
        owner =
          deps.crm && !(await deps.accounts.hasLocalPassword(account))
            ? await crmLogin(deps.crm, account, password, isLanguage(lng) ? lng : 'fr')
            : await deps.accounts.authenticate(account, password, request.ip);
      } catch (error) {
        await deps.throttle.settle(reservation, 'unchecked', attempt);
        if (error instanceof HashQueueFull) return busy(reply, error);
        if (error instanceof CrmUnavailable) {
          request.log.warn(`owner login: the CRM did not answer: ${error.message}`);
          return crmDown(reply);
        }
        throw error;
      }
      await deps.throttle.settle(reservation, owner ? 'right' : 'wrong', attempt);
      if (!owner) return answer(reply, 401, { error: 'errors.loginWrong' });
      // A new session at every login; the old one, if any, ends (no session fixation).
      await deps.sessions.end(request.cookies[sessionCookie] ?? null);
      const session = await deps.sessions.create(owner.id, now());
      const cookies = [
        cookie(sessionCookie, session, SESSION_LIMITS.absoluteMs / 1000, deps),
        cookie(HINT_COOKIE, '1', SESSION_LIMITS.absoluteMs / 1000, deps, true),
      ];
      if (!attempt.device)
        cookies.push(cookie(deviceCookie, deps.throttle.deviceToken(account), DEVICE_MAX_AGE_S, deps));
      reply.header('set-cookie', cookies);
      const at = deps.clock();
      await deps.queueMail(
        loginNotice(owner, deps.agency, deps.agencyInbox, isLanguage(lng) ? lng : 'fr', at),
        at.getTime(),
      );
      return answer(reply, 200, view(owner));
    });

    scope.post('/api/owner/logout', async (request, reply) => {
      await deps.sessions.end(request.cookies[sessionCookie] ?? null);
      reply.header('set-cookie', ended);
      return answer(reply, 204);
    });

    scope.get('/api/owner/session', async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return owner ? answer(reply, 200, view(owner)) : answer(reply, 401, { error: 'errors.sessionGone' });
    });

    scope.post('/api/owner/password/forgot', async (request, reply) => {
      const parsed = await parse(FORGOT_SCHEMA, request.body);
      if (!parsed.ok) return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
      const { email, lng } = parsed.values;
      // The answer comes first and is the same for every address; the work for a known one
      // happens after it, so not even the time of the answer tells whether it is known.
      setImmediate(() => {
        void (async () => {
          const language: Lng = isLanguage(lng) ? lng : 'fr';
          // An owner of the CRM gets their password from the CRM, which mails it ("password
          // sent to your email address"); the site never had it.
          if (deps.crm && !(await deps.accounts.hasLocalPassword(email))) {
            await deps.crm.forgotten(email.trim().toLowerCase(), language);
            return;
          }
          const owner = await deps.accounts.byEmail(email);
          const at = now();
          if (!owner) return;
          const page = new URL(deps.pages().login[language] ?? '/', deps.agency.siteUrl).href;
          const token = await deps.resets.create(owner.id, at, deps.resetsPerHour ?? 3, (made) =>
            resetMail(owner, deps.agency, language, `${page}#reset=${made}`),
          );
          if (token !== null) deps.wakeRelay();
        })().catch((error: unknown) => request.log.error(error, 'reset link not sent'));
      });
      // `crm`: this site's owners may get their password from the CRM (the same for every address).
      return answer(reply, 202, deps.crm ? { ok: true, crm: true } : { ok: true });
    });

    scope.post('/api/owner/password/reset', async (request, reply) => {
      const parsed = await parse(RESET_SCHEMA, request.body);
      if (!parsed.ok) {
        if (parsed.errors.token) return answer(reply, 400, { error: 'errors.resetInvalid' });
        return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
      }
      const { token, password } = parsed.values;
      if ((await deps.resets.peek(token, now())) === null) return answer(reply, 400, { error: 'errors.resetInvalid' });
      let hash: string;
      try {
        hash = await deps.accounts.hash(password, request.ip);
      } catch (error) {
        if (error instanceof HashQueueFull) return busy(reply, error);
        throw error;
      }
      // Using the link, changing the password and ending every session: all or nothing.
      const done = await deps.sql.tx(async (tx) => {
        const ownerId = await deps.resets.consume(tx, token, now());
        if (ownerId === null) return false;
        await deps.accounts.setPasswordHash(tx, ownerId, hash, now());
        await deps.sessions.endAll(tx, ownerId);
        return true;
      });
      if (!done) return answer(reply, 400, { error: 'errors.resetInvalid' });
      return answer(reply, 200, { ok: true });
    });

    scope.get('/api/owner/properties', async (request, reply) => {
      const owner = await ownerOf(request, reply);
      if (!owner) return answer(reply, 401, { error: 'errors.sessionGone' });
      // The owner comes with the list: the portal needs no separate session call before it.
      try {
        return answer(reply, 200, await listOf(owner));
      } catch (error) {
        if (error instanceof CrmUnavailable) return crmDown(reply);
        throw error;
      }
    });

    scope.get('/api/owner/properties/:id', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const owner = await ownerOf(request, reply);
      if (!owner) return answer(reply, 401, { error: 'errors.sessionGone' });
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      let report: PropertyReport | null;
      try {
        report = id === null ? null : await reportOf(owner, id);
      } catch (error) {
        if (error instanceof CrmUnavailable) return crmDown(reply);
        throw error;
      }
      if (!report) return answer(reply, 404, { error: 'errors.unknownProperty' });
      return answer(reply, 200, report);
    });

    if (deps.renderer) {
      portalPageRoutes(scope, {
        renderer: deps.renderer,
        ownerOf,
        hadSession: (request) => Boolean(request.cookies[sessionCookie]),
        preloadOf: async (owner, id): Promise<PortalPreload> => {
          let list: Awaited<ReturnType<typeof listOf>>;
          try {
            list = await listOf(owner);
          } catch (error) {
            if (!(error instanceof CrmUnavailable)) throw error;
            // Never a blank page nor a 500: the portal says the CRM did not answer.
            return { id, owner: view(owner), properties: [], report: null, reportError: null, error: 'errors.api' };
          }
          let report: PropertyReport | null = null;
          let reportError: string | null = null;
          try {
            report = id === null ? null : await reportOf(owner, id);
            if (id !== null && !report) reportError = 'errors.unknownProperty';
          } catch (error) {
            if (!(error instanceof CrmUnavailable)) throw error;
            reportError = 'errors.api';
          }
          return { id, ...list, report, reportError };
        },
      });
    }
  });
}
