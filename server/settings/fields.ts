/**
 * The kinds of value an environment setting holds, each a zod schema from the raw string to
 * the typed value. A value it cannot read becomes one issue, "what is wrong; expected what",
 * which server/settings/format.ts puts after the variable's name (and its value, unless secret).
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * An empty or whitespace-only value counts as unset: `PORT= npm start`, an env file's `PORT=`
 * or a compose file's blank entry all mean "not set", and the default applies, rather than a
 * value of nothing that every reader would have to tell apart from unset.
 */
export const blankIsUnset = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Node's timers hold at most 2^31-1 ms (24.8 days): a longer one fires after 1 ms, so an
 * interval of 50,000 minutes would run its job a thousand times a second.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;
export const MAX_TIMER_MINUTES = Math.floor(MAX_TIMER_MS / 60_000);

/** What a reader returns for a value it cannot use: the problem, said about the value. */
export class Problem {
  constructor(readonly text: string) {}
}

/** A setting: `fallback` when unset, else `read` of the raw value (trimmed unless `keepSpaces`). */
export function setting<T>(
  expected: string,
  read: (raw: string) => T | Problem,
  fallback: T,
  { keepSpaces = false } = {},
) {
  return z.preprocess(blankIsUnset, z.string().optional()).transform((raw, ctx): T => {
    if (raw === undefined) return fallback;
    const value = read(keepSpaces ? raw : raw.trim());
    if (!(value instanceof Problem)) return value;
    ctx.addIssue({ code: 'custom', message: `${value.text}; expected ${expected}` });
    return z.NEVER;
  });
}

/** Free text (a path, a host name): only blank is unset. */
export const text = () => setting<string | undefined>('text', (raw) => raw, undefined);

/** A secret kept exactly as given (no trimming): a password, an API secret. */
export const secret = () => setting<string | undefined>('text', (raw) => raw, undefined, { keepSpaces: true });

/** A whole number from min to max; `-1`, `2.5`, `1e3` and `20 per hour` are refused, not rounded. */
export function wholeNumber(fallback: number, expected: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return setting(
    expected,
    (raw) => {
      if (!/^[+-]?\d+$/.test(raw)) return new Problem('not a whole number');
      const value = Number(raw);
      if (value < min) return new Problem(`less than ${min}`);
      if (value > max) return new Problem(`more than ${max}`);
      return value;
    },
    fallback,
  );
}

/** On or off. Anything else ("yes", "on", "2") is refused: a guess could turn on what was meant off. */
export function flag(fallback: boolean) {
  return setting(
    '1 or true (on), 0 or false (off)',
    (raw) => {
      const value = raw.toLowerCase();
      if (value === '1' || value === 'true') return true;
      if (value === '0' || value === 'false') return false;
      return new Problem('not 0, 1, true or false');
    },
    fallback,
  );
}

export function oneOf<const T extends string>(values: readonly T[]) {
  return setting<T | undefined>(
    values.join(', ') + ' or unset',
    (raw) => (values.includes(raw as T) ? (raw as T) : new Problem(`not one of ${values.join(', ')}`)),
    undefined,
  );
}

/** An HMAC key: 32 characters at least, about the 256 bits of SHA-256's block a guess must find. */
export const HMAC_KEY_MIN = 32;
export const hmacKey = () =>
  setting<string | undefined>(
    `at least ${HMAC_KEY_MIN} random characters (e.g. the output of \`openssl rand -hex 32\`), or unset to use the key generated into the database`,
    (raw) => (raw.length >= HMAC_KEY_MIN ? raw : new Problem('too short')),
    undefined,
    { keepSpaces: true },
  );

/** A bearer token a scraper sends: 16 characters at least, so it cannot be guessed online. */
export const TOKEN_MIN = 16;
export const bearerToken = () =>
  setting<string | undefined>(
    `at least ${TOKEN_MIN} characters without spaces (e.g. the output of \`openssl rand -hex 24\`)`,
    (raw) =>
      /\s/.test(raw) ? new Problem('contains a space') : raw.length >= TOKEN_MIN ? raw : new Problem('too short'),
    undefined,
  );

// A plain address, or a display name and the address in angle brackets. No line breaks or
// stray angle brackets: the value goes into the From and To headers of every mail.
const ADDRESS = /^[^\s@<>()",;:\\[\]]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*$/u;
const NAMED = /^(?:"([^"\r\n]*)"|([^"<>\r\n]*?))\s*<([^<>]*)>$/u;

export const mailAddress = () =>
  setting<string | undefined>(
    'a mail address (agency@example.be) or a name and an address (Immo Famenne <agency@example.be>)',
    (raw) => {
      if (ADDRESS.test(raw)) return raw;
      const named = NAMED.exec(raw);
      if (named && ADDRESS.test(named[3] ?? '')) return raw;
      return new Problem('not a mail address');
    },
    undefined,
  );

// The names proxy-addr (Fastify's trustProxy) knows, which server/edge.ts maps to CIDRs.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  // A prefix length, not a netmask: server/edge.ts reads the bits as a number.
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as server/edge.ts reads it: 0 (no proxy), 1 (every peer), a hop count, or
 * addresses, CIDRs and the names loopback, linklocal, uniquelocal separated by commas. A value
 * edge.ts cannot read would make the server throw at start, or trust what it should not.
 */
export const trustProxy = () =>
  setting<string | undefined>(
    '0 (no proxy), 1 (every peer), a hop count, or addresses, CIDRs (127.0.0.1, 10.0.0.0/8) and the names loopback, linklocal, uniquelocal, separated by commas',
    (raw) => {
      if (/^\d+$/.test(raw)) return String(Number(raw));
      const entries = raw.split(',').map((entry) => entry.trim());
      const bad = entries.filter((entry) => !proxyEntry(entry));
      if (bad.length > 0)
        return new Problem(`${bad.map((entry) => `"${entry}"`).join(', ')} is no address, CIDR or name`);
      return entries.join(',');
    },
    undefined,
  );

// A source of the CSP's frame-ancestors: 'self', 'none', a scheme (https:) or a host with an
// optional scheme, wildcard, port and path. Helmet throws at start on some bad values, and a
// bare `self` or `none` (no quotes) would be read as a host of that name: refused too.
const FRAME_SOURCE =
  /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?:\d{1,5}|\*))?(?:\/[^\s;,']*)?)$/i;

export const frameSources = () =>
  setting<string[] | undefined>(
    "sources separated by spaces: 'self', 'none', a scheme (https:) or a host (https://maps.example.be)",
    (raw) => {
      const sources = raw.split(/\s+/);
      const bad = sources.filter((source) => !FRAME_SOURCE.test(source) || /^(self|none)$/i.test(source));
      return bad.length > 0 ? new Problem(`${bad.join(' ')} is no source`) : sources;
    },
    undefined,
  );

/** A URL with one of the given protocols (a mail server's, say). */
export const urlOf = (protocols: readonly string[], expected: string) =>
  setting<string | undefined>(
    expected,
    (raw) => {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return new Problem('not a URL');
      }
      if (protocols.includes(url.protocol)) return raw;
      return new Problem(`${url.protocol}// is not ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`);
    },
    undefined,
  );
