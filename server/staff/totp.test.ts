/** @jest-environment node */
/**
 * The one-time codes on their own (RFC 6238's test secret and times): the window of one step
 * either side, and the replay guard that refuses the step of the last code used and older ones.
 */
import { generate } from 'otplib';
import { checkCode, otpauthUrl } from './totp.ts';

// RFC 6238's SHA-1 seed "12345678901234567890" in base32.
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const AT = 1_111_111_109_000;
const step = Math.floor(AT / 30_000);
const codeOf = (offsetSteps: number) => generate({ secret: SECRET, epoch: AT / 1000 + offsetSteps * 30 });

describe('checkCode', () => {
  it('matches the RFC 6238 test vector (6 digits of 07081804)', async () => {
    expect(await codeOf(0)).toBe('081804');
    expect(await checkCode(SECRET, '081804', AT, null)).toBe(step);
  });

  it('accepts the step before and after, and nothing further', async () => {
    expect(await checkCode(SECRET, await codeOf(-1), AT, null)).toBe(step - 1);
    expect(await checkCode(SECRET, await codeOf(1), AT, null)).toBe(step + 1);
    expect(await checkCode(SECRET, await codeOf(-2), AT, null)).toBeNull();
    expect(await checkCode(SECRET, await codeOf(2), AT, null)).toBeNull();
  });

  it('refuses the step of the last code used, and older ones', async () => {
    expect(await checkCode(SECRET, await codeOf(0), AT, step)).toBeNull();
    expect(await checkCode(SECRET, await codeOf(-1), AT, step)).toBeNull();
    expect(await checkCode(SECRET, await codeOf(1), AT, step)).toBe(step + 1);
  });

  it('refuses what is not 6 digits', async () => {
    for (const code of ['', '81804', '0818040', 'abcdef']) expect(await checkCode(SECRET, code, AT, null)).toBeNull();
  });
});

it('names the agency and the member in the otpauth URL', () => {
  const url = new URL(otpauthUrl('Immo Famenne', 'anne@immo.be', SECRET));
  expect(url.protocol).toBe('otpauth:');
  expect(url.searchParams.get('secret')).toBe(SECRET);
  expect(url.searchParams.get('issuer')).toBe('Immo Famenne');
});
