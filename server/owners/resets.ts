/**
 * Password reset links: 256 random bits in the link, only their SHA-256 in the table; valid
 * for one hour and for one use. Asking again makes a new link; older unused ones stay valid
 * until they expire (a mail that arrives late should still work).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

export const RESET_TTL_MS = 3600_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function passwordResets(db: Db) {
  const insert = db.prepare(
    'INSERT INTO password_resets (token_hash, owner_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const use = db.prepare(
    'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING owner_id',
  );
  const find = db.prepare(
    'SELECT owner_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  );
  const recent = db.prepare('SELECT COUNT(*) AS n FROM password_resets WHERE owner_id = ? AND created_at > ?');
  const sweep = db.prepare('DELETE FROM password_resets WHERE expires_at < ?');

  return {
    create(ownerId: number, now: number): string {
      const token = randomBytes(32).toString('base64url');
      insert.run(digest(token), ownerId, now, now + RESET_TTL_MS);
      return token;
    },
    /** The owner of a live, unused link, without using it. */
    peek(token: string, now: number): number | null {
      return (find.get(digest(token), now) as { owner_id: number } | undefined)?.owner_id ?? null;
    },
    /** Uses the link: its owner once, null ever after (or when it expired). */
    consume(token: string, now: number): number | null {
      return (use.get(now, digest(token), now) as { owner_id: number } | undefined)?.owner_id ?? null;
    },
    /** Links made for this owner in the last hour (a cap keeps the form from flooding a mailbox). */
    recentCount(ownerId: number, now: number): number {
      return (recent.get(ownerId, now - RESET_TTL_MS) as { n: number }).n;
    },
    sweep(now: number): void {
      sweep.run(now - 24 * 3600_000);
    },
  };
}

export type PasswordResets = ReturnType<typeof passwordResets>;
