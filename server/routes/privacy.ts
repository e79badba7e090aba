/**
 * Personal-data requests (GDPR articles 15 and 17), for an admin only: what the site holds
 * about an address, its export as one JSON file, its erasure. Each is written to the audit log
 * with the address as a hash (server/privacy/subject.ts), so the log of an erasure does not keep
 * what was erased.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressDigest, type PersonalData } from '../privacy/subject.ts';
import { ERASE_SCHEMA, PRIVACY_SCHEMA } from '../../src/domain/forms/privacy.ts';
import type { StaffMe } from '../../src/domain/forms/staff.ts';
import type { AuditRecord } from '../staff/audit.ts';
import { answer, parse } from '../staff/http.ts';

export interface PrivacyRouteDeps {
  data: PersonalData;
  clock: () => Date;
  /** An admin of a full session; otherwise it has answered 401 or 403 and gives null. */
  admin: (request: FastifyRequest, reply: FastifyReply) => Promise<StaffMe | null>;
  audit: (
    request: FastifyRequest,
    member: StaffMe,
    record: Pick<AuditRecord, 'action' | 'target' | 'detail'>,
  ) => Promise<void>;
}

export async function privacyRoutes(app: FastifyInstance, deps: PrivacyRouteDeps): Promise<void> {
  app.get('/api/staff/privacy', async (request, reply) => {
    const admin = await deps.admin(request, reply);
    if (!admin) return reply;
    const parsed = await parse(PRIVACY_SCHEMA, request.query);
    if (!parsed.ok) return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
    await deps.audit(request, admin, { action: 'privacy.search', target: addressDigest(parsed.values.email) });
    return answer(reply, 200, await deps.data.find(parsed.values.email));
  });

  app.get('/api/staff/privacy/export', async (request, reply) => {
    const admin = await deps.admin(request, reply);
    if (!admin) return reply;
    const parsed = await parse(PRIVACY_SCHEMA, request.query);
    if (!parsed.ok) return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
    const now = deps.clock().getTime();
    const document = await deps.data.export(parsed.values.email, now);
    await deps.audit(request, admin, { action: 'privacy.export', target: addressDigest(parsed.values.email) });
    reply
      .code(200)
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="personal-data-${new Date(now).toISOString().slice(0, 10)}.json"`,
      );
    return reply.send(JSON.stringify(document, null, 2));
  });

  app.post('/api/staff/privacy/erase', async (request, reply) => {
    const admin = await deps.admin(request, reply);
    if (!admin) return reply;
    const parsed = await parse(ERASE_SCHEMA, request.body);
    if (!parsed.ok) return answer(reply, 400, { error: 'errors.invalid', errors: parsed.errors });
    const erased = await deps.data.erase(parsed.values.email);
    await deps.audit(request, admin, {
      action: 'privacy.erase',
      target: addressDigest(parsed.values.email),
      detail: `${erased.requests} requests, ${erased.files} files, ${erased.savedSearches} saved searches${erased.ownerAccount ? ', owner account' : ''}`,
    });
    return answer(reply, 200, erased);
  });
}
