/**
 * POST /api/forms/{kind}: validate with the shared schema, check the spam defences, store
 * the submission and its mails in one transaction, answer 202; the relay sends the mails.
 * GET /api/forms/challenge gives a proof-of-work challenge; GET /api/appointments/{id} the
 * free visit slots of a listing. Every bad input gets a 4xx with error keys the form shows
 * in place (`errors.*` of the forms catalogue).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ValidationError } from 'yup';
import { isLanguage, type Lng } from '../../src/config/languages.ts';
import { KIND_RULES, MAX_UPLOAD_BYTES, isFormKind, type FormKind } from '../../src/domain/forms/kinds.ts';
import { leadOf } from '../crm/leads/lead.ts';
import type { CrmAgenda } from '../crm/appointments.ts';
import { FORM_SCHEMAS } from '../../src/domain/forms/schemas.ts';
import { bookableSlots } from '../../src/domain/forms/appointments.ts';
import { belgianDay } from '../../src/lib/dates.ts';
import type { FormFacts } from '../../publisher/dataFiles/manifest.ts';
import { HashQueueFull } from '../auth/password.ts';
import type { Captcha } from '../forms/captcha.ts';
import { parseBody, type ReceivedFile } from '../forms/parse.ts';
import { extras, storedData, subjectKey, visitorEmail } from '../forms/prepare.ts';
import { rateHits } from '../db/rateHits.ts';
import type { Sql } from '../db/sql.ts';
import { checkUploads, namedUploads } from '../forms/uploads.ts';
import type { Intake } from '../forms/intake.ts';
import type { SubmissionStore } from '../forms/store.ts';
import type { Agency, Subject } from '../mail/render.ts';
import type { Relay } from '../mail/relay.ts';

/** The forms' endpoint (its pattern also labels the form metrics: server/metrics/http.ts). */
export const FORM_ROUTE = '/api/forms/:kind';

export interface FormsDeps {
  /** The database: the per-address limit is counted there, shared by every instance. */
  sql: Sql;
  /** Reads: earlier answers to an Idempotency-Key, booked visits. */
  store: Pick<SubmissionStore, 'replay' | 'bookedSlots'>;
  /** Renders the mails and stores everything (in its own thread on the server). */
  intake: Intake;
  captcha: Captcha;
  relay: Relay | null;
  clock: () => Date;
  agency: Agency;
  /** The current release's form facts and canonical paths (they change with a publish). */
  facts: () => FormFacts;
  canonical: () => Record<string, Partial<Record<string, string>>>;
  /** Submissions per address per window (every instance together); 0 lifts the limit. */
  rateLimit: { max: number; windowMs: number };
  /** `by`: the client's address, for its share of the hash queue (full: HashQueueFull). */
  hashPassword: (password: string, by?: string) => Promise<string>;
  /** With a CRM: every lead also becomes a CRM job (server/crm/leads/); `agencyMail` keeps the agency's mail of it. */
  crmLeads?: { seal: (secret: string) => string; agencyMail: boolean; wake: () => void } | null;
  /** With a CRM: the visits are the agent's appointments (server/crm/appointments.ts), not the site's slots. */
  agenda?: CrmAgenda | null;
  /**
   * Without a CRM: every slot of a listing's next days, booked or not, from the hours the back
   * office sets (server/visits/schedule.ts); without it, the site's default hours.
   */
  visitSlots?: (subject: string, today: string) => Promise<string[]>;
}

/** The CRM call a lead owes, sealed and ready for the store; undefined without a CRM or for a form that is no lead. */
function crmJobOf(deps: FormsDeps, kind: FormKind, values: Values, lng: Lng, subject: string | null) {
  if (!deps.crmLeads) return undefined;
  const id = subject ? Number(subject.split('/')[1]) : null;
  const lead = leadOf(kind, values, lng, Number.isSafeInteger(id) ? id : null);
  if (!lead) return undefined;
  return {
    endpoint: lead.endpoint,
    params: lead.params,
    secret: lead.password ? deps.crmLeads.seal(lead.password) : null,
    agencyMail: deps.crmLeads.agencyMail,
  };
}

type Values = Record<string, unknown>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** The field a person never sees (hidden from view and from assistive technology); bots fill it. */
export const HONEYPOT = 'fax';

function fail(reply: FastifyReply, status: number, error: string, errors?: Record<string, string>) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(errors ? { error, errors } : { error });
}

function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const key = (inner.path ?? '').replace(/\[(\d+)\]/g, '.$1') || 'form';
    errors[key] ??= inner.message;
  }
  return errors;
}

function requestHash(kind: string, values: Values, files: ReceivedFile[]): string {
  const { captcha: _captcha, ...rest } = values;
  const hash = createHash('sha256').update(kind).update(JSON.stringify(rest));
  for (const file of files) hash.update(file.field).update(file.bytes);
  return hash.digest('hex');
}

export async function formRoutes(app: FastifyInstance, deps: FormsDeps): Promise<void> {
  const limiter = rateHits(deps.sql, 'forms', deps.rateLimit.max, deps.rateLimit.windowMs, deps.clock);
  const slotsOf = deps.visitSlots ?? (async (_subject: string, today: string) => bookableSlots(today));

  const subjectOf = (key: string | null, lng: Lng, facts: FormFacts): Subject | null => {
    if (!key) return null;
    const fact = facts.subjects[key];
    const href = deps.canonical()[key]?.[lng];
    if (!fact || !href) return null;
    const [kind, id] = key.split('/') as ['property' | 'project', string];
    return { key, id: Number(id), kind, label: fact.label[lng] ?? '', url: new URL(href, deps.agency.siteUrl).href };
  };

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 5, fieldSize: 64 * 1024, parts: 8, headerPairs: 100 },
    });

    scope.get('/api/forms/challenge', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.captcha.challenge();
    });

    scope.get('/api/appointments/:id', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      reply.header('cache-control', 'no-store');
      const key = `property/${request.params.id}`;
      const fact = /^\d{1,9}$/.test(request.params.id) ? deps.facts().subjects[key] : undefined;
      if (!fact) return fail(reply, 404, 'errors.unknownProperty');
      if (deps.agenda) {
        if (!fact.open) return { open: false, slots: [], full: true };
        try {
          const slots = await deps.agenda.openSlots(Number(request.params.id));
          return { open: true, slots, full: slots.length === 0 };
        } catch (error) {
          request.log.warn(`appointments of ${key}: ${error instanceof Error ? error.message : String(error)}`);
          return fail(reply, 503, 'errors.appointmentsUnavailable');
        }
      }
      const today = belgianDay(deps.clock());
      const taken = await deps.store.bookedSlots(key, today);
      const slots = fact.open ? (await slotsOf(key, today)).filter((slot) => !taken.has(slot)) : [];
      return { open: fact.open, slots, full: slots.length === 0 };
    });

    scope.post(FORM_ROUTE, async (request: FastifyRequest<{ Params: { kind: string } }>, reply) => {
      const kind = request.params.kind;
      if (!isFormKind(kind)) return fail(reply, 404, 'errors.unknownForm');
      const wait = await limiter.hit(request.ip);
      if (wait > 0) return fail(reply.header('retry-after', String(wait)), 429, 'errors.tooMany');

      const rule = KIND_RULES[kind];
      const parsed = await parseBody(request, rule.uploads);
      if (!parsed.ok) return fail(reply, parsed.status, parsed.error, parsed.errors);

      const keyHeader = request.headers['idempotency-key'];
      if (keyHeader !== undefined && (typeof keyHeader !== 'string' || !IDEMPOTENCY_KEY.test(keyHeader))) {
        return fail(reply, 400, 'errors.badIdempotencyKey');
      }
      const idempotency = keyHeader ? { key: keyHeader, hash: requestHash(kind, parsed.values, parsed.files) } : null;
      if (idempotency) {
        const earlier = await deps.store.replay(idempotency.key, kind, idempotency.hash);
        if (earlier && 'conflict' in earlier) return fail(reply, 422, 'errors.idempotencyConflict');
        if (earlier)
          return reply.code(earlier.stored.status).header('idempotent-replayed', 'true').send(earlier.stored.body);
      }

      let values: Values;
      try {
        values = (await FORM_SCHEMAS[kind].validate(parsed.values, {
          abortEarly: false,
          stripUnknown: true,
        })) as Values;
      } catch (error) {
        if (error instanceof ValidationError) return fail(reply, 400, 'errors.invalid', fieldErrors(error));
        return fail(reply, 400, 'errors.badRequest');
      }
      const lng: Lng = isLanguage(values.lng) ? values.lng : 'en';

      const { errors: fileErrors, accepted } = await checkUploads(rule.uploads, parsed.files);
      if (Object.keys(fileErrors).length > 0) return fail(reply, 400, 'errors.invalid', fileErrors);

      const honeypot = parsed.values[HONEYPOT];
      const spam = typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null;

      const verified = deps.captcha.verify(String(values.captcha));
      if (!verified) return fail(reply, 400, 'errors.invalid', { captcha: 'errors.captchaInvalid' });

      // One release's facts for the whole submission, even if a publish switches meanwhile.
      const known = deps.facts();
      const subject = subjectKey(rule.subject, values);
      const facts = subject ? known.subjects[subject] : undefined;
      if (subject && !facts) {
        return fail(reply, 400, 'errors.invalid', {
          [rule.subject === 'project' ? 'projectId' : 'propertyId']:
            rule.subject === 'project' ? 'errors.unknownProject' : 'errors.unknownProperty',
        });
      }
      if (kind === 'contact-appointment' && deps.agenda) {
        if (!facts?.open) return fail(reply, 409, 'errors.propertyClosed');
        // Asked again, not from the cache: the agent may have booked it by phone meanwhile.
        let free: string[];
        try {
          free = await deps.agenda.openSlots(Number(values.propertyId), { fresh: true });
        } catch (error) {
          request.log.warn(
            `appointments of ${subject ?? ''}: ${error instanceof Error ? error.message : String(error)}`,
          );
          return fail(reply, 503, 'errors.appointmentsUnavailable');
        }
        if (free.length === 0) return fail(reply, 409, 'errors.appointmentsFull');
        if (!free.includes(String(values.slot)))
          return fail(reply, 409, 'errors.invalid', { slot: 'errors.slotTaken' });
      } else if (kind === 'contact-appointment') {
        if (!facts?.open) return fail(reply, 409, 'errors.propertyClosed');
        const today = belgianDay(deps.clock());
        const taken = await deps.store.bookedSlots(subject ?? '', today);
        const free = (await slotsOf(subject ?? '', today)).filter((slot) => !taken.has(slot));
        if (free.length === 0) return fail(reply, 409, 'errors.appointmentsFull');
        if (!free.includes(String(values.slot)))
          return fail(reply, 409, 'errors.invalid', { slot: 'errors.slotTaken' });
      }
      if ((kind === 'purchase-offer' || kind === 'rent-application') && facts) {
        // An offer is for a sale, an application for a rental; neither for what is already gone.
        if (facts.goal !== (kind === 'purchase-offer' ? 0 : 1)) {
          return fail(reply, 400, 'errors.invalid', { propertyId: 'errors.unknownProperty' });
        }
        if (!facts.open) return fail(reply, 409, 'errors.propertyClosed');
      }

      try {
        const passwordHash =
          typeof values.password === 'string' ? await deps.hashPassword(values.password, request.ip) : null;
        const now = deps.clock().getTime();
        const result = await deps.intake.accept({
          submission: {
            kind,
            lng,
            subject,
            email: visitorEmail(kind, values),
            data: storedData(values),
            spam,
            // A spam submission is stored without its files.
            uploads: spam ? [] : namedUploads(accepted),
            captcha: verified,
            idempotency,
            ...(spam ? {} : extras(kind, values, passwordHash)),
            ...(spam ? {} : { crm: crmJobOf(deps, kind, values, lng, subject) }),
          },
          mail: spam
            ? null
            : {
                subject: subjectOf(subject, lng, known),
                newsletterUrl: new URL(known.pages.newsletter[lng] ?? '/', deps.agency.siteUrl).href,
                types: known.types,
              },
          now,
        });
        // A conflict or a replay (the same key, committed meanwhile) stored nothing of this request, files included.
        if ('conflict' in result) {
          if (result.conflict === 'captcha')
            return fail(reply, 400, 'errors.invalid', { captcha: 'errors.captchaInvalid' });
          if (result.conflict === 'slot') return fail(reply, 409, 'errors.invalid', { slot: 'errors.slotTaken' });
          if (result.conflict === 'recipient') {
            // That address had its share of the agency's mails today (server/mail/recipientCap.ts).
            const field = kind === 'send-to-friend' ? 'friendEmail' : 'email';
            return fail(reply, 429, 'errors.recipientLimit', { [field]: 'errors.recipientLimit' });
          }
          return fail(reply, 422, 'errors.idempotencyConflict');
        }
        if (!result.replayed && !spam) {
          deps.relay?.wake();
          deps.crmLeads?.wake();
        }
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(result.stored.status).header('cache-control', 'no-store').send(result.stored.body);
      } catch (error) {
        if (error instanceof HashQueueFull) {
          return fail(reply.header('retry-after', String(error.retryAfterS)), 503, 'errors.busy');
        }
        request.log.error(error, 'form not stored');
        return fail(reply, 503, 'errors.sendFailed');
      }
    });
  });
}
