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

export function errorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    request.log.error(error);
    return reply.code(500).send({ error: 'errors.server' });
  }
  const key = CODES[error.code] ?? (error instanceof SyntaxError ? 'errors.badRequest' : 'errors.badRequest');
  return reply.code(status).header('cache-control', 'no-store').send({ error: key });
}
