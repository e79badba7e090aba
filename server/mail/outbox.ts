/**
 * The outbox table: mails written in the same transaction as what they are about (a
 * submission, a login, an alert run), sent later by the relay. A mail is claimed with a lease
 * before it is sent, so two relays, in one process or on several machines, never hold the
 * same mail; it is marked sent right after the mail server accepted it.
 *
 * The claim picks the due rows and leases them in one statement. On PostgreSQL the pick is
 * `FOR UPDATE SKIP LOCKED`: a relay passes over rows another relay is leasing at that moment
 * instead of waiting for them, and never leases a row twice. On SQLite the write transaction
 * is already one at a time across processes (BEGIN IMMEDIATE), which gives the same guarantee.
 */
import type { Queryable, Sql } from '../db/sql.ts';
import type { OutgoingMail } from './render.ts';

export interface QueuedMail {
  id: number;
  role: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: string;
  /** JSON of extra header lines, `{}` for most mails. */
  headers: string;
  attempts: number;
  created_at: number;
}

const COLUMNS = 'id, role, to_address, reply_to, subject, text, html, attachments, headers, attempts, created_at';

export function outbox(sql: Sql) {
  const claimText = `UPDATE outbox SET lease_until = ?
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
       ORDER BY next_attempt_at, id LIMIT ?${sql.engine === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''}
     )
     RETURNING ${COLUMNS}`;

  return {
    /**
     * Queues a mail in the caller's transaction (or on its own); returns its outbox id (the
     * alerts keep it beside each match they mailed).
     */
    async add(q: Queryable, submissionId: number | null, mail: OutgoingMail, now: number): Promise<number> {
      const row = await q.get<{ id: number }>(
        `INSERT INTO outbox (submission_id, role, to_address, reply_to, subject, text, html, attachments, headers,
           next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          submissionId,
          mail.role,
          mail.to,
          mail.replyTo,
          mail.subject,
          mail.text,
          mail.html,
          JSON.stringify(mail.attachments),
          JSON.stringify(mail.headers ?? {}),
          now,
          now,
        ],
      );
      return Number(row?.id);
    },
    /** Leases up to `limit` due mails for `leaseMs`, oldest due first. */
    async claim(now: number, leaseMs: number, limit: number): Promise<QueuedMail[]> {
      const rows = await sql.tx((tx) => tx.all<QueuedMail>(claimText, [now + leaseMs, now, now, limit]));
      return rows.sort((a, b) => a.id - b.id);
    },
    async markSent(id: number, now: number): Promise<void> {
      await sql.run(
        `UPDATE outbox SET status = 'sent', sent_at = ?, lease_until = NULL, attempts = attempts + 1 WHERE id = ?`,
        [now, id],
      );
    },
    async markFailed(id: number, nextAttemptAt: number, error: string, giveUp: boolean): Promise<void> {
      await sql.run(
        `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, lease_until = NULL, last_error = ?,
           status = CASE WHEN ? = 1 THEN 'failed' ELSE 'pending' END WHERE id = ?`,
        [nextAttemptAt, error.slice(0, 500), giveUp ? 1 : 0, id],
      );
    },
    /** Gives leased mails back unsent. */
    async release(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await sql.run(
        `UPDATE outbox SET lease_until = NULL WHERE status = 'pending' AND id IN (${ids.map(() => '?').join(', ')})`,
        ids,
      );
    },
    async nextDueAt(): Promise<number | null> {
      const row = await sql.get<{ at: number | null }>(
        `SELECT MIN(next_attempt_at) AS "at" FROM outbox WHERE status = 'pending'`,
      );
      return row?.at ?? null;
    },
  };
}

export type Outbox = ReturnType<typeof outbox>;
