/** @jest-environment node */
/**
 * The password-hash queue under a flood, at the real scrypt cost against the real app: one
 * address cannot make everyone else wait, and what does not fit is told "busy, try again" at
 * once, at the login and at the demand register alike.
 */
import type { FastifyInstance } from 'fastify';
import { ORIGIN, ownerApp, ownerOptions } from '../../test/owners/ownerKit.ts';
import { solvedCaptcha } from '../../test/forms/serverKit.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';

jest.setTimeout(60_000);

let app: FastifyInstance;

beforeEach(async () => {
  // The real hash: only the throttle's waits stay instant.
  const options = { ...ownerOptions([]), hashPassword: undefined, verifyPassword: undefined };
  ({ app } = await ownerApp(() => new Date(), options));
  // An unknown address is checked against a stand-in hash made at its first use: made now,
  // so the bogus logins below go straight to the queue.
  await login('warm-up@example.be', 'wrong-password', '192.0.2.1');
});

afterEach(async () => {
  await app.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/owner/login',
    headers: { origin: ORIGIN },
    payload: { email, password, lng: 'fr' },
    remoteAddress,
  });

describe('the password-hash queue', () => {
  it('leaves a login from another address answered within 2 s while 80 bogus ones are queued', async () => {
    const flood = Promise.all(
      Array.from({ length: 80 }, (_, i) => login(`bogus${i}@example.be`, 'wrong-password', '203.0.113.7')),
    );
    // Let the flood reach the queue first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const owner = await login('anne@example.be', 'anne-password', '198.51.100.20');
    const took = Date.now() - started;
    expect(owner.statusCode).toBe(200);
    expect(took).toBeLessThan(2000);

    const answers = await flood;
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.json()).toEqual({ error: 'errors.busy' });
    expect(Number(busy[0]?.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing else: each was checked (401), stopped by the throttle (429) or refused as busy.
    expect(answers.every((a) => [401, 429, 503].includes(a.statusCode))).toBe(true);
  });

  it('answers a demand register "busy" when its address has no room left in the queue', async () => {
    const address = '203.0.113.8';
    const captcha = await solvedCaptcha(app);
    const flood = Promise.all(
      Array.from({ length: 10 }, (_, i) => login(`bogus${i}@example.be`, 'wrong-password', address)),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const values = { ...VALID_VALUES['demand-register'], lng: 'fr', captcha };
    const register = await app.inject({
      method: 'POST',
      url: '/api/forms/demand-register',
      payload: values,
      remoteAddress: address,
    });
    expect(register.statusCode).toBe(503);
    expect(register.json()).toEqual({ error: 'errors.busy' });
    expect(Number(register.headers['retry-after'])).toBeGreaterThan(0);
    await flood;
  });
});
