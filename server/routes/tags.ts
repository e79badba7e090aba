/**
 * GET /api/tags: the tag ids the browser may load after consent, the same ones the
 * Content-Security-Policy allows (server/config.ts, liveTagIds). The built app carries
 * site.json's ids, which may be examples; asking here keeps it from injecting a script
 * the policy would refuse.
 */
import type { FastifyInstance } from 'fastify';
import type { TagIds } from '../config.ts';

export function tagRoutes(app: FastifyInstance, ids: TagIds): void {
  app.get('/api/tags', async (_request, reply) => {
    // Revalidated: a deployment that sets its ids is heard on the next page.
    reply.header('cache-control', 'no-cache');
    return ids;
  });
}
