/**
 * POST /api/crm/sync: runs the sync job at once (or joins the one under way) and answers its
 * result, whatever its status (a refused feed is an answer, not a server error). Only with the
 * header x-sync-secret: CRM_SYNC_SECRET, compared in constant time; without a secret configured
 * the endpoint does not exist. Attempts per address are limited as the forms' are.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { rateLimiter } from '../forms/rateLimit.ts';
import type { SyncJobResult } from '../release/types.ts';

export interface SyncRouteDeps {
  secret: string;
  run: () => Promise<SyncJobResult>;
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
  app.post('/api/crm/sync', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const wait = limiter.hit(request.ip);
    if (wait > 0) return reply.code(429).header('retry-after', String(wait)).send({ error: 'errors.tooMany' });
    const given = request.headers['x-sync-secret'];
    if (typeof given !== 'string' || !sameSecret(given, deps.secret)) {
      return reply.code(401).send({ error: 'unauthorized' });
    }
    return reply.send(await deps.run());
  });
}
