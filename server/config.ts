/**
 * The server's settings from the environment, with the embedded defaults: data in data/
 * (SQLite file, uploads, .eml outbox), mail to the agency address of site.json, no SMTP.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

function secret(dataDir: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  return key;
}

export function intFromEnv(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}
