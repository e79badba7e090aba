/** @jest-environment node */
/**
 * The alerts API's answers to what a page, a mail program or a script may send: the token
 * and frequency checks (400), unknown tokens (404), bodies that are too big or not JSON (never
 * a 500), the one-click form of RFC 8058 in both encodings, the brake on repeated failures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';
import { makeSite, solvedCaptcha } from '../../test/forms/serverKit.ts';
import { emlReader, makeCatalogue, tokenIn } from '../alerts/testKit.ts';

// Each test starts the app on a published catalogue: sized for a machine several times slower than
// a loaded one.
jest.setTimeout(60_000);

const UNKNOWN = '0123456789abcdef0123456789abcdef';
let app: FastifyInstance;
let token: string;
let distDir: string;
let now = Date.UTC(2026, 10, 17, 9);

async function build(failureLimit = 0, log?: string[]) {
  const site = makeSite();
  distDir = site.distDir;
  const catalogue = makeCatalogue();
  catalogue.publish([]);
  app = await createApp({
    distDir: site.distDir,
    detailManifest: site.detailManifest,
    dataDir: site.dataDir,
    clock: () => new Date(now),
    mail: { relay: false },
    forms: { rateLimit: 0, captchaMaxNumber: 500, captchaKey: 'k', hashPassword: async () => 'hash' },
    alerts: { catalogueDir: catalogue.dataDir, schedule: false, failureLimit },
    ...(log ? { logger: { stream: { write: (line: string) => void log.push(line) } } } : {}),
  });
  const values = { ...VALID_VALUES['demand-register'], lng: 'nl', captcha: await solvedCaptcha(app) };
  expect((await app.inject({ method: 'POST', url: '/api/forms/demand-register', payload: values })).statusCode).toBe(
    202,
  );
  await app.relay!.run();
  const mails = await emlReader(path.join(site.dataDir, 'outbox'))();
  token = tokenIn(mails.find((mail) => mail.to === 'jan.claes@example.be')!.text, 'ik-zoek/bevestigen');
}

afterEach(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as string, headers });
const demand = (value: unknown) => post('/api/alerts/demand', { token: value });

describe('the alerts API', () => {
  beforeEach(() => build());

  it('answers 400 alerts.badToken for anything that is not a token, never a 500', async () => {
    const bad = [
      await post('/api/alerts/demand', {}),
      await demand('abc'),
      await demand(token.toUpperCase()),
      await post('/api/alerts/demand', { token: [token, token] }),
      await post('/api/alerts/confirm', {}),
      await post('/api/alerts/confirm', { token: 12345 }),
      await post('/api/alerts/confirm', [token]),
      await post('/api/alerts/unsubscribe', { token: `${token} ` }),
      await post('/api/alerts/frequency', { frequency: 'daily' }),
      await post('/api/alerts/unsubscribe', 'List-Unsubscribe=One-Click', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ];
    for (const response of bad) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'alerts.badToken' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 alerts.unknownToken for a well-formed token it does not know', async () => {
    for (const response of [
      await demand(UNKNOWN),
      await post('/api/alerts/confirm', { token: UNKNOWN }),
      await post('/api/alerts/unsubscribe', { token: UNKNOWN }),
      await post('/api/alerts/frequency', { token: UNKNOWN, frequency: 'weekly' }),
      await app.inject({ url: `/api/alerts/unsubscribe?token=${UNKNOWN}` }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'alerts.unknownToken' });
    }
  });

  it('changes the frequency to one of the three, and refuses anything else with alerts.badFrequency', async () => {
    for (const frequency of ['daily', 'weekly', 'immediately']) {
      const response = await post('/api/alerts/frequency', { token, frequency });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'pending', frequency, lng: 'nl' });
    }
    for (const frequency of ['hourly', '', null, 1, ['daily']]) {
      const response = await post('/api/alerts/frequency', { token, frequency });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'alerts.badFrequency' });
    }
    expect((await demand(token)).json()).toMatchObject({
      frequency: 'immediately',
    });
  });

  it('answers a body that is too big, not JSON or of another type with a 4xx', async () => {
    const big = await post('/api/alerts/confirm', { token, padding: 'x'.repeat(2000) });
    expect(big.statusCode).toBe(413);
    const broken = await post('/api/alerts/confirm', '{"token":', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    const xml = await post('/api/alerts/confirm', '<token/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect((await demand(token)).json()).toMatchObject({
      status: 'pending',
    });
  });

  it('takes the one-click unsubscribe as multipart too, and a GET of the link leads to the page without unsubscribing', async () => {
    const opened = await app.inject({ url: `/api/alerts/unsubscribe?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`https://www.immo-famenne.be/nl/ik-zoek/uitschrijven/?token=${token}`);
    expect((await demand(token)).json()).toMatchObject({
      status: 'pending',
    });
    const boundary = '----oneclick';
    const response = await post(
      `/api/alerts/unsubscribe?token=${token}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'unsubscribed' });
  });

  it('lets the listing photos be shown by any origin (a webmail), unlike the rest of the site', async () => {
    mkdirSync(path.join(distDir, 'media'), { recursive: true });
    writeFileSync(path.join(distDir, 'media', 'p120-1-600.jpg'), 'jpeg');
    const photo = await app.inject({ url: '/media/p120-1-600.jpg' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await demand(token);
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('the brake on failures', () => {
  it('refuses an address that keeps sending unknown tokens, but never counts successes', async () => {
    await build(3);
    for (let i = 0; i < 5; i++) expect((await post('/api/alerts/confirm', { token })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await post('/api/alerts/confirm', { token: UNKNOWN })).statusCode).toBe(404);
    const refused = await post('/api/alerts/confirm', { token });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'errors.tooMany' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not concerned; the first may try again after the window.
    const other = await app.inject({
      method: 'POST',
      url: '/api/alerts/confirm',
      payload: { token },
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(200);
    now += 10 * 60_000 + 1;
    expect((await post('/api/alerts/confirm', { token })).statusCode).toBe(200);
  });
});

describe('the token stays out of URLs the API needs and out of the log', () => {
  it('reads a search with the token in the body only: the old query form is refused and looks nothing up', async () => {
    await build();
    const old = await app.inject({ url: `/api/alerts/demand?token=${token}` });
    expect(old.statusCode).toBe(404);
    expect(old.body).not.toContain('pending');
    const queryOnly = await app.inject({ method: 'POST', url: `/api/alerts/demand?token=${token}` });
    expect(queryOnly.statusCode).toBe(400);
    expect(queryOnly.json()).toEqual({ error: 'alerts.badToken' });
    const body = await demand(token);
    expect(body.statusCode).toBe(200);
    expect(body.json()).toMatchObject({ status: 'pending', lng: 'nl' });
  });

  it('logs the pages the mails link to and every API call with token=[redacted], never the token', async () => {
    const log: string[] = [];
    await build(0, log);
    const calls = [
      await app.inject({ url: `/nl/ik-zoek/bevestigen/?token=${token}` }),
      await app.inject({ url: `/nl/ik-zoek/voorkeuren/?lng=nl&token=${token}&utm=mail` }),
      await app.inject({ url: `/api/nowhere?token=${token}` }),
      await demand(token),
      await post('/api/alerts/confirm', { token }),
      await post('/api/alerts/frequency', { token, frequency: 'weekly' }),
      await app.inject({ url: `/api/alerts/unsubscribe?token=${token}` }),
      await post(`/api/alerts/unsubscribe?token=${token}`, 'List-Unsubscribe=One-Click', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ];
    expect(calls.map((response) => response.statusCode)).toEqual([404, 404, 404, 200, 200, 200, 303, 200]);
    const text = log.join('');
    expect(text).toContain('"url":"/nl/ik-zoek/bevestigen/?token=[redacted]"');
    expect(text).toContain('"url":"/nl/ik-zoek/voorkeuren/?lng=nl&token=[redacted]&utm=mail"');
    expect(text).toContain('"url":"/api/alerts/unsubscribe?token=[redacted]"');
    expect(text).toContain('"url":"/api/alerts/demand"');
    expect(text).not.toContain(token);
  });
});
