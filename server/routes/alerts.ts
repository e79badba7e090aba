/**
 * The saved-search alerts' API (docs/DECISIONS.md, "Saved-search alerts"), for the confirm, preferences
 * and unsubscribe pages the mails link to, and for mail programs:
 *
 *   POST /api/alerts/demand       {token}   the search (AlertDemandView); a POST so the token
 *                                           never sits in a URL, where logs and proxies keep it
 *   POST /api/alerts/confirm      {token}   the double opt-in: pending becomes active
 *   POST /api/alerts/unsubscribe  {token}   no more mail (also RFC 8058's one-click form:
 *                                           ?token=… with the body List-Unsubscribe=One-Click)
 *   POST /api/alerts/frequency    {token, frequency}
 *   GET  /api/alerts/unsubscribe?token=     a mail program that opens List-Unsubscribe in a
 *                                           browser is sent to the unsubscribe page (a GET
 *                                           never unsubscribes: link scanners follow GETs)
 *
 * Every answer is JSON and `no-store`. The token is the only key: whoever holds it may do what
 * the links offer, and nobody else can do anything, so there is no same-origin check here
 * (the one-click POST comes from a mail provider's server, with no Origin at all). Bad input
 * is a 400, an unknown token a 404; an address that piles up failures is slowed down
 * (server/alerts/failures.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { alertPageUrl, isAlertFrequency, isAlertToken } from '../../src/domain/forms/alerts.ts';
import type { DemandRecord, DemandStore } from '../alerts/demands.ts';
import { viewOf } from '../alerts/demands.ts';
import type { FailureThrottle } from '../alerts/failures.ts';
import { pageLanguage } from '../alerts/mails.ts';
import { errorReply } from '../errors.ts';

export interface AlertRoutesDeps {
  demands: DemandStore;
  clock: () => Date;
  throttle: FailureThrottle;
  siteUrl: string;
}

/** A token and a frequency fit in far less; anything bigger is not one of ours. */
const BODY_LIMIT = 1024;

type Query = { token?: unknown };

function answer(reply: FastifyReply, status: number, body: object) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined;

export async function alertRoutes(app: FastifyInstance, deps: AlertRoutesDeps): Promise<void> {
  const now = () => deps.clock().getTime();

  /**
   * Runs one change (or a read) for the token with the answers every route shares; `done`
   * answers a success (the search's view by default).
   */
  async function handle(
    request: FastifyRequest,
    reply: FastifyReply,
    token: unknown,
    act: (token: string) => Promise<DemandRecord | null>,
    options: { check?: () => string | null; done?: (demand: DemandRecord) => FastifyReply } = {},
  ) {
    const wait = await deps.throttle.wait(request.ip);
    if (wait > 0) return answer(reply.header('retry-after', String(wait)), 429, { error: 'errors.tooMany' });
    const problem = isAlertToken(token) ? (options.check?.() ?? null) : 'alerts.badToken';
    if (problem || !isAlertToken(token)) {
      await deps.throttle.fail(request.ip);
      return answer(reply, 400, { error: problem ?? 'alerts.badToken' });
    }
    const demand = await act(token);
    if (!demand) {
      await deps.throttle.fail(request.ip);
      return answer(reply, 404, { error: 'alerts.unknownToken' });
    }
    return options.done ? options.done(demand) : answer(reply, 200, viewOf(demand));
  }

  await app.register(async (scope) => {
    scope.setErrorHandler(errorReply);
    // RFC 8058: the one-click unsubscribe posts "List-Unsubscribe=One-Click" as a form,
    // urlencoded or multipart. Only here are such bodies read; the token is in the query.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_r, body, done) =>
      done(null, { form: String(body) }),
    );

    scope.post('/api/alerts/demand', { bodyLimit: BODY_LIMIT }, async (request, reply) =>
      handle(request, reply, field(request.body, 'token'), (token) => deps.demands.byToken(token)),
    );

    scope.post('/api/alerts/confirm', { bodyLimit: BODY_LIMIT }, async (request, reply) =>
      handle(request, reply, field(request.body, 'token'), (token) => deps.demands.confirm(token, now())),
    );

    scope.post(
      '/api/alerts/unsubscribe',
      { bodyLimit: BODY_LIMIT },
      async (request: FastifyRequest<{ Querystring: Query }>, reply) =>
        handle(request, reply, field(request.body, 'token') ?? request.query.token, (token) =>
          deps.demands.unsubscribe(token, now()),
        ),
    );

    scope.post('/api/alerts/frequency', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const frequency = field(request.body, 'frequency');
      return handle(
        request,
        reply,
        field(request.body, 'token'),
        async (token) => (isAlertFrequency(frequency) ? deps.demands.setFrequency(token, frequency) : null),
        { check: () => (isAlertFrequency(frequency) ? null : 'alerts.badFrequency') },
      );
    });

    scope.get('/api/alerts/unsubscribe', async (request: FastifyRequest<{ Querystring: Query }>, reply) =>
      handle(request, reply, request.query.token, (token) => deps.demands.byToken(token), {
        done: (demand) =>
          reply
            .header('cache-control', 'no-store')
            .redirect(alertPageUrl(deps.siteUrl, pageLanguage(demand.lng), 'unsubscribe', demand.token), 303),
      }),
    );
  });
}
