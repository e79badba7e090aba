/**
 * Passwords stored with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB and
 * about a quarter of a second per hash on these machines), as `scrypt$N$r$p$salt$hash`.
 * Hashes run through one bounded queue (see the limits below): when it is full a request is
 * refused at once with HashQueueFull (the routes answer 503 "busy, try again"), instead of
 * waiting behind everyone else's bogus logins.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** Hashes running at once: each holds 128 MiB, so two cap the memory at 256 MiB. */
const MAX_PARALLEL = 2;
/**
 * Hashes waiting for a turn: past that, being told "busy, try again in a moment" beats a login
 * that hangs. On a quiet machine two run every ~0.26 s and the last of 8 waits about a second;
 * under a flood the hashes share the cores with everything else, and an owner given a place
 * waited 2 to 5 s (tools/bench/loginBench.ts, docs/PERFORMANCE.md, "Owner login under a
 * flood"). The queue has no priority: against bogus logins from many addresses an owner is
 * mostly answered "busy" and gets in only by trying again (measured there too).
 */
const MAX_WAITING = 8;
/**
 * Hashes one address may have running or waiting. Three let a household behind one address
 * log in together; an attacker's address holds at most 3 of the 10 places, so others always
 * find room (the login throttle already stops an address after 50 failures).
 */
export const PER_ADDRESS = 3;
/** What a refused request is told to wait: long enough for the queue to turn over. */
export const BUSY_RETRY_AFTER_S = 2;

/** The hash queue is full (or this address has its share): nothing was hashed. */
export class HashQueueFull extends Error {
  readonly retryAfterS = BUSY_RETRY_AFTER_S;
  constructor() {
    super('password hash queue full');
  }
}

let active = 0;
const waiting: (() => void)[] = [];
const perAddress = new Map<string, number>();

/**
 * Runs `work` in the queue. `by` is the requesting client's address; the server's own work
 * (the demo seed at start, the stand-in hash for unknown addresses) names nobody and is never
 * refused, since failing it would fail every later login.
 */
async function limited<T>(work: () => Promise<T>, by: string | undefined): Promise<T> {
  if (by !== undefined) {
    if ((perAddress.get(by) ?? 0) >= PER_ADDRESS) throw new HashQueueFull();
    if (active >= MAX_PARALLEL && waiting.length >= MAX_WAITING) throw new HashQueueFull();
    perAddress.set(by, (perAddress.get(by) ?? 0) + 1);
  }
  try {
    if (active >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  } finally {
    if (by !== undefined) {
      const left = (perAddress.get(by) ?? 1) - 1;
      if (left > 0) perAddress.set(by, left);
      else perAddress.delete(by);
    }
  }
}

function derive(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
  by: string | undefined,
): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * 1024 * 1024 };
  return limited(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    by,
  );
}

/** `by`: the client's address when a request asks (it may be refused with HashQueueFull). */
export async function hashPassword(password: string, by?: string, cost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, by);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, by?: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, by);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
