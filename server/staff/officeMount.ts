/**
 * The back office's work routes (docs/BACKOFFICE.md): the leads inbox and its mail and CRM
 * repairs, owners and their listings' history, visit slots, personal data. They sit behind the
 * staff guard (server/staff/guard.ts: 401 without a full session, 403 for the wrong role) and,
 * like the staff routes, refuse a request that changes something from another site (403).
 * Every change, export and download is written to the audit log with the member and address.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sql } from '../db/sql.ts';
import type { FormFacts } from '../../publisher/dataFiles/manifest.ts';
import { leadsInbox } from '../inbox/leads.ts';
import { outbox } from '../mail/outbox.ts';
import type { Relay } from '../mail/relay.ts';
import type { Agency } from '../mail/render.ts';
import { crmJobs } from '../crm/leads/jobs.ts';
import { sameOrigin } from '../owners/origin.ts';
import { ownerAdmin } from '../owners/manage.ts';
import { passwordResets } from '../owners/resets.ts';
import { personalData } from '../privacy/subject.ts';
import { leadRoutes } from '../routes/leads.ts';
import { ownerAdminRoutes } from '../routes/ownersAdmin.ts';
import { privacyRoutes } from '../routes/privacy.ts';
import { visitSlotRoutes } from '../routes/visitSlots.ts';
import { visitSchedule } from '../visits/schedule.ts';
import type { StaffMe } from '../../src/domain/forms/staff.ts';
import type { CrmOwners } from '../crm/owners.ts';
import { auditLog, type AuditRecord } from './audit.ts';
import { crmOwnerRows } from './crmOwnerRows.ts';
import type { StaffGuard } from './guard.ts';
import { answer } from './http.ts';

export interface OfficeContext {
  sql: Sql;
  clock: () => Date;
  guard: StaffGuard;
  agency: Agency;
  uploadDir: string;
  relay: Relay;
  /** The current release's pages (the owners' login page of each language). */
  pages: () => FormFacts['pages'];
  /** With a CRM: the CRM's owners and agenda are read here, not changed; its lead delivery wakes on a resend. */
  crm: { owners: CrmOwners | null; agenda: boolean; wake: (() => void) | null };
}

export async function mountOffice(app: FastifyInstance, context: OfficeContext): Promise<void> {
  const { sql, clock, guard } = context;
  const log = auditLog(sql);
  const siteOrigin = new URL(context.agency.siteUrl).origin;
  const member = (request: FastifyRequest, reply: Parameters<StaffGuard['require']>[1]) =>
    guard.require(request, reply, null);
  const audit = async (
    request: FastifyRequest,
    who: StaffMe,
    record: Pick<AuditRecord, 'action' | 'target' | 'detail'>,
  ): Promise<void> => {
    await log.write(
      sql,
      { ...record, actor: { id: who.id, email: who.email }, address: request.ip },
      clock().getTime(),
    );
  };
  const wakeRelay = () => context.relay.wake();

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && !sameOrigin(request, siteOrigin)) {
        return answer(reply, 403, { error: 'errors.forbidden' });
      }
    });
    await leadRoutes(scope, {
      sql,
      inbox: leadsInbox(sql),
      outbox: outbox(sql),
      crmJobs: crmJobs(sql),
      uploadDir: context.uploadDir,
      clock,
      member,
      audit,
      wakeRelay,
      wakeCrm: () => context.crm.wake?.(),
    });
    await ownerAdminRoutes(scope, {
      owners: ownerAdmin(sql),
      resets: passwordResets(sql),
      clock,
      agency: context.agency,
      pages: context.pages,
      crm: context.crm.owners !== null,
      crmOwners: context.crm.owners ? () => crmOwnerRows(context.crm.owners as CrmOwners) : null,
      member,
      audit,
      wakeRelay,
    });
    await visitSlotRoutes(scope, {
      schedule: visitSchedule(sql),
      clock,
      agency: context.agency,
      crm: context.crm.agenda,
      member,
      audit,
      wakeRelay,
    });
    await privacyRoutes(scope, {
      data: personalData(sql, context.uploadDir),
      clock,
      admin: (request, reply) => guard.require(request, reply, 'admin'),
      audit,
    });
  });
}
