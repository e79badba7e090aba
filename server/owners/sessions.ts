/**
 * Owner sessions, kept on the server. The cookie holds 128 random bits; the table holds only
 * their SHA-256, so a copy of the database opens no session. A session ends after 30 minutes
 * without a request (idle) and 8 hours after login whatever happens (absolute), or at logout.
 * A login always starts a new session (no fixation).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

export const SESSION_LIMITS = { idleMs: 30 * 60_000, absoluteMs: 8 * 3600_000 } as const;
/** seen_at is written at most once a minute per session: reads should not all be writes. */
const TOUCH_EVERY_MS = 60_000;

const digest = (id: string) => createHash('sha256').update(id).digest('hex');

export function sessionStore(db: Db) {
  const insert = db.prepare('INSERT INTO sessions (id_hash, owner_id, created_at, seen_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare('SELECT owner_id, created_at, seen_at FROM sessions WHERE id_hash = ?');
  const touch = db.prepare('UPDATE sessions SET seen_at = ? WHERE id_hash = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const removeOwner = db.prepare('DELETE FROM sessions WHERE owner_id = ?');
  const sweep = db.prepare('DELETE FROM sessions WHERE seen_at < ? OR created_at < ?');

  return {
    /** A new session; returns the id for the cookie. */
    create(ownerId: number, now: number): string {
      const id = randomBytes(16).toString('base64url');
      insert.run(digest(id), ownerId, now, now);
      return id;
    },
    /** The owner of a live session, renewing its idle time; null when it is unknown or over. */
    owner(id: string | null, now: number): number | null {
      if (!id || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
      const key = digest(id);
      const row = find.get(key) as { owner_id: number; created_at: number; seen_at: number } | undefined;
      if (!row) return null;
      if (now - row.seen_at > SESSION_LIMITS.idleMs || now - row.created_at > SESSION_LIMITS.absoluteMs) {
        remove.run(key);
        return null;
      }
      if (now - row.seen_at > TOUCH_EVERY_MS) touch.run(now, key);
      return row.owner_id;
    },
    end(id: string | null): void {
      if (id) remove.run(digest(id));
    },
    /** After a password change: every device has to log in again. */
    endAll(ownerId: number): void {
      removeOwner.run(ownerId);
    },
    /** Forgets sessions that are over (run now and then). */
    sweep(now: number): void {
      sweep.run(now - SESSION_LIMITS.idleMs, now - SESSION_LIMITS.absoluteMs);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
