/**
 * Owner sessions, kept in the database every instance shares: a session opened through one
 * server is open on all of them. The cookie holds 128 random bits; the table holds only
 * their SHA-256, so a copy of the database opens no session. A session ends after 30 minutes
 * without a request (idle) and 8 hours after login whatever happens (absolute), or at logout.
 * A login always starts a new session (no fixation).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Sql } from '../db/sql.ts';

export const SESSION_LIMITS = { idleMs: 30 * 60_000, absoluteMs: 8 * 3600_000 } as const;
/** seen_at is written at most once a minute per session: reads should not all be writes. */
const TOUCH_EVERY_MS = 60_000;

const digest = (id: string) => createHash('sha256').update(id).digest('hex');

export function sessionStore(sql: Sql) {
  const remove = (key: string) => sql.run('DELETE FROM sessions WHERE id_hash = ?', [key]);

  return {
    /** A new session; returns the id for the cookie. */
    async create(ownerId: number, now: number): Promise<string> {
      const id = randomBytes(16).toString('base64url');
      await sql.run('INSERT INTO sessions (id_hash, owner_id, created_at, seen_at) VALUES (?, ?, ?, ?)', [
        digest(id),
        ownerId,
        now,
        now,
      ]);
      return id;
    },
    /** The owner of a live session, renewing its idle time; null when it is unknown or over. */
    async owner(id: string | null, now: number): Promise<number | null> {
      if (!id || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
      const key = digest(id);
      const row = await sql.get<{ owner_id: number; created_at: number; seen_at: number }>(
        'SELECT owner_id, created_at, seen_at FROM sessions WHERE id_hash = ?',
        [key],
      );
      if (!row) return null;
      if (now - row.seen_at > SESSION_LIMITS.idleMs || now - row.created_at > SESSION_LIMITS.absoluteMs) {
        await remove(key);
        return null;
      }
      // Only forward: another instance may have renewed it a moment later than this request's clock.
      if (now - row.seen_at > TOUCH_EVERY_MS) {
        await sql.run('UPDATE sessions SET seen_at = ? WHERE id_hash = ? AND seen_at < ?', [now, key, now]);
      }
      return row.owner_id;
    },
    async end(id: string | null): Promise<void> {
      if (id) await remove(digest(id));
    },
    /** After a password change, on the caller's handle: every device has to log in again. */
    async endAll(q: Queryable, ownerId: number): Promise<void> {
      await q.run('DELETE FROM sessions WHERE owner_id = ?', [ownerId]);
    },
    /** Forgets sessions that are over (run now and then). */
    async sweep(now: number): Promise<void> {
      await sql.run('DELETE FROM sessions WHERE seen_at < ? OR created_at < ?', [
        now - SESSION_LIMITS.idleMs,
        now - SESSION_LIMITS.absoluteMs,
      ]);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
