/**
 * The back office's visit slots (agency without a CRM; with one, the agent's CRM agenda is what
 * visitors book, and a change here answers 409 errors.crmReadOnly): the agency's hours per
 * weekday, a listing's own days, the bookings by day, and cancelling one (the visitor is
 * mailed in their language). For agents and admins; every change goes to the audit log.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffMe } from '../../src/domain/forms/staff.ts';
import { DAY_PATTERN, VISIT_DAY_SCHEMA, VISIT_HOURS_SCHEMA } from '../../src/domain/forms/visitSlots.ts';
import { BOOKING_DAYS } from '../../src/domain/forms/appointments.ts';
import { addDays, belgianDay } from '../../src/lib/dates.ts';
import type { Agency } from '../mail/render.ts';
import type { AuditRecord } from '../staff/audit.ts';
import { cancelledVisitMail } from '../visits/mails.ts';
import type { VisitSchedule } from '../visits/schedule.ts';
import { answer, idParam, parse } from '../staff/http.ts';

export interface VisitSlotDeps {
  schedule: VisitSchedule;
  clock: () => Date;
  agency: Agency;
  crm: boolean;
  member: (request: FastifyRequest, reply: FastifyReply) => Promise<StaffMe | null>;
  audit: (
    request: FastifyRequest,
    member: StaffMe,
    record: Pick<AuditRecord, 'action' | 'target' | 'detail'>,
  ) => Promise<void>;
  wakeRelay: () => void;
}

const listing = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? `property/${value}` : null);
const realDay = (value: unknown): string | null =>
  typeof value === 'string' && DAY_PATTERN.test(value) && addDays(value, 0) === value ? value : null;

export async function visitSlotRoutes(app: FastifyInstance, deps: VisitSlotDeps): Promise<void> {
  const today = () => belgianDay(deps.clock());
  const editor = async (request: FastifyRequest, reply: FastifyReply) => {
    const member = await deps.member(request, reply);
    if (!member) return null;
    if (deps.crm) {
      await answer(reply, 409, { error: 'errors.crmReadOnly' });
      return null;
    }
    return member;
  };

  app.get('/api/staff/visits/hours', async (request, reply) => {
    if (!(await deps.member(request, reply))) return reply;
    return answer(reply, 200, { hours: await deps.schedule.hours(), crm: deps.crm });
  });

  app.put('/api/staff/visits/hours', async (request, reply) => {
    const member = await editor(request, reply);
    if (!member) return reply;
    const parsed = await parse(VISIT_HOURS_SCHEMA, request.body);
    if (!parsed.ok) return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
    await deps.schedule.setHours(parsed.values.hours);
    await deps.audit(request, member, { action: 'visits.hours' });
    return answer(reply, 204);
  });

  app.get('/api/staff/visits/listings/:id', async (request, reply) => {
    if (!(await deps.member(request, reply))) return reply;
    const subject = listing((request.params as { id?: string }).id);
    if (!subject) return answer(reply, 404, { error: 'errors.notFound' });
    const from = addDays(today(), 1);
    return answer(reply, 200, {
      days: await deps.schedule.days(subject, from, addDays(from, 365)),
      // What a visitor is offered now, booked slots included.
      slots: await deps.schedule.slots(subject, today()),
    });
  });

  app.put('/api/staff/visits/listings/:id/days/:day', async (request, reply) => {
    const member = await editor(request, reply);
    if (!member) return reply;
    const params = request.params as { id?: string; day?: string };
    const subject = listing(params.id);
    const day = realDay(params.day);
    if (!subject || !day) return answer(reply, 404, { error: 'errors.notFound' });
    const parsed = await parse(VISIT_DAY_SCHEMA, request.body);
    if (!parsed.ok) return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
    await deps.schedule.setDay(subject, day, parsed.values.slots);
    await deps.audit(request, member, {
      action: 'visits.day',
      target: subject,
      detail: `${day}: ${parsed.values.slots.join(', ') || 'none'}`,
    });
    return answer(reply, 204);
  });

  app.delete('/api/staff/visits/listings/:id/days/:day', async (request, reply) => {
    const member = await editor(request, reply);
    if (!member) return reply;
    const params = request.params as { id?: string; day?: string };
    const subject = listing(params.id);
    const day = realDay(params.day);
    if (!subject || !day) return answer(reply, 404, { error: 'errors.notFound' });
    await deps.schedule.setDay(subject, day, null);
    await deps.audit(request, member, { action: 'visits.day', target: subject, detail: `${day}: hours` });
    return answer(reply, 204);
  });

  app.get('/api/staff/visits/bookings', async (request, reply) => {
    if (!(await deps.member(request, reply))) return reply;
    const query = request.query as { from?: string };
    const from = query.from === undefined ? today() : realDay(query.from);
    if (!from) return answer(reply, 400, { error: 'errors.invalid', errors: { from: 'errors.dateInvalid' } });
    return answer(reply, 200, { from, bookings: await deps.schedule.bookings(from, BOOKING_DAYS + 1) });
  });

  app.post('/api/staff/visits/bookings/:id/cancel', async (request, reply) => {
    const member = await editor(request, reply);
    if (!member) return reply;
    const id = idParam((request.params as { id?: string }).id);
    const cancelled =
      id === null
        ? null
        : await deps.schedule.cancel(id, deps.clock().getTime(), member.email, (booking) =>
            cancelledVisitMail(booking, deps.agency),
          );
    if (!cancelled) return answer(reply, 404, { error: 'errors.notFound' });
    deps.wakeRelay();
    await deps.audit(request, member, {
      action: 'visits.cancel',
      target: cancelled.subject,
      detail: `${cancelled.day} ${cancelled.slot}`,
    });
    return answer(reply, 204);
  });
}
