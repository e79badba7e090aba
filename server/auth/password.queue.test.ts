/** @jest-environment node */
/**
 * The password-hash queue under a flood, at the real scrypt cost against the real app: one
 * address cannot make everyone else wait, and what does not fit is told "busy, try again" at
 * once, at the login and at the demand register alike.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ORIGIN, ownerApp, ownerOptions } from '../../test/owners/ownerKit.ts';
import { solvedCaptcha } from '../../test/forms/serverKit.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';
import { PER_ADDRESS, verifyPassword } from './password.ts';

// Real scrypt hashes (128 MiB, ~0.3 s each, several per test) and the app: far over jest's default on a slow machine.
jest.setTimeout(60_000);

let app: FastifyInstance;
/** The passwords whose verification reached the app's hasher, in order (the queue is inside it). */
const verifying: string[] = [];
let release: () => void = () => undefined;

beforeEach(async () => {
  verifying.length = 0;
  // The real hash: only the throttle's waits stay instant.
  const options = {
    ...ownerOptions([]),
    hashPassword: undefined,
    verifyPassword: (password: string, stored: string, by?: string) => {
      verifying.push(password);
      return verifyPassword(password, stored, by);
    },
  };
  ({ app } = await ownerApp(() => new Date(), options));
  // An unknown address is checked against a stand-in hash made at its first use: made now,
  // so the bogus logins below go straight to the queue.
  await login('warm-up@example.be', 'wrong-password', '192.0.2.1');
});

afterEach(async () => {
  release();
  jest.restoreAllMocks();
  await app.close();
});

/**
 * From now on the hashes the queue lets run wait at their start until release(): which hashes
 * run, wait or are refused then depends on the queue alone, not on how fast this machine hashes.
 * `started` lists the passwords of the hashes that really ran, in the order they began.
 */
function holdHashes() {
  const real = crypto.scrypt;
  const held: (() => void)[] = [];
  const started: string[] = [];
  let holding = true;
  jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: Parameters<typeof crypto.scrypt>) => {
    const run = () => {
      started.push(String(args[0]));
      (real as (...a: unknown[]) => void)(...args);
    };
    if (holding) held.push(run);
    else run();
  }) as typeof crypto.scrypt);
  release = () => {
    holding = false;
    for (const run of held.splice(0)) run();
  };
  return { started };
}

/** Polls until `done()` holds (the limit only ends a test that would otherwise hang). */
async function until(done: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const login = (email: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/owner/login',
    headers: { origin: ORIGIN },
    payload: { email, password, lng: 'fr' },
    remoteAddress,
  });

/** `count` bogus logins at once from one address; `answered` fills as they are answered. */
function flood(count: number, address: string) {
  const answered: Awaited<ReturnType<typeof login>>[] = [];
  const all = Promise.all(
    Array.from({ length: count }, (_, i) =>
      login(`bogus${i}@example.be`, 'wrong-password', address).then((answer) => {
        answered.push(answer);
        return answer;
      }),
    ),
  );
  return { answered, all };
}

describe('the password-hash queue', () => {
  it('lets a login from another address wait behind that address’s share of the queue only, while 80 bogus ones are sent', async () => {
    const { started } = holdHashes();
    const bogus = flood(80, '203.0.113.7');
    // With the hashes held, the address keeps its share of the queue: every other bogus login is
    // refused at once, whatever the speed of the machine.
    await until(() => bogus.answered.length === 80 - PER_ADDRESS, 'the refusals beyond the share');
    const owner = login('anne@example.be', 'anne-password', '198.51.100.20');
    // Her verification has joined the queue (it does so as it is called), behind the held ones.
    await until(() => verifying.includes('anne-password'), 'her verification');
    release();
    expect((await owner).statusCode).toBe(200);
    // Not queued behind the flood: at most the flood address's share of hashes ran before hers.
    expect(started.indexOf('anne-password')).toBeGreaterThanOrEqual(0);
    expect(started.indexOf('anne-password')).toBeLessThanOrEqual(PER_ADDRESS);

    const answers = await bogus.all;
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
    holdHashes();
    const bogus = flood(10, address);
    // The address's share is taken, and held: nothing of it can end before the register is answered.
    await until(() => bogus.answered.length === 10 - PER_ADDRESS, 'the refusals beyond the share');
    const values = { ...VALID_VALUES['demand-register'], lng: 'fr', captcha };
    // Were it let into the queue, it would wait behind the held hashes and the test time out.
    const register = await app.inject({
      method: 'POST',
      url: '/api/forms/demand-register',
      payload: values,
      remoteAddress: address,
    });
    expect(register.statusCode).toBe(503);
    expect(register.json()).toEqual({ error: 'errors.busy' });
    expect(Number(register.headers['retry-after'])).toBeGreaterThan(0);
    release();
    await bogus.all;
  });
});
