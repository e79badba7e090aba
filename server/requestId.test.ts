/** @jest-environment node */
/**
 * Every request's id in its answer (X-Request-Id) and in each of its log lines: the trusted
 * proxy's own id when it sends a sane one, a new one for anybody else.
 */
import type { FastifyInstance } from 'fastify';
import { formsApp } from '../test/forms/formsApp.ts';
import { makeSite } from '../test/forms/serverKit.ts';
import { logSink } from './release/testKit.ts';

const PROXY = '10.1.2.3';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: FastifyInstance;
const log = logSink();

beforeAll(async () => {
  app = await formsApp(makeSite(), { trustProxy: PROXY, logger: { stream: log.stream } });
});
afterAll(() => app.close());

/** The log lines of one request, by its id. */
const linesOf = (id: string) =>
  log.lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string }).filter((line) => line.reqId === id);

describe('request ids', () => {
  it('gives each request a new id, sent back and in every one of its log lines', async () => {
    const first = await app.inject({ url: '/fr/' });
    const second = await app.inject({ url: '/fr/' });
    const id = String(first.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    const lines = linesOf(id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('keeps the id a trusted proxy sends', async () => {
    const response = await app.inject({
      url: '/api/health/live',
      remoteAddress: PROXY,
      headers: { 'x-request-id': 'edge-7f3a.2026_11-27' },
    });
    expect(response.headers['x-request-id']).toBe('edge-7f3a.2026_11-27');
    expect(linesOf('edge-7f3a.2026_11-27')).toHaveLength(2);
  });

  it('ignores the header from anybody else, and an unsafe one even from the proxy', async () => {
    const stranger = await app.inject({
      url: '/api/health/live',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(stranger.headers['x-request-id']).toMatch(UUID);
    for (const unsafe of ['two words', 'line\\nbreak', 'x'.repeat(129), '']) {
      const response = await app.inject({
        url: '/api/health/live',
        remoteAddress: PROXY,
        headers: { 'x-request-id': unsafe },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    expect(log.lines.join('\n')).not.toContain('chosen-by-the-client');
  });

  it('is on the answers to errors too: a 404, a body that is not JSON, a URL that cannot be decoded', async () => {
    const missing = await app.inject({ url: '/fr/nothing-here/' });
    const badBody = await app.inject({
      method: 'POST',
      url: '/api/forms/contact-me',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    const badUrl = await app.inject({ url: '/fr/%zz/' });
    expect([missing.statusCode, badBody.statusCode, badUrl.statusCode]).toEqual([404, 400, 400]);
    for (const response of [missing, badBody, badUrl]) {
      expect(response.headers['x-request-id']).toMatch(UUID);
      expect(linesOf(String(response.headers['x-request-id'])).length).toBeGreaterThan(0);
    }
  });
});
