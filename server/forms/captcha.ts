/**
 * The spam check every form carries: an ALTCHA proof of work, served and verified here, so
 * no third party sees the visitor. The browser gets a challenge (GET /api/forms/challenge),
 * finds the number whose SHA-256 with the salt matches, and sends the answer with the form.
 * The answer is signed (HMAC) and expires after 20 minutes; its signature is recorded when the
 * submission is stored, so one answer sends one form (replay protection).
 */
import { createChallenge, verifySolution, extractParams } from 'altcha-lib/v1';

export const CHALLENGE_TTL_MS = 20 * 60_000;

export interface CaptchaOptions {
  hmacKey: string;
  /** The search space: about 10,000 hashes on average at 20,000, under a second on a phone. */
  maxNumber: number;
}

export interface Verified {
  signature: string;
  expiresAt: number;
}

export function captcha(options: CaptchaOptions, clock: () => Date) {
  return {
    async challenge() {
      return createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(clock().getTime() + CHALLENGE_TTL_MS),
      });
    },
    /** The verified answer's signature and expiry, or null when it is not a valid, current answer. */
    async verify(payload: string): Promise<Verified | null> {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return null;
      }
      if (!isPayload(decoded)) return null;
      const expires = Number(extractParams(decoded).expires) * 1000;
      if (!Number.isFinite(expires) || expires <= clock().getTime()) return null;
      try {
        // altcha checks expiry against the system clock; it was checked above against ours.
        if (!(await verifySolution(decoded, options.hmacKey, false))) return null;
      } catch {
        return null;
      }
      return { signature: decoded.signature, expiresAt: expires };
    },
  };
}

interface Payload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function isPayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.algorithm === 'SHA-256' &&
    typeof v.challenge === 'string' &&
    typeof v.number === 'number' &&
    Number.isInteger(v.number) &&
    typeof v.salt === 'string' &&
    v.salt.length < 400 &&
    typeof v.signature === 'string' &&
    /^[0-9a-f]{64}$/.test(v.signature)
  );
}

export type Captcha = ReturnType<typeof captcha>;
