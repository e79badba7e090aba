/** @jest-environment node */
import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { Sql } from '../db/sql.ts';
import { dropTestDatabase, freshTestSql, testEngine } from '../../test/db/testSql.ts';
import { visitCounter, type VisitCounter, type Visitor } from '../visits/counter.ts';
import { visitRoutes } from './visits.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SITE = 'https://www.immo-famenne.be';
const PROPERTIES = new Set([120, 134]);

type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;
type Headers = Record<string, string>;

describe(`POST /api/visits on ${testEngine}`, () => {
  let dataDir: string;
  let sql: Sql;
  let counter: VisitCounter;
  let app: FastifyInstance;
  let hits: { id: number; visitor: Visitor }[];

  async function build(trustProxy = false) {
    app = Fastify({ trustProxy });
    const real = visitCounter(sql, { clock: () => new Date('2026-07-15T10:00:00Z') });
    counter = {
      hit: (id, visitor) => {
        hits.push({ id, visitor });
        real.hit(id, visitor);
      },
      flush: real.flush,
      stop: real.stop,
      heldKeys: real.heldKeys,
    };
    visitRoutes(app, { counter, isProperty: (id) => PROPERTIES.has(id), siteOrigin: SITE });
    // A neighbour outside the plugin: text/plain must stay plain text for it.
    app.post('/echo', async (request) => ({ type: typeof request.body }));
    await app.ready();
  }

  /** Page views and visitors stored so far, all properties together. */
  async function stored(): Promise<{ views: number; visitors: number } | undefined> {
    await counter.flush();
    return sql.get<{ views: number; visitors: number }>(
      'SELECT COALESCE(SUM(views), 0) AS "views", COALESCE(SUM(visitors), 0) AS "visitors" FROM visits_daily',
    );
  }

  async function send(body: string, headers: Headers = {}, contentType = 'text/plain'): Promise<Reply> {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/visits',
      payload: body,
      headers: { 'content-type': contentType, 'user-agent': FIREFOX, ...headers },
    });
    expect(reply.headers['set-cookie']).toBeUndefined();
    return reply;
  }

  function expectNoContent(reply: Reply) {
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe('');
    expect(reply.headers['cache-control']).toBe('no-store');
  }

  beforeEach(async () => {
    ({ sql, dataDir } = await freshTestSql('visit-routes-'));
    hits = [];
    await build();
  });
  afterEach(async () => {
    await app.close();
    await counter.stop();
    await sql.close();
    await dropTestDatabase(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts a beacon sent as text/plain (sendBeacon) or as JSON', async () => {
    expectNoContent(await send('{"id":120}'));
    expectNoContent(await send('{"id":120}', {}, 'text/plain;charset=UTF-8'));
    expectNoContent(await send('{"id":134}', {}, 'application/json'));
    expect(await stored()).toEqual({ views: 3, visitors: 2 });
    expect(hits.map((h) => h.id)).toEqual([120, 120, 134]);
  });

  it("hashes the request's address, which the trustProxy setting decides", async () => {
    await send('{"id":120}', { 'x-forwarded-for': '203.0.113.9' });
    expect(hits[0]?.visitor).toMatchObject({ address: '127.0.0.1', userAgent: FIREFOX });
    await app.close();
    await counter.stop();
    await build(true);
    await send('{"id":120}', { 'x-forwarded-for': '203.0.113.9', 'accept-language': 'nl-BE' });
    expect(hits[1]?.visitor).toEqual({ address: '203.0.113.9', userAgent: FIREFOX, language: 'nl-BE' });
  });

  it.each([
    ['malformed JSON', '{"id":'],
    ['an empty body', ''],
    ['an id in a string', '{"id":"120"}'],
    ['a zero id', '{"id":0}'],
    ['a negative id', '{"id":-120}'],
    ['a fractional id', '{"id":120.5}'],
    ['a huge id', '{"id":1e300}'],
    ['no id', '{"property":120}'],
    ['null', 'null'],
    ['an array', '[120]'],
    ['a bare number', '120'],
    ['a poisoned prototype', '{"__proto__":{"id":120}}'],
  ])('answers 400 to %s', async (_what, body) => {
    for (const type of ['text/plain', 'application/json']) {
      const reply = await send(body, {}, type);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: 'errors.badRequest' });
      expect(reply.headers['cache-control']).toBe('no-store');
    }
    expect((await stored())?.views).toBe(0);
  });

  it('refuses a body over 1 KB', async () => {
    const reply = await send(JSON.stringify({ id: 120, pad: 'x'.repeat(1100) }));
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ error: 'errors.tooLarge' });
    expect((await stored())?.views).toBe(0);
  });

  it('answers 404 to an id that is no property', async () => {
    const reply = await send('{"id":2}');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'errors.unknownProperty' });
    expect((await stored())?.views).toBe(0);
  });

  it.each([
    ['no user agent', { 'user-agent': '' }],
    ['Googlebot', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['Bingbot', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }],
    ['headless Chrome', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0.0.0 Safari/537.36' }],
    [
      'Lighthouse',
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Chrome/156.0 Mobile Safari/537.36 Chrome-Lighthouse' },
    ],
    [
      'a Facebook preview',
      { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
    ],
    ['curl', { 'user-agent': 'curl/8.5.0' }],
    ['a program', { 'user-agent': 'Go-http-client/1.1' }],
    ['a prefetch', { 'sec-purpose': 'prefetch' }],
    ['a prerender', { 'sec-purpose': 'prefetch;prerender' }],
    ['an old prefetch', { purpose: 'prefetch' }],
    ["Firefox's prefetch", { 'x-moz': 'prefetch' }],
    ["another site's page", { origin: 'https://other.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a broken origin', { origin: 'http://[' }],
  ])('answers 204 without counting %s', async (_what, headers: Headers) => {
    expectNoContent(await send('{"id":120}', headers));
    expect((await stored())?.views).toBe(0);
    expect(hits).toEqual([]);
  });

  it.each([
    ['from the site', { origin: SITE }],
    ['from its own host', { origin: 'http://localhost' }],
    ['from its own host and port', { origin: 'http://preview.test:8080', host: 'preview.test:8080' }],
    ['on a Cubot phone', { 'user-agent': 'Mozilla/5.0 (Linux; Android 12; CUBOT X50) Chrome/156.0 Mobile Safari' }],
  ])('counts a visit %s', async (_what, headers: Headers) => {
    expectNoContent(await send('{"id":120}', headers));
    expect((await stored())?.views).toBe(1);
  });

  it('counts the same visitor once a day, every page view each time', async () => {
    for (let i = 0; i < 3; i++) await send('{"id":120}');
    await send('{"id":120}', { 'user-agent': `${FIREFOX} other` });
    expect(await stored()).toEqual({ views: 4, visitors: 2 });
  });

  it('counts one address rotating 50 user agents as 5 visitors at most, and answers each beacon 204', async () => {
    for (let n = 0; n < 50; n++)
      expectNoContent(await send('{"id":120}', { 'user-agent': `${FIREFOX} rotation/${n}` }));
    expect(await stored()).toEqual({ views: 50, visitors: 5 });
    // A flood beyond the day's share of this address adds nothing, and is still answered quietly.
    for (let n = 0; n < 20; n++) expectNoContent(await send('{"id":120}'));
    expect(await stored()).toEqual({ views: 50, visitors: 5 });
  });

  it('leaves text/plain alone on the other routes', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: '{"id":120}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(reply.json()).toEqual({ type: 'string' });
  });

  it('never answers 5xx nor sets a cookie, whatever is sent', async () => {
    const printable = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);
    const body = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify({ id: value })),
      fc.integer().map((id) => JSON.stringify({ id })),
      fc.constantFrom('{"id":120}', '{"id":134}'),
    );
    const request = fc.record({
      body,
      contentType: fc.constantFrom(
        'text/plain',
        'application/json',
        'text/plain; charset=latin1',
        'application/x-www-form-urlencoded',
        'text/html',
      ),
      userAgent: fc.oneof(printable, fc.constant(FIREFOX)),
      origin: fc.option(fc.oneof(printable, fc.constant(SITE)), { nil: undefined }),
      purpose: fc.option(printable, { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ body, contentType, userAgent, origin, purpose }) => {
        const headers: Headers = { 'user-agent': userAgent };
        if (origin !== undefined) headers.origin = origin;
        if (purpose !== undefined) headers['sec-purpose'] = purpose;
        const reply = await send(body, headers, contentType);
        expect(reply.statusCode).toBeLessThan(500);
        if (reply.statusCode === 204) expect(reply.body).toBe('');
        else expect(reply.json()).toEqual({ error: expect.stringMatching(/^errors\./) });
      }),
      { numRuns: 300 },
    );
  }, 20_000);
});
