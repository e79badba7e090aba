/**
 * The spam check every form carries: an ALTCHA proof of work, served and verified here, so
 * no third party sees the visitor. The browser gets a challenge (GET /api/forms/challenge),
 * finds the number whose SHA-256 with the salt gives the challenge, and sends the answer
 * with the form. The challenge is signed (HMAC-SHA-256) and expires after 20 minutes; its
 * signature is recorded when the submission is stored, so one answer sends one form (replay
 * protection). Challenges are made by altcha-lib; the answer is checked here with
 * node:crypto, synchronously, because altcha-lib's WebCrypto path costs more than the rest
 * of the request.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';

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
    /^[0-9a-f]{64}$/.test(v.challenge) &&
    typeof v.number === 'number' &&
    Number.isInteger(v.number) &&
    v.number >= 0 &&
    typeof v.salt === 'string' &&
    v.salt.length < 400 &&
    typeof v.signature === 'string' &&
    /^[0-9a-f]{64}$/.test(v.signature)
  );
}

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function captcha(options: CaptchaOptions, clock: () => Date) {
  return {
    challenge() {
      return createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(clock().getTime() + CHALLENGE_TTL_MS),
      });
    },
    /** The verified answer's signature and expiry, or null when it is not a valid, current answer. */
    verify(payload: string): Verified | null {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return null;
      }
      if (!isPayload(decoded)) return null;
      const expires = Number(new URLSearchParams(decoded.salt.split('?')[1] ?? '').get('expires')) * 1000;
      if (!Number.isFinite(expires) || expires <= clock().getTime()) return null;
      const signature = createHmac('sha256', options.hmacKey).update(decoded.challenge).digest('hex');
      if (!sameHex(signature, decoded.signature)) return null;
      const answer = createHash('sha256')
        .update(decoded.salt + String(decoded.number))
        .digest('hex');
      if (!sameHex(answer, decoded.challenge)) return null;
      return { signature: decoded.signature, expiresAt: expires };
    },
  };
}

export type Captcha = ReturnType<typeof captcha>;
