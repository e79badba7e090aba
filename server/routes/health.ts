/**
 * The health endpoints (docs/OPERATIONS.md). /api/health/live: the process answers (nothing else
 * is asked, so a slow database never gets a live process restarted). /api/health/ready: whether
 * this instance can do its job (server/health/ready.ts), 200 or 503 with every check.
 * /api/health is the same as live, as before: probes written for it keep working.
 */
import type { FastifyInstance } from 'fastify';
import type { ReadinessCheck } from '../health/ready.ts';

export function healthRoutes(app: FastifyInstance, clock: () => Date, startedAt: Date): void {
  const live = async () => ({
    status: 'ok',
    uptimeSeconds: Math.round((clock().getTime() - startedAt.getTime()) / 1000),
  });
  for (const url of ['/api/health', '/api/health/live']) {
    app.get(url, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return live();
    });
  }
}

export function readyRoute(app: FastifyInstance, readiness: ReadinessCheck): void {
  app.get('/api/health/ready', async (_request, reply) => {
    const result = await readiness.check();
    return reply
      .code(result.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: result.ready ? 'ready' : 'not ready',
        ...(result.ready ? {} : { failing: result.failing }),
        checks: result.checks,
      });
  });
}
