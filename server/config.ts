/**
 * The server's settings from the environment, with the embedded defaults: data in data/
 * (SQLite file, uploads, .eml outbox), mail to the agency address of site.json, no SMTP.
 */
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * The captcha's signing key: CAPTCHA_HMAC_KEY, or one generated on first start and kept in
 * the data folder, so challenges survive a restart.
 */
export function captchaKey(dataDir: string, fromEnv: string | undefined): string {
  return secret(dataDir, 'captcha.key', fromEnv);
}

/**
 * The key that signs the owners' device cookies and hashes addresses in the login throttle:
 * AUTH_HMAC_KEY, or one generated on first start and kept in the data folder.
 */
export function authKey(dataDir: string, fromEnv: string | undefined): string {
  return secret(dataDir, 'auth.key', fromEnv);
}

/**
 * Two processes starting on a new data folder both find no key: each writes its own to a
 * file of its own, and link() puts one in place atomically (a link never shows a half-written
 * key, and fails if the name exists); the loser uses the winner's key.
 */
function secret(dataDir: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, key, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  } finally {
    rmSync(draft, { force: true });
  }
}

export function intFromEnv(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export interface TagIds {
  tagManager: string | null;
  siteTag: string | null;
  pixel: string | null;
}

const TAG_SETTINGS = [
  ['tagManager', 'GTM_ID', /^GTM-[A-Z0-9]{4,12}$/],
  ['siteTag', 'GTAG_ID', /^G-[A-Z0-9]{4,14}$/],
  ['pixel', 'META_PIXEL_ID', /^\d{6,20}$/],
] as const;

/**
 * The tag ids this deployment really uses, which alone open the Content-Security-Policy to
 * Google's and Meta's hosts (server/security.ts) and which alone the browser loads (GET /api/tags).
 * GTM_ID, GTAG_ID and META_PIXEL_ID win ("none" turns a tag off); otherwise site.json's ids,
 * unless site.json marks them `"example": true`, as the shipped ones are: an example id must not
 * open the policy of every page to third-party scripts. The trade-off: until a deployment sets
 * its real ids, no tag can load at all, even after consent.
 */
export function liveTagIds(
  configured: TagIds & { example?: boolean },
  env: Partial<Record<'GTM_ID' | 'GTAG_ID' | 'META_PIXEL_ID', string>>,
): TagIds {
  const live: TagIds = { tagManager: null, siteTag: null, pixel: null };
  for (const [tag, setting, pattern] of TAG_SETTINGS) {
    const value = env[setting]?.trim();
    if (value === undefined || value === '') live[tag] = configured.example ? null : configured[tag];
    else if (value === 'none') live[tag] = null;
    else if (pattern.test(value)) live[tag] = value;
    else throw new Error(`${setting}="${value}" is no valid id (expected ${String(pattern)}, or "none")`);
  }
  return live;
}
