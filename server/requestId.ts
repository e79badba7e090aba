/**
 * Every request's id: in each of its log lines (Fastify's `reqId`) and in its answer's
 * X-Request-Id, so a visitor's report or a proxy's log line leads to the server's lines.
 * A proxy the server trusts (TRUST_PROXY, server/edge.ts) may hand its own id in X-Request-Id,
 * and the request keeps it, which ties the proxy's log to this one. Anyone else's header is
 * ignored: a client must not be able to write what it likes into the log, nor make its
 * requests look like another's.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const SANE = /^[A-Za-z0-9._-]{1,128}$/;

/** The Fastify options that choose the id: the trusted proxy's, or a new UUID. */
export function requestIdOptions(isTrustedProxy: (address: string) => boolean) {
  return {
    // Fastify would take the header from anyone: the choice is genReqId's alone.
    requestIdHeader: false as const,
    genReqId(raw: IncomingMessage): string {
      const given = raw.headers['x-request-id'];
      const peer = raw.socket?.remoteAddress;
      if (typeof given === 'string' && SANE.test(given) && peer && isTrustedProxy(peer)) return given;
      return randomUUID();
    },
  };
}

/** Sends the id back on every answer, errors included. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
