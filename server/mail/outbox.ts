/**
 * The outbox table: mails written in the same transaction as what they are about (a
 * submission, a login, an alert run), sent later by the relay. A mail is claimed with a lease
 * before it is sent, so two relays, in one process or on several machines, never hold the
 * same mail; it is marked sent right after the mail server accepted it.
 *
 * The claim picks the due rows and leases them in one statement. On PostgreSQL the pick is
 * `FOR UPDATE SKIP LOCKED`: a relay passes over rows another relay is leasing at that moment
 * instead of waiting for them, and never leases a row twice (a row leased and committed
 * meanwhile is checked again against the condition, and no longer matches). The pick sits
 * in `ARRAY(…)` there, which PostgreSQL runs exactly once, whatever plan it chooses. On
 * SQLite the write transaction is already one at a time across processes (BEGIN IMMEDIATE),
 * which gives the same guarantee.
 */
import { inList, type Queryable, type Sql } from '../db/sql.ts';
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
const DUE = `SELECT id FROM outbox
  WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
  ORDER BY next_attempt_at, id LIMIT ?`;

/** A mail the relay gave up on (the back office lists them and can send them again). */
export interface FailedMail {
  id: number;
  submissionId: number | null;
  role: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: number;
}

export function outbox(sql: Sql) {
  const claimText =
    sql.engine === 'postgres'
      ? `UPDATE outbox SET lease_until = ? WHERE id = ANY(ARRAY(${DUE} FOR UPDATE SKIP LOCKED)) RETURNING ${COLUMNS}`
      : `UPDATE outbox SET lease_until = ? WHERE id IN (${DUE}) RETURNING ${COLUMNS}`;

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
    /** Leases up to `limit` due mails until `now + leaseMs`, oldest due first. */
    async claim(now: number, leaseMs: number, limit: number): Promise<QueuedMail[]> {
      const rows = await sql.tx((tx) => tx.all<QueuedMail>(claimText, [now + leaseMs, now, now, limit]));
      return rows.sort((a, b) => a.id - b.id);
    },
    /**
     * The mail server took it. `note` keeps what the operator should know of a mail that went
     * out incomplete (an attachment found nowhere, relay.ts).
     */
    async markSent(id: number, now: number, note: string | null = null): Promise<void> {
      await sql.run(
        `UPDATE outbox SET status = 'sent', sent_at = ?, lease_until = NULL, attempts = attempts + 1,
           last_error = COALESCE(?, last_error)
         WHERE id = ?`,
        [now, note, id],
      );
    },
    /**
     * Only while the mail is still pending: a relay whose lease ran out must not put a mail
     * another relay has sent meanwhile back in the queue (it would go twice).
     */
    async markFailed(id: number, nextAttemptAt: number, error: string, giveUp: boolean): Promise<void> {
      await sql.run(
        `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, lease_until = NULL, last_error = ?,
           status = CASE WHEN ? = 1 THEN 'failed' ELSE 'pending' END
         WHERE id = ? AND status = 'pending'`,
        [nextAttemptAt, error.slice(0, 500), giveUp ? 1 : 0, id],
      );
    },
    /** Gives leased mails back unsent. */
    async release(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await sql.run(`UPDATE outbox SET lease_until = NULL WHERE status = 'pending' AND id IN ${inList(ids)}`, ids);
    },
    /**
     * When the next pending mail may be claimed: its next attempt, or the end of its lease
     * when another relay holds it (else a relay would look again and again while another
     * sends, a lease's length long).
     */
    async nextDueAt(): Promise<number | null> {
      const row = await sql.get<{ at: number | null }>(
        `SELECT MIN(CASE WHEN lease_until > next_attempt_at THEN lease_until ELSE next_attempt_at END) AS "at"
         FROM outbox WHERE status = 'pending'`,
      );
      return row?.at ?? null;
    },
    /** Mails the relay gave up on, newest first, for the back office. */
    async failed(limit = 200): Promise<FailedMail[]> {
      const rows = await sql.all<FailedMail>(
        `SELECT id, submission_id AS "submissionId", role, to_address AS "to", subject, attempts,
           last_error AS "lastError", created_at AS "createdAt"
         FROM outbox WHERE status = 'failed' ORDER BY id DESC LIMIT ?`,
        [limit],
      );
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        submissionId: row.submissionId === null ? null : Number(row.submissionId),
        attempts: Number(row.attempts),
        createdAt: Number(row.createdAt),
      }));
    },
    /** A mail given up on goes back in the queue, due now, with its tries counted afresh. */
    async resend(id: number, now: number): Promise<boolean> {
      const result = await sql.run(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, lease_until = NULL
         WHERE id = ? AND status = 'failed'`,
        [now, id],
      );
      return result.changes > 0;
    },
  };
}

export type Outbox = ReturnType<typeof outbox>;
