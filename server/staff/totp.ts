/**
 * The second factor: time-based one-time codes (RFC 6238: SHA-1, 30 s, 6 digits, what every
 * authenticator app makes) with otplib. A code is accepted one step either side of the server's
 * clock (a phone a little fast or slow, a code typed as it turned), and never twice: the step of
 * the last code used is kept, and a code of that step or an earlier one is refused, so a code
 * read over a shoulder or from a proxy's log cannot be played again. The step is claimed with an
 * UPDATE that only moves it forward, so of two requests with one code, on any server, one wins.
 *
 * The secret is made at the first GET of the set-up and kept as "pending" (the same secret until
 * it is confirmed, so a reload shows the QR code already scanned); a right code moves it in place.
 * Both are stored sealed (AES-256-GCM under the auth key, server/crm/leads/seal.ts): a database
 * export or a backup alone makes no codes.
 */
import { generateSecret, generateURI, verify } from 'otplib';
import type { Queryable, Sql } from '../db/sql.ts';
import { sealer } from '../crm/leads/seal.ts';

export const TOTP = { periodS: 30, digits: 6, windowSteps: 1 } as const;

/** The step of a right code (for the replay guard), or null. `lastStep`: the last step used. */
export async function checkCode(
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    period: TOTP.periodS,
    digits: TOTP.digits,
    // In seconds: one period either side covers exactly the step before and the step after.
    epochTolerance: TOTP.windowSteps * TOTP.periodS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // A TOTP result carries its step (the HOTP one of the same union does not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The otpauth:// URL the app reads from the QR code: the agency's name and the member's address. */
export const otpauthUrl = (issuer: string, email: string, secret: string) =>
  generateURI({ issuer, label: email, secret, period: TOTP.periodS, digits: TOTP.digits });

export interface Authenticator {
  secret: string | null;
  pending: string | null;
  lastStep: number | null;
}

export function authenticators(sql: Sql, key: string) {
  const seal = sealer(key, 'staff-totp');
  // A value written before secrets were sealed (or by a test) is read as it is.
  const open = (value: string | null) => (value === null ? null : value.startsWith('v1.') ? seal.open(value) : value);
  const row = (staffId: number) =>
    sql.get<{
      totp_secret: string | null;
      totp_pending_secret: string | null;
      totp_last_step: number | null;
    }>('SELECT totp_secret, totp_pending_secret, totp_last_step FROM staff WHERE id = ?', [staffId]);
  const read = async (staffId: number): Promise<Authenticator | null> => {
    const found = await row(staffId);
    if (!found) return null;
    const step = found.totp_last_step;
    return {
      secret: open(found.totp_secret),
      pending: open(found.totp_pending_secret),
      lastStep: step === null || step === undefined ? null : Number(step),
    };
  };

  return {
    read,
    /** The secret being set up: made once, then the same until confirmed (null once an app is set up). */
    async pendingSecret(staffId: number): Promise<string | null> {
      // Only where none is pending: two set-up pages open at once show the same secret.
      await sql.run(
        'UPDATE staff SET totp_pending_secret = ? WHERE id = ? AND totp_secret IS NULL AND totp_pending_secret IS NULL',
        [seal.seal(generateSecret()), staffId],
      );
      const now = await read(staffId);
      return now && now.secret === null ? now.pending : null;
    },
    /** A right code's step: true when it is newer than every code used before (the replay guard). */
    async claimStep(q: Queryable, staffId: number, step: number): Promise<boolean> {
      const { changes } = await q.run(
        'UPDATE staff SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)',
        [step, staffId, step],
      );
      return changes === 1;
    },
    /**
     * The pending secret confirmed by a right code becomes the member's, on the caller's
     * transaction: only if it is still the one the code was checked against (compared open,
     * swapped on its stored form, so of two confirmations one wins).
     */
    async confirm(q: Queryable, staffId: number, secret: string): Promise<boolean> {
      const stored = await q.get<{ totp_pending_secret: string | null }>(
        'SELECT totp_pending_secret FROM staff WHERE id = ? AND totp_secret IS NULL',
        [staffId],
      );
      const pending = stored?.totp_pending_secret ?? null;
      if (pending === null || open(pending) !== secret) return false;
      const { changes } = await q.run(
        `UPDATE staff SET totp_secret = totp_pending_secret, totp_pending_secret = NULL
         WHERE id = ? AND totp_secret IS NULL AND totp_pending_secret = ?`,
        [staffId, pending],
      );
      return changes === 1;
    },
  };
}

export type Authenticators = ReturnType<typeof authenticators>;
