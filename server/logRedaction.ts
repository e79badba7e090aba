/**
 * Keeps secrets out of the request log. The saved-search mails link to pages (and to the
 * one-click unsubscribe) with `?token=` in the address: they must, a mail link has nothing
 * else. Whoever reads the log must not be able to confirm, change or cancel those searches,
 * so every query parameter named token is printed as token=[redacted], in the request's
 * `url` and in any message that quotes a URL (Fastify's "Route … not found").
 */
import type { FastifyRequest } from 'fastify';

const TOKEN_PARAM = /([?&;]token=)[^&#\s"']*/gi;

export function redactTokens(text: string): string {
  return text.replace(TOKEN_PARAM, '$1[redacted]');
}

/** Fastify's own request serializer (lib/logger-pino.js) with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactTokens(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface LogSink {
  write(line: string): void;
}

/**
 * The logger options for Fastify: off, on (stdout), or into a stream (tests read it). Strings
 * logged as messages are redacted too.
 */
export function loggerOptions(logger: boolean | { stream: LogSink } | undefined) {
  if (!logger) return false;
  return {
    ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
    serializers: { req: requestSerializer },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactTokens(arg) : arg)),
        );
      },
    },
  };
}
