/**
 * The back office's owners (docs/BACKOFFICE.md), for agents and admins: the owners with their
 * listings, a new owner (who gets an invitation to choose a password: the reset flow, valid a
 * week), deactivation and reactivation, and each listing's calendar history, communications and
 * online media. With the agency's CRM the CRM holds the owners: these routes only read, and a
 * change answers 409 errors.crmReadOnly.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InferType } from 'yup';
import type { Lng } from '../../src/config/languages.ts';
import { isLanguage } from '../../src/config/languages.ts';
import {
  CALENDAR_SCHEMA,
  COMMUNICATION_SCHEMA,
  MEDIA_SCHEMA,
  OWNER_ACTIVE_SCHEMA,
  OWNER_SCHEMA,
  type OwnerRow,
} from '../../src/domain/forms/ownerAdmin.ts';
import { CrmUnavailable } from '../crm/owners.ts';
import type { StaffMe } from '../../src/domain/forms/staff.ts';
import type { FormFacts } from '../../publisher/dataFiles/manifest.ts';
import type { Agency } from '../mail/render.ts';
import { inviteMail } from '../owners/mails.ts';
import { OwnerConflict, type OwnerAdmin } from '../owners/manage.ts';
import { INVITE_TTL_MS, type PasswordResets } from '../owners/resets.ts';
import type { AuditRecord } from '../staff/audit.ts';
import { answer, idParam, parse } from '../staff/http.ts';

export interface OwnerAdminDeps {
  owners: OwnerAdmin;
  resets: PasswordResets;
  clock: () => Date;
  agency: Agency;
  /** The current release's pages: the login page of each language (the invitation's link). */
  pages: () => FormFacts['pages'];
  /** The agency's CRM holds the owners: read only. */
  crm: boolean;
  /** With a CRM: its owners as the back office lists them (server/crm/owners.ts's owner list). */
  crmOwners?: (() => Promise<OwnerRow[]>) | null;
  member: (request: FastifyRequest, reply: FastifyReply) => Promise<StaffMe | null>;
  audit: (
    request: FastifyRequest,
    member: StaffMe,
    record: Pick<AuditRecord, 'action' | 'target' | 'detail'>,
  ) => Promise<void>;
  wakeRelay: () => void;
}

const HISTORY = {
  calendar: CALENDAR_SCHEMA,
  communications: COMMUNICATION_SCHEMA,
  media: MEDIA_SCHEMA,
} as const;
type HistoryTable = keyof typeof HISTORY;
const isTable = (value: unknown): value is HistoryTable => typeof value === 'string' && value in HISTORY;

export async function ownerAdminRoutes(app: FastifyInstance, deps: OwnerAdminDeps): Promise<void> {
  const now = () => deps.clock().getTime();
  /** A member who may change owners now: not with a CRM. */
  const editor = async (request: FastifyRequest, reply: FastifyReply) => {
    const member = await deps.member(request, reply);
    if (!member) return null;
    if (deps.crm) {
      await answer(reply, 409, { error: 'errors.crmReadOnly' });
      return null;
    }
    return member;
  };

  /** The invitation: a week-long reset link to the owner's login page, in their language. */
  async function invite(ownerId: number): Promise<boolean> {
    const owner = await deps.owners.byId(ownerId);
    if (!owner) return false;
    const lng: Lng = isLanguage(owner.lng) ? owner.lng : 'fr';
    const page = new URL(deps.pages().login[lng] ?? '/', deps.agency.siteUrl).href;
    const token = await deps.resets.create(
      owner.id,
      now(),
      3,
      (made) => inviteMail(owner, deps.agency, lng, `${page}#reset=${made}`),
      INVITE_TTL_MS,
    );
    if (token !== null) deps.wakeRelay();
    return token !== null;
  }

  app.get('/api/staff/owners', async (request, reply) => {
    if (!(await deps.member(request, reply))) return reply;
    if (deps.crm && deps.crmOwners) {
      try {
        return answer(reply, 200, { owners: await deps.crmOwners(), crm: true });
      } catch (error) {
        if (error instanceof CrmUnavailable) return answer(reply, 503, { error: 'errors.api' });
        throw error;
      }
    }
    return answer(reply, 200, { owners: await deps.owners.list(), crm: deps.crm });
  });

  app.post('/api/staff/owners', async (request, reply) => {
    const member = await editor(request, reply);
    if (!member) return reply;
    const parsed = await parse(OWNER_SCHEMA, request.body);
    if (!parsed.ok) return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
    try {
      const id = await deps.owners.create(parsed.values, now());
      await invite(id);
      await deps.audit(request, member, { action: 'owner.create', target: parsed.values.email.trim().toLowerCase() });
      return answer(reply, 201, { id });
    } catch (error) {
      if (error instanceof OwnerConflict) return answer(reply, 409, { error: error.key });
      throw error;
    }
  });

  app.post('/api/staff/owners/:id/invite', async (request, reply) => {
    const member = await editor(request, reply);
    if (!member) return reply;
    const id = idParam((request.params as { id?: string }).id);
    const owner = id === null ? null : await deps.owners.byId(id);
    if (!owner) return answer(reply, 404, { error: 'errors.notFound' });
    if (!owner.active) return answer(reply, 409, { error: 'errors.ownerInactive' });
    // Three links an hour at most, as for a forgotten password: a fourth is refused.
    if (!(await invite(owner.id))) return answer(reply, 429, { error: 'errors.throttled' });
    await deps.audit(request, member, { action: 'owner.invite', target: owner.email });
    return answer(reply, 204);
  });

  app.post('/api/staff/owners/:id/active', async (request, reply) => {
    const member = await editor(request, reply);
    if (!member) return reply;
    const id = idParam((request.params as { id?: string }).id);
    const parsed = await parse(OWNER_ACTIVE_SCHEMA, request.body);
    if (!parsed.ok) return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
    const owner = id === null ? null : await deps.owners.byId(id);
    if (!owner || !(await deps.owners.setActive(owner.id, parsed.values.active))) {
      return answer(reply, 404, { error: 'errors.notFound' });
    }
    await deps.audit(request, member, {
      action: parsed.values.active ? 'owner.activate' : 'owner.deactivate',
      target: owner.email,
    });
    return answer(reply, 204);
  });

  app.get('/api/staff/properties/:property/history', async (request, reply) => {
    if (!(await deps.member(request, reply))) return reply;
    const property = idParam((request.params as { property?: string }).property);
    const history = property === null ? null : await deps.owners.history(property);
    return history ? answer(reply, 200, history) : answer(reply, 404, { error: 'errors.notFound' });
  });

  app.post('/api/staff/properties/:property/:table', async (request, reply) => {
    const member = await editor(request, reply);
    if (!member) return reply;
    const params = request.params as { property?: string; table?: string };
    const property = idParam(params.property);
    if (property === null || !isTable(params.table)) return answer(reply, 404, { error: 'errors.notFound' });
    const table = params.table;
    const parsed = await parse(HISTORY[table], request.body);
    if (!parsed.ok) return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
    const id =
      table === 'calendar'
        ? await deps.owners.addCalendar(property, parsed.values as InferType<typeof CALENDAR_SCHEMA>)
        : table === 'communications'
          ? await deps.owners.addCommunication(property, parsed.values as InferType<typeof COMMUNICATION_SCHEMA>)
          : await deps.owners.addMedia(property, parsed.values as InferType<typeof MEDIA_SCHEMA>);
    if (id === null) return answer(reply, 404, { error: 'errors.notFound' });
    await deps.audit(request, member, { action: 'history.add', target: `property/${property}`, detail: table });
    return answer(reply, 201, { id });
  });

  app.put('/api/staff/history/:table/:id', async (request, reply) => {
    const member = await editor(request, reply);
    if (!member) return reply;
    const params = request.params as { id?: string; table?: string };
    const id = idParam(params.id);
    if (id === null || !isTable(params.table)) return answer(reply, 404, { error: 'errors.notFound' });
    const table = params.table;
    const parsed = await parse(HISTORY[table], request.body);
    if (!parsed.ok) return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
    const changed =
      table === 'calendar'
        ? await deps.owners.updateCalendar(id, parsed.values as InferType<typeof CALENDAR_SCHEMA>)
        : table === 'communications'
          ? await deps.owners.updateCommunication(id, parsed.values as InferType<typeof COMMUNICATION_SCHEMA>)
          : await deps.owners.updateMedia(id, parsed.values as InferType<typeof MEDIA_SCHEMA>);
    if (!changed) return answer(reply, 404, { error: 'errors.notFound' });
    await deps.audit(request, member, { action: 'history.edit', target: `${table}/${id}` });
    return answer(reply, 204);
  });

  app.delete('/api/staff/history/:table/:id', async (request, reply) => {
    const member = await editor(request, reply);
    if (!member) return reply;
    const params = request.params as { id?: string; table?: string };
    const id = idParam(params.id);
    if (id === null || !isTable(params.table) || !(await deps.owners.remove(params.table, id))) {
      return answer(reply, 404, { error: 'errors.notFound' });
    }
    await deps.audit(request, member, { action: 'history.remove', target: `${params.table}/${id}` });
    return answer(reply, 204);
  });
}
