/**
 * Staff sessions, shaped like the owners' (server/owners/sessions.ts): in the shared database,
 * the cookie holds 128 random bits and the table their SHA-256; 30 minutes idle, 8 hours at
 * most. A session is "pending" from the password to the code; passing the code makes it full
 * under a new id (the rights changed, so the id an onlooker may have seen is worth nothing),
 * keeping its start: the 8 hours count from the password.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Sql } from '../db/sql.ts';

export const STAFF_SESSION_LIMITS = { idleMs: 30 * 60_000, absoluteMs: 8 * 3600_000 } as const;
/** Wrong codes a pending session may send; the last one ends it (docs/BACKOFFICE.md). */
export const CODE_FAILURES_MAX = 5;
/** seen_at is written at most once a minute per session: reads should not all be writes. */
const TOUCH_EVERY_MS = 60_000;

const digest = (id: string) => createHash('sha256').update(id).digest('hex');
const newId = () => randomBytes(16).toString('base64url');

export interface StaffSession {
  staffId: number;
  /** The code was passed: the session may do what the member's role allows. */
  full: boolean;
}

export function staffSessionStore(sql: Sql) {
  const remove = (key: string) => sql.run('DELETE FROM staff_sessions WHERE id_hash = ?', [key]);

  return {
    /** A new pending session; returns the id for the cookie. */
    async create(staffId: number, now: number): Promise<string> {
      const id = newId();
      await sql.run(
        'INSERT INTO staff_sessions (id_hash, staff_id, created_at, seen_at, mfa_done, code_failures) VALUES (?, ?, ?, ?, 0, 0)',
        [digest(id), staffId, now, now],
      );
      return id;
    },
    /** The live session of this cookie, renewing its idle time; null when it is unknown or over. */
    async find(id: string | null, now: number): Promise<StaffSession | null> {
      if (!id || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
      const key = digest(id);
      const row = await sql.get<{ staff_id: number; created_at: number; seen_at: number; mfa_done: number }>(
        'SELECT staff_id, created_at, seen_at, mfa_done FROM staff_sessions WHERE id_hash = ?',
        [key],
      );
      if (!row) return null;
      if (now - row.seen_at > STAFF_SESSION_LIMITS.idleMs || now - row.created_at > STAFF_SESSION_LIMITS.absoluteMs) {
        await remove(key);
        return null;
      }
      // Only forward: another instance may have renewed it a moment later than this request's clock.
      if (now - row.seen_at > TOUCH_EVERY_MS) {
        await sql.run('UPDATE staff_sessions SET seen_at = ? WHERE id_hash = ? AND seen_at < ?', [now, key, now]);
      }
      return { staffId: Number(row.staff_id), full: Number(row.mfa_done) === 1 };
    },
    /**
     * The code was right: the pending session becomes full under a new id (returned for the
     * cookie); null when it ended meanwhile. The UPDATE is the claim, so it happens once.
     */
    async complete(q: Queryable, id: string, now: number): Promise<string | null> {
      const next = newId();
      const { changes } = await q.run(
        'UPDATE staff_sessions SET id_hash = ?, mfa_done = 1, seen_at = ? WHERE id_hash = ? AND mfa_done = 0',
        [digest(next), now, digest(id)],
      );
      return changes === 1 ? next : null;
    },
    /** Counts a wrong code; the session's failures so far (past the limit it has been ended). */
    async failCode(id: string): Promise<number> {
      const key = digest(id);
      const row = await sql.get<{ code_failures: number }>(
        'UPDATE staff_sessions SET code_failures = code_failures + 1 WHERE id_hash = ? RETURNING code_failures',
        [key],
      );
      const failures = Number(row?.code_failures ?? CODE_FAILURES_MAX);
      if (failures >= CODE_FAILURES_MAX) await remove(key);
      return failures;
    },
    async end(id: string | null): Promise<void> {
      if (id) await remove(digest(id));
    },
    /** After a password change or a deactivation, on the caller's handle: every device signs in again. */
    async endAll(q: Queryable, staffId: number): Promise<void> {
      await q.run('DELETE FROM staff_sessions WHERE staff_id = ?', [staffId]);
    },
    /** Forgets sessions that are over (run now and then). */
    async sweep(now: number): Promise<void> {
      await sql.run('DELETE FROM staff_sessions WHERE seen_at < ? OR created_at < ?', [
        now - STAFF_SESSION_LIMITS.idleMs,
        now - STAFF_SESSION_LIMITS.absoluteMs,
      ]);
    },
  };
}

export type StaffSessionStore = ReturnType<typeof staffSessionStore>;
