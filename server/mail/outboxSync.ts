/**
 * The outbox table: mails written in the same transaction as their submission, sent later
 * by the relay. A mail is claimed with a lease before it is sent, so two relays (or a relay
 * restarted mid-send) never send it at the same time; it is marked sent right after the
 * server accepted it.
 */
import type { Db } from '../db/database.ts';
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

export function outbox(db: Db) {
  const insert = db.prepare(
    `INSERT INTO outbox (submission_id, role, to_address, reply_to, subject, text, html, attachments, headers,
       next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const due = db.prepare(
    `SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
     ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const lease = db.prepare(
    `UPDATE outbox SET lease_until = ? WHERE id = ? AND status = 'pending' AND (lease_until IS NULL OR lease_until <= ?)
     RETURNING id, role, to_address, reply_to, subject, text, html, attachments, headers, attempts, created_at`,
  );
  const sent = db.prepare(
    `UPDATE outbox SET status = 'sent', sent_at = ?, lease_until = NULL, attempts = attempts + 1 WHERE id = ?`,
  );
  const retry = db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, lease_until = NULL, last_error = ?,
       status = CASE WHEN ? THEN 'failed' ELSE 'pending' END WHERE id = ?`,
  );
  const unlease = db.prepare(`UPDATE outbox SET lease_until = NULL WHERE id = ? AND status = 'pending'`);
  const nextDue = db.prepare(`SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'`);

  return {
    /** Queues a mail; returns its outbox id (the alerts keep it beside each match they mailed). */
    add(submissionId: number | null, mail: OutgoingMail, now: number): number {
      const { lastInsertRowid } = insert.run(
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
      );
      return Number(lastInsertRowid);
    },
    /** Leases up to `limit` due mails for `leaseMs`. */
    claim(now: number, leaseMs: number, limit: number): QueuedMail[] {
      // IMMEDIATE, as it reads then writes while the server's connection writes too.
      return db
        .transaction(() => {
          const ids = due.all(now, now, limit) as { id: number }[];
          return ids
            .map(({ id }) => lease.get(now + leaseMs, id, now) as QueuedMail | undefined)
            .filter((mail): mail is QueuedMail => mail !== undefined);
        })
        .immediate();
    },
    markSent(id: number, now: number): void {
      sent.run(now, id);
    },
    markFailed(id: number, nextAttemptAt: number, error: string, giveUp: boolean): void {
      retry.run(nextAttemptAt, error.slice(0, 500), giveUp ? 1 : 0, id);
    },
    /** Gives leased mails back unsent. */
    release(ids: number[]): void {
      db.transaction(() => {
        for (const id of ids) unlease.run(id);
      }).immediate();
    },
    nextDueAt(): number | null {
      return (nextDue.get() as { at: number | null }).at;
    },
  };
}

export type Outbox = ReturnType<typeof outbox>;
