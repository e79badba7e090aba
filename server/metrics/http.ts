/**
 * Counts and times every answered request, labelled by its route's pattern (Fastify's
 * routeOptions.url: `/api/forms/:kind`, `/*` for every page), so the labels stay a short list
 * whatever URLs are asked for; a request no route matched is `not-found`, one whose URL
 * cannot be decoded `bad-url`. Form posts are also
 * counted by kind (a kind outside the list is only a request).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isFormKind } from '../../src/domain/forms/kinds.ts';
import { FORM_ROUTE } from '../routes/forms.ts';
import type { Metrics } from './registry.ts';

export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'not-found';
}

/**
 * Registers the hook; answers the counter of the requests Fastify answers before any hook
 * (a URL it cannot decode, `bad-url`), which the site's frameworkErrors handler calls.
 */
export function httpMetrics(
  app: FastifyInstance,
  metrics: Metrics,
): (request: FastifyRequest, reply: FastifyReply) => void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request);
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (route === FORM_ROUTE && request.method === 'POST') {
      const kind = (request.params as { kind?: string }).kind;
      if (kind && isFormKind(kind)) metrics.form(kind, reply.statusCode);
    }
    done();
  });
  return (request, reply) => {
    reply.raw.once('finish', () =>
      metrics.request(request.method, 'bad-url', reply.statusCode, reply.elapsedTime / 1000),
    );
  };
}
