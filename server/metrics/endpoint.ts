/**
 * Where Prometheus reads the metrics (docs/OPERATIONS.md). METRICS_TOKEN: GET /metrics on the
 * site's own port, for `Authorization: Bearer <token>` only (compared in constant time). Without a
 * token the path is not there at all: it answers the site's 404 like any unknown page.
 * METRICS_PORT: a second, tiny listener on 127.0.0.1 with /metrics alone and no token, for a
 * Prometheus (or an agent) on the same host; nothing off the host reaches it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sameSecret } from '../routes/sync.ts';
import type { Metrics } from './registry.ts';

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const given = bearer(request.headers.authorization);
    if (given === null || !sameSecret(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/**
 * The loopback listener, started when the app is ready and closed with it. `port` 0 takes any
 * free port (tests); `address()` says which.
 */
export function metricsListener(app: FastifyInstance, metrics: Metrics, port: number) {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        app.log.error(error, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics failed\n');
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(new Error(`METRICS_PORT=${port}: /metrics cannot listen on 127.0.0.1 (${error.code ?? error.message})`)),
      );
      server.listen(port, '127.0.0.1', () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    /** The port it listens on (after ready), or null. */
    port: (): number | null => (server.listening ? (server.address() as AddressInfo).port : null),
  };
}
