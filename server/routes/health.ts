import type { FastifyInstance } from 'fastify';

export function healthRoutes(app: FastifyInstance, clock: () => Date, startedAt: Date): void {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round((clock().getTime() - startedAt.getTime()) / 1000) };
  });
}
