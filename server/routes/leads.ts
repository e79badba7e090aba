/**
 * The back office's leads inbox and its mail and CRM repairs (docs/BACKOFFICE.md): every route
 * needs a staff member with a full session, agent or admin; every change and every export or
 * download is written to the audit log. Answers are `no-store`.
 *
 * A lead's file is always a download (`attachment`, `application/octet-stream`, `nosniff`, a
 * sandboxing CSP): a CV or a photo a visitor sent is never rendered by the staff's browser,
 * whatever it holds.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sql } from '../db/sql.ts';
import type { LeadsInbox } from '../inbox/leads.ts';
import { toCsv } from '../inbox/csv.ts';
import { uploadContent } from '../mail/relay.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { CrmJobs } from '../crm/leads/jobs.ts';
import type { AuditRecord } from '../staff/audit.ts';
import type { StaffMe } from '../../src/domain/forms/staff.ts';
import { LEAD_FILTER_SCHEMA, LEAD_STATE_SCHEMA, type LeadRow } from '../../src/domain/forms/inbox.ts';
import { brusselsWall } from '../../src/lib/brussels.ts';
import { answer, idParam, invalid, parse } from '../staff/http.ts';

export interface LeadRouteDeps {
  sql: Sql;
  inbox: LeadsInbox;
  outbox: Outbox;
  crmJobs: CrmJobs;
  uploadDir: string;
  clock: () => Date;
  /** The member of a full session; otherwise it has answered 401 (or 403) and gives null. */
  member: (request: FastifyRequest, reply: FastifyReply) => Promise<StaffMe | null>;
  audit: (
    request: FastifyRequest,
    member: StaffMe,
    record: Pick<AuditRecord, 'action' | 'target' | 'detail'>,
  ) => Promise<void>;
  /** Tells the relay and the CRM delivery that something is due now. */
  wakeRelay: () => void;
  wakeCrm: () => void;
}

/** The mail's file name, ASCII for old clients and UTF-8 (RFC 6266/5987) for the rest. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const CSV_HEADER = ['id', 'date', 'kind', 'language', 'listing', 'name', 'email', 'phone', 'state'] as const;

function csvRow(lead: LeadRow): (string | number | null)[] {
  const wall = brusselsWall(lead.createdAt);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}`;
  return [
    lead.id,
    date,
    lead.kind,
    lead.lng,
    lead.subject,
    lead.person.name,
    lead.person.email,
    lead.person.phone,
    lead.state,
  ];
}

export async function leadRoutes(app: FastifyInstance, deps: LeadRouteDeps): Promise<void> {
  const now = () => deps.clock().getTime();

  app.get('/api/staff/leads', async (request, reply) => {
    if (!(await deps.member(request, reply))) return reply;
    const parsed = await parse(LEAD_FILTER_SCHEMA, request.query);
    if (!parsed.ok) return invalid(reply, parsed.errors);
    return answer(reply, 200, await deps.inbox.list(parsed.values));
  });

  app.get('/api/staff/leads.csv', async (request, reply) => {
    const member = await deps.member(request, reply);
    if (!member) return reply;
    const parsed = await parse(LEAD_FILTER_SCHEMA, request.query);
    if (!parsed.ok) return invalid(reply, parsed.errors);
    const leads = await deps.inbox.all(parsed.values);
    await deps.audit(request, member, { action: 'leads.export', detail: `${leads.length} rows` });
    const day = new Date(now()).toISOString().slice(0, 10);
    reply
      .code(200)
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(`leads-${day}.csv`));
    return reply.send(toCsv(CSV_HEADER, leads.map(csvRow)));
  });

  app.get('/api/staff/leads/:id', async (request, reply) => {
    if (!(await deps.member(request, reply))) return reply;
    const id = idParam((request.params as { id?: string }).id);
    const lead = id === null ? null : await deps.inbox.detail(id);
    return lead ? answer(reply, 200, lead) : answer(reply, 404, { error: 'errors.notFound' });
  });

  app.post('/api/staff/leads/:id/state', async (request, reply) => {
    const member = await deps.member(request, reply);
    if (!member) return reply;
    const id = idParam((request.params as { id?: string }).id);
    if (id === null) return answer(reply, 404, { error: 'errors.notFound' });
    const parsed = await parse(LEAD_STATE_SCHEMA, request.body);
    if (!parsed.ok) return invalid(reply, parsed.errors);
    const values = parsed.values;
    const note = values.note ? values.note : null;
    if (!(await deps.inbox.setState(id, values.state, note, member.email, now()))) {
      return answer(reply, 404, { error: 'errors.notFound' });
    }
    await deps.audit(request, member, { action: 'lead.state', target: `lead/${id}`, detail: values.state });
    return answer(reply, 204);
  });

  app.get('/api/staff/leads/:id/files/:file', async (request, reply) => {
    const member = await deps.member(request, reply);
    if (!member) return reply;
    const params = request.params as { id?: string; file?: string };
    const id = idParam(params.id);
    const fileId = idParam(params.file);
    const file = id === null || fileId === null ? null : await deps.inbox.upload(id, fileId);
    const bytes = file ? await uploadContent(deps.sql, deps.uploadDir, file.storedName) : null;
    if (!file || !bytes) return answer(reply, 404, { error: 'errors.notFound' });
    await deps.audit(request, member, { action: 'lead.file', target: `lead/${String(id)}`, detail: file.name });
    reply
      .code(200)
      .header('cache-control', 'no-store')
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', attachment(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    return reply.send(bytes);
  });

  app.post('/api/staff/leads/:id/crm/:job/resend', async (request, reply) => {
    const member = await deps.member(request, reply);
    if (!member) return reply;
    const params = request.params as { id?: string; job?: string };
    const id = idParam(params.id);
    const job = idParam(params.job);
    const lead = id === null ? null : await deps.inbox.detail(id);
    if (!lead || job === null || !lead.crm.some((call) => call.id === job)) {
      return answer(reply, 404, { error: 'errors.notFound' });
    }
    if (!(await deps.crmJobs.resend(job, now()))) return answer(reply, 409, { error: 'errors.notResendable' });
    await deps.audit(request, member, { action: 'lead.crmResend', target: `lead/${String(id)}` });
    deps.wakeCrm();
    return answer(reply, 204);
  });

  app.get('/api/staff/mails/failed', async (request, reply) => {
    if (!(await deps.member(request, reply))) return reply;
    return answer(reply, 200, { mails: await deps.outbox.failed() });
  });

  app.post('/api/staff/mails/:id/resend', async (request, reply) => {
    const member = await deps.member(request, reply);
    if (!member) return reply;
    const id = idParam((request.params as { id?: string }).id);
    if (id === null || !(await deps.outbox.resend(id, now()))) return answer(reply, 404, { error: 'errors.notFound' });
    await deps.audit(request, member, { action: 'mail.resend', target: `mail/${id}` });
    deps.wakeRelay();
    return answer(reply, 204);
  });
}
