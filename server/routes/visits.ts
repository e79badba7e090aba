/**
 * POST /api/visits: the page-view beacon of a property's detail page, `{"id": 120}`, as JSON
 * or as text/plain (what navigator.sendBeacon sends without a CORS preflight). It answers 204
 * both when it counts and when it deliberately does not (bots, prefetches, other sites' pages):
 * telling them apart would only teach a bot how to be counted. A malformed body gets 400, an
 * id that is no property 404. No cookie is ever set; the address and the user agent only feed
 * the counter's daily hash (server/visits/counter.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorReply } from '../errors.ts';
import type { VisitCounter } from '../visits/counter.ts';

export interface VisitRoutesDeps {
  counter: VisitCounter;
  isProperty: (id: number) => boolean;
  /** The site's public origin (https://www.example.be): its pages may send beacons. */
  siteOrigin: string;
}

/**
 * Crawlers, link previews, monitors, headless and scripted browsers that present themselves
 * as browsers. `(?<!cu)bot` spares Cubot phones, whose model name would otherwise read as a
 * bot. Broad on purpose: an owner is better served by a few uncounted people than by robots.
 */
const BOT = new RegExp(
  [
    '(?<!cu)bot',
    'crawl',
    'spider',
    'slurp',
    'scrap',
    'archiv',
    'headless',
    'phantom',
    'selenium',
    'webdriver',
    'puppeteer',
    'playwright',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptime',
    'monitor',
    'preview',
    'prerender',
    'facebookexternalhit',
    'embedly',
    'iframely',
    'mediapartners',
    'google-inspectiontool',
    'googleother',
    'yandex',
    'bytespider',
    'ahrefs',
    'semrush',
    'claude',
    'perplexity',
    'python',
    'curl',
    'wget',
  ].join('|'),
  'i',
);

const PREFETCH = /prefetch|prerender|preview/i;

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** Every browser names itself "Mozilla/5.0" (Opera Mini still "Opera/"); other clients are programs. */
export function isBot(userAgent: string): boolean {
  if (userAgent.trim() === '' || !/mozilla\/|opera\//i.test(userAgent)) return true;
  return BOT.test(userAgent);
}

/** A browser fetching the page ahead of the person, who may never look at it. */
function isPrefetch(request: FastifyRequest): boolean {
  return (
    PREFETCH.test(header(request, 'sec-purpose')) ||
    PREFETCH.test(header(request, 'purpose')) ||
    PREFETCH.test(header(request, 'x-purpose')) ||
    /prefetch/i.test(header(request, 'x-moz'))
  );
}

/** A page of another site posting here; `Origin: null` (sandboxed, opaque) counts as one. */
function isCrossSite(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === siteOrigin) return false;
  try {
    // Through URL both sides drop a default port (Host: x.be:443 is the origin https://x.be).
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}

function propertyId(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function noContent(reply: FastifyReply) {
  return reply.code(204).header('cache-control', 'no-store').send();
}

export function visitRoutes(app: FastifyInstance, deps: VisitRoutesDeps): void {
  void app.register(async (scope) => {
    // sendBeacon posts text/plain; here, and only here, such a body is read as JSON.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));
    // The same `{ error }` answers as the app's, also when mounted on a bare Fastify in tests.
    scope.setErrorHandler(errorReply);

    scope.post('/api/visits', { bodyLimit: 1024 }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = propertyId(request.body);
      if (id === null) return reply.code(400).send({ error: 'errors.badRequest' });
      if (!deps.isProperty(id)) return reply.code(404).send({ error: 'errors.unknownProperty' });

      const userAgent = header(request, 'user-agent');
      if (isBot(userAgent) || isPrefetch(request) || isCrossSite(request, deps.siteOrigin)) return noContent(reply);

      // Counted in memory: the database is written a second later, whatever it answers.
      deps.counter.hit(id, { address: request.ip, userAgent, language: header(request, 'accept-language') });
      return noContent(reply);
    });
  });
}
