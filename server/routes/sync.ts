/**
 * POST /api/crm/sync: runs the sync job at once (or joins the one under way) and answers its
 * result, whatever its status (a refused feed is an answer, not a server error). A job that
 * takes longer than `waitMs` (a first full sync of a large catalogue) is answered 202
 * `{status: 'running'}` and goes on; GET /api/crm/sync then says whether one runs and what the
 * last one did, so a caller never holds a request past the server's request timeout. Only with
 * the header x-sync-secret: CRM_SYNC_SECRET, compared in constant time; without a secret
 * configured the endpoint does not exist. Attempts per address are limited as the forms' are.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimiter } from '../forms/rateLimit.ts';
import type { SyncJobResult } from '../release/types.ts';

export interface SyncRouteDeps {
  secret: string;
  run: () => Promise<SyncJobResult>;
  /** Whether a job runs now, and the last one's result. */
  state: () => { running: boolean; last: SyncJobResult | null };
  /** How long POST waits for the job before it answers 202 (25 s: under the request timeout). */
  waitMs?: number;
  clock: () => Date;
  /** Requests per address per window; 0 lifts the limit. */
  rateLimit: { max: number; windowMs: number };
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Equal or not, in a time that says nothing of where they differ nor of their lengths. */
export function sameSecret(given: string, secret: string): boolean {
  return timingSafeEqual(digest(given), digest(secret));
}

export function syncRoutes(app: FastifyInstance, deps: SyncRouteDeps): void {
  const limiter = rateLimiter(deps.rateLimit.max, deps.rateLimit.windowMs, deps.clock);
  const allowed = (request: FastifyRequest, reply: FastifyReply): boolean => {
    reply.header('cache-control', 'no-store');
    const wait = limiter.hit(request.ip);
    if (wait > 0) {
      void reply.code(429).header('retry-after', String(wait)).send({ error: 'errors.tooMany' });
      return false;
    }
    const given = request.headers['x-sync-secret'];
    if (typeof given !== 'string' || !sameSecret(given, deps.secret)) {
      void reply.code(401).send({ error: 'unauthorized' });
      return false;
    }
    return true;
  };
  app.post('/api/crm/sync', async (request, reply) => {
    if (!allowed(request, reply)) return reply;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deps.waitMs ?? 25_000);
    });
    const result = await Promise.race([deps.run(), waited]).finally(() => clearTimeout(timer));
    if (result === null) return reply.code(202).send({ status: 'running' });
    return reply.send(result);
  });
  app.get('/api/crm/sync', async (request, reply) => {
    if (!allowed(request, reply)) return reply;
    return reply.send(deps.state());
  });
}
