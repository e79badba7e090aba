/**
 * The admin's part of the staff API (docs/BACKOFFICE.md): the members, inviting one (the
 * member, the link and the mail in one transaction), (de)activating one, and the audit log.
 * Registered inside staffRoutes' scope, so the same-origin check covers them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ACTIVE_SCHEMA, STAFF_INVITE_SCHEMA } from '../../src/domain/forms/staff.ts';
import type { Queryable, Sql } from '../db/sql.ts';
import type { Agency, OutgoingMail } from '../mail/render.ts';
import { normalEmail, type StaffAccounts } from '../staff/accounts.ts';
import type { AuditLog } from '../staff/audit.ts';
import type { StaffGuard } from '../staff/guard.ts';
import { answer, invalid, parse } from '../staff/http.ts';
import { passwordLink, type StaffLinks } from '../staff/links.ts';
import { inviteMail } from '../staff/mails.ts';
import type { StaffSessionStore } from '../staff/sessions.ts';

export interface MemberDeps {
  sql: Sql;
  accounts: StaffAccounts;
  sessions: StaffSessionStore;
  guard: StaffGuard;
  links: StaffLinks;
  audit: AuditLog;
  clock: () => Date;
  agency: Agency;
  /** Puts a mail in the outbox on the caller's transaction. */
  queueMail: (q: Queryable, mail: OutgoingMail, now: number) => Promise<void>;
  /** Mail was queued in a transaction that committed: tell the relay. */
  wakeRelay: () => void;
}

const ID = /^\d{1,15}$/;

export async function staffMemberRoutes(scope: FastifyInstance, deps: MemberDeps): Promise<void> {
  const now = () => deps.clock().getTime();

  scope.get('/api/staff/members', async (request, reply) => {
    const admin = await deps.guard.require(request, reply, 'admin');
    if (!admin) return reply;
    return answer(reply, 200, { members: await deps.accounts.list(now()) });
  });

  scope.post('/api/staff/members', async (request, reply) => {
    const admin = await deps.guard.require(request, reply, 'admin');
    if (!admin) return reply;
    const parsed = await parse(STAFF_INVITE_SCHEMA, request.body);
    if (!parsed.ok) return invalid(reply, parsed.errors);
    const member = { ...parsed.values, email: normalEmail(parsed.values.email) };
    const at = now();
    const id = await deps.sql.tx(async (tx) => {
      const created = await deps.accounts.create(tx, member, at);
      if (created === null) return null;
      const token = await deps.links.create(tx, created, 'invite', at);
      const link = passwordLink(deps.agency.siteUrl, token);
      await deps.queueMail(tx, inviteMail(member, admin.name, deps.agency, link), at);
      await deps.audit.write(
        tx,
        {
          action: 'staff.invite',
          actor: admin,
          target: member.email,
          address: request.ip,
          detail: member.role,
        },
        at,
      );
      return created;
    });
    if (id === null) return answer(reply, 409, { error: 'errors.staffExists' });
    deps.wakeRelay();
    return answer(reply, 201, { id });
  });

  scope.post('/api/staff/members/:id/active', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const admin = await deps.guard.require(request, reply, 'admin');
    if (!admin) return reply;
    const parsed = await parse(STAFF_ACTIVE_SCHEMA, request.body);
    if (!parsed.ok) return invalid(reply, parsed.errors);
    const target = ID.test(request.params.id) ? await deps.accounts.byId(Number(request.params.id)) : null;
    if (!target) return answer(reply, 404, { error: 'errors.notFound' });
    const { active } = parsed.values;
    // The admin who acts stays: so there is always an active admin to undo a mistake.
    if (target.id === admin.id && !active) return answer(reply, 409, { error: 'errors.staffSelf' });
    await deps.sql.tx(async (tx) => {
      await deps.accounts.setActive(tx, target.id, active);
      if (!active) await deps.sessions.endAll(tx, target.id);
      await deps.audit.write(
        tx,
        {
          action: active ? 'staff.activate' : 'staff.deactivate',
          actor: admin,
          target: target.email,
          address: request.ip,
        },
        now(),
      );
    });
    return answer(reply, 204);
  });

  /**
   * A member who lost their phone and their recovery codes: the admin clears the authenticator
   * and the codes and ends the member's sessions; the member sets a new app up at the next
   * sign-in (after the password). An admin's own stays: another admin resets it.
   */
  scope.post('/api/staff/members/:id/reset-mfa', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const admin = await deps.guard.require(request, reply, 'admin');
    if (!admin) return reply;
    const target = ID.test(request.params.id) ? await deps.accounts.byId(Number(request.params.id)) : null;
    if (!target) return answer(reply, 404, { error: 'errors.notFound' });
    if (target.id === admin.id) return answer(reply, 409, { error: 'errors.staffSelf' });
    await deps.sql.tx(async (tx) => {
      await tx.run(
        'UPDATE staff SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE id = ?',
        [target.id],
      );
      await tx.run('DELETE FROM staff_recovery_codes WHERE staff_id = ?', [target.id]);
      await deps.sessions.endAll(tx, target.id);
      await deps.audit.write(
        tx,
        { action: 'staff.mfaReset', actor: admin, target: target.email, address: request.ip },
        now(),
      );
    });
    return answer(reply, 204);
  });

  scope.get('/api/staff/audit', async (request: FastifyRequest<{ Querystring: { before?: string } }>, reply) => {
    const admin = await deps.guard.require(request, reply, 'admin');
    if (!admin) return reply;
    const before = request.query.before;
    if (before !== undefined && !ID.test(before)) return invalid(reply, { before: 'errors.invalidValue' });
    return answer(reply, 200, await deps.audit.page(before === undefined ? null : Number(before)));
  });
}
