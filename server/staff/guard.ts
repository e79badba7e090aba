/**
 * Who a back-office request comes from, and whether they may: the staff session of its cookie,
 * its member (still active), and the role a route needs. Every /api/staff route, and later the
 * back office's other routes (app.staffGuard), ask here, so none can forget a check.
 * No session, a pending one (password without the code) or a deactivated member: 401
 * `errors.session`. The wrong role: 403 `errors.forbidden`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '../../src/domain/forms/staff.ts';
import type { Staff, StaffAccounts } from './accounts.ts';
import { staffCookie } from './cookies.ts';
import { answer } from './http.ts';
import type { StaffSession, StaffSessionStore } from './sessions.ts';

export interface SignedIn {
  /** The cookie's session id. */
  id: string;
  session: StaffSession;
  staff: Staff;
}

export function staffGuard(deps: {
  sessions: StaffSessionStore;
  accounts: StaffAccounts;
  clock: () => Date;
  cookie: string;
  https: boolean;
}) {
  /** The Set-Cookie that clears the session cookie. */
  const ended = staffCookie(deps.cookie, '', 0, deps.https);

  /** The request's live session and its active member, pending or full; null otherwise. */
  async function current(request: FastifyRequest): Promise<SignedIn | null> {
    const id = request.cookies[deps.cookie] ?? null;
    const session = id ? await deps.sessions.find(id, deps.clock().getTime()) : null;
    const staff = session ? await deps.accounts.byId(session.staffId) : null;
    if (!id || !session || !staff?.active) return null;
    return { id, session, staff };
  }

  return {
    ended,
    current,
    /**
     * The member of a full session with the role `need` asks (any role when null); otherwise
     * null, the answer (401 or 403) already sent: the route returns the reply.
     */
    async require(request: FastifyRequest, reply: FastifyReply, need: StaffRole | null): Promise<Staff | null> {
      const who = await current(request);
      if (!who?.session.full) {
        if (request.cookies[deps.cookie] && !who) reply.header('set-cookie', ended);
        answer(reply, 401, { error: 'errors.session' });
        return null;
      }
      if (need !== null && who.staff.role !== need) {
        answer(reply, 403, { error: 'errors.forbidden' });
        return null;
      }
      return who.staff;
    },
  };
}

export type StaffGuard = ReturnType<typeof staffGuard>;
