/**
 * The server's generated secrets: the captcha's signing key and the key of the owners' device
 * cookies and throttle. Every instance must use the same ones (a challenge given by one
 * instance is answered to another), so when no environment variable names them they live in
 * the database (server_keys), created once: the first instance's INSERT wins, the others read it.
 *
 * A data folder of an earlier version kept them as files (data/captcha.key, data/auth.key): such
 * a key is carried into the database the first time, so challenges and device cookies given
 * before the upgrade stay valid.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from './sql.ts';

export type KeyName = 'captcha' | 'auth' | 'crm';

export async function serverKey(
  sql: Sql,
  name: KeyName,
  fromEnv: string | undefined,
  dataDir?: string,
): Promise<string> {
  if (fromEnv) return fromEnv;
  const stored = await sql.get<{ value: string }>('SELECT value FROM server_keys WHERE name = ?', [name]);
  if (stored) return stored.value;
  const legacy = dataDir ? path.join(dataDir, `${name}.key`) : null;
  const candidate =
    legacy && existsSync(legacy) ? readFileSync(legacy, 'utf8').trim() : randomBytes(32).toString('hex');
  await sql.run('INSERT INTO server_keys (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [name, candidate]);
  const row = await sql.get<{ value: string }>('SELECT value FROM server_keys WHERE name = ?', [name]);
  if (!row) throw new Error(`The ${name} key could not be stored`);
  return row.value;
}
