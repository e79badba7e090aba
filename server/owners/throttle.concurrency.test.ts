/** @jest-environment node */
/**
 * The login throttle under real parallel requests against the real app: every try is counted
 * before the password is checked, so N tries in flight count as N, however they interleave.
 */
import type { FastifyInstance } from 'fastify';
import { ORIGIN, ownerApp, ownerOptions } from '../../test/owners/ownerKit.ts';
import { THROTTLE } from './throttle.ts';

// Each test starts the app and sends 40 logins at once: sized for a machine several times slower
// than a loaded one.
jest.setTimeout(60_000);

let app: FastifyInstance;

beforeEach(async () => {
  // A hash that takes a little while, as scrypt does: the tries really overlap.
  const slow = { ...ownerOptions([]) };
  const verify = slow.verifyPassword!;
  slow.verifyPassword = async (password, stored) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return verify(password, stored);
  };
  ({ app } = await ownerApp(() => new Date(Date.UTC(2026, 10, 23, 9, 0)), slow));
});

afterEach(async () => {
  await app.close();
});

const tryLogin = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/owner/login',
    headers: { origin: ORIGIN },
    payload: { email, password, lng: 'fr' },
  });

describe('parallel guesses', () => {
  it('lock the account: of 40 at once only the allowed number is checked, and the right password last is refused', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 39 }, (_, i) => tryLogin('anne@example.be', `guess${i}`)),
      tryLogin('anne@example.be', 'anne-password'),
    ]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(THROTTLE.accountMax);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - THROTTLE.accountMax);
    const last = answers.at(-1)!;
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ error: 'errors.loginBlocked' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tryLogin('anne@example.be', 'anne-password')).statusCode).toBe(429);
  });

  it('from one address for 80 different accounts stop at the address limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => tryLogin(`user${i}@example.be`, 'wrong-password')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(THROTTLE.addressMax);
    expect(codes.filter((code) => code === 429)).toHaveLength(80 - THROTTLE.addressMax);
    expect((await tryLogin('bert@example.be', 'bert-password')).statusCode).toBe(429);
  });
});
