/**
 * The demand register's password on its way to the CRM. DemandRegister2 needs it in clear, so
 * it cannot be hashed like the site's own copy; it waits in crm_jobs.secret sealed with
 * AES-256-GCM under the server's `crm` key (server/db/keys.ts) and is erased when the job ends
 * (delivered or refused), seconds later while the CRM is up. What this guards against is a
 * database export, a backup or a support query showing passwords; someone who holds both the
 * database and its key can open a job still waiting, for as long as it waits.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface Sealer {
  seal(text: string): string;
  open(sealed: string): string;
}

/** `purpose` keeps each use's key apart (the CRM jobs' secrets, the staff's authenticators). */
export function sealer(key: string, purpose = 'crm-jobs'): Sealer {
  const aesKey = createHash('sha256').update(`${purpose}:${key}`).digest();
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
