/**
 * One-time set-password links (staff:add, an invitation): 256 random bits in the link, only
 * their SHA-256 in the table; valid 24 hours and for one use. As with the owners' reset links
 * (server/owners/resets.ts), only the newest link of a member works: a new one voids the older,
 * and using one voids them all. A voided link is marked used, not deleted (the list still tells
 * an admin a link was sent).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Sql } from '../db/sql.ts';

export const LINK_TTL_MS = 24 * 3600_000;

/** Why the link was made: the first password of an invited member, or a new one. */
export type LinkPurpose = 'invite' | 'password';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

const VOID_ALL = 'UPDATE staff_links SET used_at = ? WHERE staff_id = ? AND used_at IS NULL';

/** The page that takes the link's token (the back office's set-password form). */
export const passwordLink = (siteUrl: string, token: string) =>
  `${new URL('/admin/password', siteUrl).href}?token=${token}`;

export function staffLinks(sql: Sql) {
  return {
    /** A new link for the member, every older one voided; on the caller's transaction. */
    async create(q: Queryable, staffId: number, purpose: LinkPurpose, now: number): Promise<string> {
      await q.run(VOID_ALL, [now, staffId]);
      const token = randomBytes(32).toString('base64url');
      await q.run(
        'INSERT INTO staff_links (token_hash, staff_id, purpose, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
        [digest(token), staffId, purpose, now + LINK_TTL_MS, now],
      );
      return token;
    },
    /** The member of a live, unused link, without using it. */
    async peek(token: string, now: number): Promise<number | null> {
      const row = await sql.get<{ staff_id: number }>(
        'SELECT staff_id FROM staff_links WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
        [digest(token), now],
      );
      return row ? Number(row.staff_id) : null;
    },
    /**
     * Uses the link on the caller's transaction: its member once, null ever after (or once it
     * expired). The UPDATE … RETURNING is the claim: of two uses at once, on any server, one wins.
     */
    async consume(tx: Queryable, token: string, now: number): Promise<number | null> {
      const row = await tx.get<{ staff_id: number }>(
        'UPDATE staff_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING staff_id',
        [now, digest(token), now],
      );
      if (!row) return null;
      await tx.run(VOID_ALL, [now, row.staff_id]);
      return Number(row.staff_id);
    },
    /** Forgets links a week after they expired. */
    async sweep(now: number): Promise<void> {
      await sql.run('DELETE FROM staff_links WHERE expires_at < ?', [now - 7 * 24 * 3600_000]);
    },
  };
}

export type StaffLinks = ReturnType<typeof staffLinks>;
