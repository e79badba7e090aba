/**
 * The Fastify instance before any route: logging, request ids, the edge's timeouts and socket
 * cap, error answers, request metrics, security headers, compression and cookies. The order
 * matters: a hook added later would miss the scopes registered before it.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { site } from '../../src/config/site.ts';
import { decodeRequestBodies } from '../bodyEncoding.ts';
import type { TagIds } from '../config.ts';
import { EDGE_DEFAULTS, capConnections, proxyTrust, timeoutOptions } from '../edge.ts';
import { errorReply } from '../errors.ts';
import { loggerOptions } from '../logRedaction.ts';
import { httpMetrics } from '../metrics/http.ts';
import { createMetrics, type Metrics } from '../metrics/registry.ts';
import { echoRequestId, requestIdOptions } from '../requestId.ts';
import { helmetOptions, securityHeaders } from '../security.ts';
import type { AppDeps } from './deps.ts';

type BadUrlAnswer = (request: FastifyRequest, reply: FastifyReply, status: number) => FastifyReply;

export interface Instance {
  app: FastifyInstance;
  /** Kept only when /metrics is asked for (a token or a port). */
  metrics: Metrics | null;
  /** The pages' 400 answer, for a URL with a broken %-escape; until then a plain JSON one. */
  answerBadUrls: (answer: BadUrlAnswer) => void;
}

export async function createInstance(deps: AppDeps, tags: TagIds): Promise<Instance> {
  const edge = { ...EDGE_DEFAULTS, ...deps.edge };
  const trust = proxyTrust(deps.trustProxy);
  // A URL with a broken %-escape gets the site's own 400 answer, not Fastify's error body.
  // Bound once the security headers and the pages exist (Fastify needs this handler first).
  let headersFor: (request: FastifyRequest, reply: FastifyReply) => void = () => undefined;
  let countFrameworkAnswer: (request: FastifyRequest, reply: FastifyReply) => void = () => undefined;
  let badUrl: BadUrlAnswer = (_request, reply) => reply.code(400).send({ error: 'errors.badRequest' });
  const app = Fastify({
    logger: loggerOptions(deps.logger),
    trustProxy: trust.trustProxy,
    ...requestIdOptions(trust.isTrustedProxy),
    bodyLimit: 64 * 1024,
    ...timeoutOptions(edge),
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      countFrameworkAnswer(request, reply);
      if (error.code !== 'FST_ERR_BAD_URL') return errorReply(error, request, reply);
      headersFor(request, reply);
      return badUrl(request, reply, 400);
    },
  });
  capConnections(app.server, edge, trust.isTrustedProxy);
  app.setErrorHandler(errorReply);
  // Before any route or plugin: a hook added later would miss the scopes registered before it.
  echoRequestId(app);
  const metrics = deps.metrics?.token || deps.metrics?.port !== undefined ? createMetrics() : null;
  if (metrics) countFrameworkAnswer = httpMetrics(app, metrics);

  headersFor = securityHeaders(
    app,
    helmetOptions(deps.frameAncestors ?? site.security.frameAncestors, deps.https ?? false, tags),
  );
  // The listing photos are shown in the alert mails, and a webmail that loads them in the
  // reader's browser, from its own origin, is refused them by Cross-Origin-Resource-Policy:
  // same-origin. They are public pictures of public listings: any origin may show them.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/media/')) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  // Compressed request bodies are decoded here, not by @fastify/compress (server/bodyEncoding.ts says why).
  decodeRequestBodies(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // request.cookies for every route (language, owner session, device); no secret: the device
  // cookie is signed in server/owners/throttle.ts with the auth key, which exists only with dataDir.
  await app.register(fastifyCookie);
  return { app, metrics, answerBadUrls: (answer) => (badUrl = answer) };
}
