/**
 * Recovery codes: 10 per member, made when the authenticator is set up and shown once, each
 * good for one sign-in when the phone is lost. 12 characters from an alphabet without the
 * look-alikes (0/o, 1/l/i): about 59 random bits each, written xxxx-xxxx-xxxx. The table keeps only
 * an HMAC of each, keyed with the server's auth key: a copy of the database alone tells none.
 * (Changing AUTH_HMAC_KEY therefore voids the codes of every member.)
 */
import { createHmac, randomInt } from 'node:crypto';
import type { Queryable, Sql } from '../db/sql.ts';

export const RECOVERY_CODES = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** xxxx-xxxx-xxxx, or null for anything that cannot be a recovery code. */
export function normalRecoveryCode(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]+/g, '');
  if (!/^[a-z0-9]{12}$/.test(plain)) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}

function newCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

export function recoveryCodes(sql: Sql, key: string) {
  const mac = (code: string) => createHmac('sha256', key).update(`staff-recovery:${code}`).digest('hex');

  return {
    /** A new set for the member, the old one voided; on the caller's transaction. Returns the codes to show once. */
    async replace(q: Queryable, staffId: number): Promise<string[]> {
      await q.run('DELETE FROM staff_recovery_codes WHERE staff_id = ?', [staffId]);
      const codes = Array.from({ length: RECOVERY_CODES }, newCode);
      for (const code of codes) {
        await q.run('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?, ?)', [staffId, mac(code)]);
      }
      return codes;
    },
    /** Uses a code: true once, false ever after. The UPDATE is the claim, so two uses at once cannot both pass. */
    async use(staffId: number, code: string, now: number): Promise<boolean> {
      const normal = normalRecoveryCode(code);
      if (!normal) return false;
      const { changes } = await sql.run(
        'UPDATE staff_recovery_codes SET used_at = ? WHERE staff_id = ? AND code_hash = ? AND used_at IS NULL',
        [now, staffId, mac(normal)],
      );
      return changes === 1;
    },
    async left(staffId: number): Promise<number> {
      const row = await sql.get<{ n: number }>(
        'SELECT COUNT(*) AS "n" FROM staff_recovery_codes WHERE staff_id = ? AND used_at IS NULL',
        [staffId],
      );
      return Number(row?.n ?? 0);
    },
  };
}

export type RecoveryCodes = ReturnType<typeof recoveryCodes>;
