/**
 * Password reset links: 256 random bits in the link, only their SHA-256 in the table; valid
 * for one hour and for one use. Only the newest link of an owner works: making one voids the
 * older ones, and using one voids them all, so a link left in an old mail (or read by
 * someone else) opens nothing once the owner asked again or chose a new password. A voided
 * link is marked used rather than deleted: the hourly cap still counts it.
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
  const voidAll = db.prepare('UPDATE password_resets SET used_at = ? WHERE owner_id = ? AND used_at IS NULL');
  const recent = db.prepare('SELECT COUNT(*) AS n FROM password_resets WHERE owner_id = ? AND created_at > ?');
  const sweep = db.prepare('DELETE FROM password_resets WHERE expires_at < ?');

  const create = db.transaction((ownerId: number, now: number): string => {
    voidAll.run(now, ownerId);
    const token = randomBytes(32).toString('base64url');
    insert.run(digest(token), ownerId, now, now + RESET_TTL_MS);
    return token;
  });
  const consume = db.transaction((token: string, now: number): number | null => {
    const ownerId = (use.get(now, digest(token), now) as { owner_id: number } | undefined)?.owner_id ?? null;
    if (ownerId !== null) voidAll.run(now, ownerId);
    return ownerId;
  });

  return {
    /** A new link for this owner; every older one stops working. */
    create: (ownerId: number, now: number): string => create.immediate(ownerId, now),
    /** The owner of a live, unused link, without using it. */
    peek(token: string, now: number): number | null {
      return (find.get(digest(token), now) as { owner_id: number } | undefined)?.owner_id ?? null;
    },
    /** Uses the link: its owner once, null ever after (or when it expired); voids the owner's others. */
    consume: (token: string, now: number): number | null => consume(token, now),
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
