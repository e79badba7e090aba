/**
 * The answer to an error Fastify raises before a route runs (a body that is not JSON, too
 * large, of an unknown type): the same `{ error }` shape as the routes' own answers, with
 * its 4xx status. Only a real fault of the server answers 500, and it is logged.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.tooLarge',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.badRequest',
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.badRequest',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'errors.unsupportedMediaType',
};

/**
 * The database cannot be reached for now (PostgreSQL restarting or failing over, the pool
 * waiting too long for a connection, SQLite's write lock held past its timeout): a 503 with
 * Retry-After, so a client or a balancer tries again, rather than a 500 that says "broken".
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /timeout exceeded when trying to connect|Connection terminated/i.test(message);
}

export function errorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500 && isDatabaseUnavailable(error)) {
    request.log.error(error);
    return reply
      .code(503)
      .header('retry-after', '5')
      .header('cache-control', 'no-store')
      .send({ error: 'errors.server' });
  }
  if (status === 500) {
    request.log.error(error);
    return reply.code(500).send({ error: 'errors.server' });
  }
  const key = CODES[error.code] ?? (error instanceof SyntaxError ? 'errors.badRequest' : 'errors.badRequest');
  return reply.code(status).header('cache-control', 'no-store').send({ error: key });
}
