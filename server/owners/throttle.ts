/**
 * Slows, then stops, password guessing without handing an attacker a way to lock a real
 * owner out (OWASP's "device cookie" scheme):
 * - per account: after 3 failures in 15 minutes each answer waits longer (300 ms more each
 *   time, up to 3 s); after 10 the account refuses logins for the rest of the window, but
 *   only from browsers it does not know. A browser where the owner logged in before carries a
 *   signed device cookie and has its own count, so the owner can still log in at home while
 *   someone elsewhere is guessing.
 * - per address: 50 failures in 15 minutes across accounts stop that address.
 * Addresses are kept as an HMAC (not the address itself) and only for the 15 minutes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  accountMax: 10,
  addressMax: 50,
  slowAfter: 3,
  stepMs: 300,
  maxDelayMs: 3_000,
} as const;

export type Verdict = { blocked: false; delayMs: number } | { blocked: true; retryAfterS: number };

export function loginThrottle(db: Db, secret: string) {
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  const insert = db.prepare('INSERT INTO login_failures (account, address, device, at) VALUES (?, ?, ?, ?)');
  const untrusted = db.prepare(
    'SELECT COUNT(*) AS n, MIN(at) AS first FROM login_failures WHERE account = ? AND device IS NULL AND at > ?',
  );
  const fromDevice = db.prepare(
    'SELECT COUNT(*) AS n, MIN(at) AS first FROM login_failures WHERE account = ? AND device = ? AND at > ?',
  );
  const fromAddress = db.prepare(
    'SELECT COUNT(*) AS n, MIN(at) AS first FROM login_failures WHERE address = ? AND at > ?',
  );
  const forgive = db.prepare('DELETE FROM login_failures WHERE account = ? AND (address = ? OR device = ?)');
  const sweep = db.prepare('DELETE FROM login_failures WHERE at <= ?');

  type Count = { n: number; first: number | null };
  const retryAfter = (count: Count, now: number) =>
    Math.max(1, Math.ceil(((count.first ?? now) + THROTTLE.windowMs - now) / 1000));

  return {
    /** A device cookie for this account, given at a successful login. */
    deviceToken(account: string): string {
      const id = randomBytes(12).toString('base64url');
      return `${id}.${mac(`${id}:${account}`)}`;
    },
    /** The device id when the cookie is genuine and was given for this account. */
    device(token: string | null, account: string): string | null {
      const [id, signature] = (token ?? '').split('.');
      if (!id || !signature) return null;
      const expected = Buffer.from(mac(`${id}:${account}`));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
    check(account: string, address: string, device: string | null, now: number): Verdict {
      const since = now - THROTTLE.windowMs;
      const byAddress = fromAddress.get(mac(address), since) as Count;
      if (byAddress.n >= THROTTLE.addressMax) return { blocked: true, retryAfterS: retryAfter(byAddress, now) };
      const byAccount = (device ? fromDevice.get(account, device, since) : untrusted.get(account, since)) as Count;
      if (byAccount.n >= THROTTLE.accountMax) return { blocked: true, retryAfterS: retryAfter(byAccount, now) };
      const slowSteps = Math.max(0, byAccount.n - THROTTLE.slowAfter + 1);
      return { blocked: false, delayMs: Math.min(slowSteps * THROTTLE.stepMs, THROTTLE.maxDelayMs) };
    },
    fail(account: string, address: string, device: string | null, now: number): void {
      insert.run(account, mac(address), device, now);
    },
    /** A good password: what this browser got wrong before is forgiven. */
    succeed(account: string, address: string, device: string | null): void {
      forgive.run(account, mac(address), device ?? '');
    },
    sweep(now: number): void {
      sweep.run(now - THROTTLE.windowMs);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
