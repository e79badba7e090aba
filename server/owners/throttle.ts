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
 * Every try is counted before its password is checked (`reserve`, then `settle`), in the
 * database every instance shares: the counts and the insert are one transaction under locks
 * named after the account and the address, so tries arriving at the same time, on one server
 * or on several, each see the ones before them, and 40 in parallel count as 40.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import type { Queryable, Sql } from '../db/sql.ts';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  accountMax: 10,
  addressMax: 50,
  slowAfter: 3,
  stepMs: 300,
  maxDelayMs: 3_000,
} as const;

/** `limit`: which count stopped the try (the metrics tell them apart). */
export type Blocked = { blocked: true; retryAfterS: number; limit: 'address' | 'account' };
export type Verdict = { blocked: false; delayMs: number } | Blocked;
/** A try let through: it already counts as a failure until it is settled. */
export type Reservation = { blocked: false; delayMs: number; id: number };
/** Who is trying: the account, the client's address and the device id of a known browser. */
export interface Attempt {
  account: string;
  address: string;
  device: string | null;
}

/** What the throttle tells the metrics (server/metrics/registry.ts). */
export interface LoginEvents {
  /** A wrong password or code. */
  failed(): void;
  /** A try refused unseen: too many failures from its address, or on its account from an unknown browser. */
  blocked(limit: 'address' | 'account'): void;
}

/** `events`: told of each wrong password and each refused try (the metrics, server/metrics/registry.ts). */
export function loginThrottle(sql: Sql, secret: string, events?: LoginEvents | null) {
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  // @fastify/cookie's signer; the signed value names the account by a keyed hash, so a
  // device cookie given for one account counts for no other (and carries no address).
  const signer = new Signer(secret);
  const accountTag = (account: string) => mac(`device:${account}`).slice(0, 22);

  type Count = { n: number; first: number | null };
  const COUNT = 'SELECT COUNT(*) AS "n", MIN(at) AS "first" FROM login_failures';
  const none: Count = { n: 0, first: null };
  const retryAfter = (count: Count, now: number) =>
    Math.max(1, Math.ceil(((count.first ?? now) + THROTTLE.windowMs - now) / 1000));

  async function check(q: Queryable, { account, device }: Attempt, address: string, now: number): Promise<Verdict> {
    const since = now - THROTTLE.windowMs;
    const byAddress = (await q.get<Count>(`${COUNT} WHERE address = ? AND at > ?`, [address, since])) ?? none;
    if (byAddress.n >= THROTTLE.addressMax) {
      return { blocked: true, retryAfterS: retryAfter(byAddress, now), limit: 'address' };
    }
    const byAccount =
      (await (device
        ? q.get<Count>(`${COUNT} WHERE account = ? AND device = ? AND at > ?`, [account, device, since])
        : q.get<Count>(`${COUNT} WHERE account = ? AND device IS NULL AND at > ?`, [account, since]))) ?? none;
    if (byAccount.n >= THROTTLE.accountMax) {
      return { blocked: true, retryAfterS: retryAfter(byAccount, now), limit: 'account' };
    }
    const slowSteps = Math.max(0, byAccount.n - THROTTLE.slowAfter + 1);
    return { blocked: false, delayMs: Math.min(slowSteps * THROTTLE.stepMs, THROTTLE.maxDelayMs) };
  }

  return {
    /** The signed value of a device cookie for this account, given at a successful login. */
    deviceToken(account: string): string {
      return signer.sign(`${randomBytes(12).toString('base64url')}.${accountTag(account)}`);
    },
    /** The device id when the cookie is genuine and was given for this account. */
    device(token: string | undefined, account: string): string | null {
      if (!token) return null;
      const { valid, value } = signer.unsign(token);
      const [id, tag] = valid && value ? value.split('.') : [];
      return id && tag === accountTag(account) ? id : null;
    },
    /** Checks the try and, when it may go on, counts it as a failure in the same transaction. */
    async reserve(attempt: Attempt, now: number): Promise<Reservation | Blocked> {
      const address = mac(attempt.address);
      const result = await sql.tx<Reservation | Blocked>(
        async (tx) => {
          const verdict = await check(tx, attempt, address, now);
          if (verdict.blocked) return verdict;
          const row = await tx.get<{ id: number }>(
            'INSERT INTO login_failures (account, address, device, at) VALUES (?, ?, ?, ?) RETURNING id',
            [attempt.account, address, attempt.device, now],
          );
          return { ...verdict, id: Number(row?.id) };
        },
        // The device counts are per account too, so these two names cover every count read here.
        { lock: [`login:account:${attempt.account}`, `login:address:${address}`] },
      );
      if (result.blocked) events?.blocked(result.limit);
      return result;
    },
    /**
     * After the password was checked: a wrong one keeps its counted failure; a right one is
     * forgiven, with what this browser got wrong before; a try that was never checked (the
     * hash queue was full) does not count.
     */
    async settle(reservation: Reservation, outcome: 'wrong' | 'right' | 'unchecked', attempt: Attempt): Promise<void> {
      if (outcome === 'wrong') {
        events?.failed();
        return;
      }
      if (outcome === 'unchecked') {
        await sql.run('DELETE FROM login_failures WHERE id = ?', [reservation.id]);
        return;
      }
      await sql.run('DELETE FROM login_failures WHERE id = ? OR (account = ? AND (address = ? OR device = ?))', [
        reservation.id,
        attempt.account,
        mac(attempt.address),
        attempt.device ?? '',
      ]);
    },
    async sweep(now: number): Promise<void> {
      await sql.run('DELETE FROM login_failures WHERE at <= ?', [now - THROTTLE.windowMs]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
