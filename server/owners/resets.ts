/**
 * Password reset links: 256 random bits in the link, only their SHA-256 in the table; valid
 * for one hour and for one use. Only the newest link of an owner works: making one voids the
 * older ones, and using one voids them all, so a link left in an old mail (or read by
 * someone else) opens nothing once the owner asked again or chose a new password. A voided
 * link is marked used rather than deleted: the hourly cap still counts it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Sql } from '../db/sql.ts';
import { outbox } from '../mail/outbox.ts';
import type { OutgoingMail } from '../mail/render.ts';

export const RESET_TTL_MS = 3600_000;
/** An invitation from the back office: the same kind of link, for a week (an owner may be away). */
export const INVITE_TTL_MS = 7 * 24 * 3600_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

const VOID_ALL = 'UPDATE password_resets SET used_at = ? WHERE owner_id = ? AND used_at IS NULL';

export function passwordResets(sql: Sql) {
  return {
    /**
     * A new link for this owner, every older one voided; null when `perHour` links were made in
     * the last hour (the cap keeps the form from flooding a mailbox). The count and the insert
     * are one transaction locked on the owner, so requests on several servers at once keep to it.
     */
    create(
      ownerId: number,
      now: number,
      perHour: number,
      mailOf?: (token: string) => OutgoingMail,
      ttlMs = RESET_TTL_MS,
    ): Promise<string | null> {
      return sql.tx(
        async (tx) => {
          const recent = await tx.get<{ n: number }>(
            'SELECT COUNT(*) AS "n" FROM password_resets WHERE owner_id = ? AND created_at > ?',
            [ownerId, now - RESET_TTL_MS],
          );
          if ((recent?.n ?? 0) >= perHour) return null;
          await tx.run(VOID_ALL, [now, ownerId]);
          const token = randomBytes(32).toString('base64url');
          await tx.run(
            'INSERT INTO password_resets (token_hash, owner_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
            [digest(token), ownerId, now, now + ttlMs],
          );
          // The mail with the link in the same transaction: no link that voided the older ones
          // without its mail queued, no mail with a link that was never stored.
          if (mailOf) await outbox(sql).add(tx, null, mailOf(token), now);
          return token;
        },
        { lock: `reset:owner:${ownerId}` },
      );
    },
    /** The owner of a live, unused link, without using it. */
    async peek(token: string, now: number): Promise<number | null> {
      const row = await sql.get<{ owner_id: number }>(
        'SELECT owner_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
        [digest(token), now],
      );
      return row?.owner_id ?? null;
    },
    /**
     * Uses the link, on the caller's transaction: its owner once, null ever after (or when it
     * expired); voids the owner's others. The UPDATE … RETURNING is the claim: of two uses at
     * the same time, on any server, one gets the owner.
     */
    async consume(tx: Queryable, token: string, now: number): Promise<number | null> {
      const row = await tx.get<{ owner_id: number }>(
        'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING owner_id',
        [now, digest(token), now],
      );
      if (!row) return null;
      await tx.run(VOID_ALL, [now, row.owner_id]);
      return row.owner_id;
    },
    async sweep(now: number): Promise<void> {
      await sql.run('DELETE FROM password_resets WHERE expires_at < ?', [now - 24 * 3600_000]);
    },
  };
}

export type PasswordResets = ReturnType<typeof passwordResets>;
