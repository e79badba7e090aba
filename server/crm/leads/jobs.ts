/**
 * The crm_jobs table: the CRM calls owed for leads, written in the same transaction as the
 * submission they come from, claimed with a lease before they are sent (one instance at a time
 * holds a job: on PostgreSQL the pick is `FOR UPDATE SKIP LOCKED`, on SQLite the write
 * transaction is one at a time), and marked done only after the CRM answered. A job's end
 * erases its sealed secret.
 */
import { inList, type Queryable, type Sql } from '../../db/sql.ts';
import type { LeadEndpoint } from './lead.ts';

export interface CrmJob {
  id: number;
  submission_id: number | null;
  endpoint: LeadEndpoint;
  /** JSON of the call's parameters, without the secret. */
  params: string;
  secret: string | null;
  attempts: number;
  created_at: number;
}

export interface JobRow extends CrmJob {
  status: 'pending' | 'done' | 'refused';
  last_error: string | null;
  done_at: number | null;
}

const COLUMNS = 'id, submission_id, endpoint, params, secret, attempts, created_at';
const DUE = `SELECT id FROM crm_jobs
  WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
  ORDER BY next_attempt_at, id LIMIT ?`;

export function crmJobs(sql: Sql) {
  const claimText =
    sql.engine === 'postgres'
      ? `UPDATE crm_jobs SET lease_until = ? WHERE id = ANY(ARRAY(${DUE} FOR UPDATE SKIP LOCKED)) RETURNING ${COLUMNS}`
      : `UPDATE crm_jobs SET lease_until = ? WHERE id IN (${DUE}) RETURNING ${COLUMNS}`;

  return {
    /** Queues a call in the caller's transaction. */
    async add(
      q: Queryable,
      job: {
        submissionId: number | null;
        endpoint: LeadEndpoint;
        params: Record<string, unknown>;
        secret: string | null;
      },
      now: number,
    ): Promise<number> {
      const row = await q.get<{ id: number }>(
        `INSERT INTO crm_jobs (submission_id, endpoint, params, secret, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
        [job.submissionId, job.endpoint, JSON.stringify(job.params), job.secret, now, now],
      );
      return Number(row?.id);
    },
    /** Leases up to `limit` due jobs until `now + leaseMs`, oldest first. */
    async claim(now: number, leaseMs: number, limit: number): Promise<CrmJob[]> {
      const rows = await sql.tx((tx) => tx.all<CrmJob>(claimText, [now + leaseMs, now, now, limit]));
      return rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
    },
    /** The CRM took it. */
    async markDone(id: number, now: number): Promise<void> {
      await sql.run(
        `UPDATE crm_jobs SET status = 'done', done_at = ?, lease_until = NULL, secret = NULL, attempts = attempts + 1
         WHERE id = ? AND status = 'pending'`,
        [now, id],
      );
    },
    /** Tried again at `nextAttemptAt`; only while still pending (a lease that ran out must not undo another's mark). */
    async markRetry(id: number, nextAttemptAt: number, error: string): Promise<void> {
      await sql.run(
        `UPDATE crm_jobs SET attempts = attempts + 1, next_attempt_at = ?, lease_until = NULL, last_error = ?
         WHERE id = ? AND status = 'pending'`,
        [nextAttemptAt, error.slice(0, 500), id],
      );
    },
    /**
     * Refused for good, with the CRM's message, in the caller's transaction (the agency's mail
     * of it is queued in the same one). Answers whether this call made the change.
     */
    async markRefused(q: Queryable, id: number, now: number, error: string): Promise<boolean> {
      const result = await q.run(
        `UPDATE crm_jobs SET status = 'refused', done_at = ?, lease_until = NULL, secret = NULL,
           attempts = attempts + 1, last_error = ?
         WHERE id = ? AND status = 'pending'`,
        [now, error.slice(0, 500), id],
      );
      return result.changes > 0;
    },
    /** Leased jobs given back untried, due at `at` (the CRM is in trouble: they wait with the one that failed). */
    async postpone(ids: number[], at: number): Promise<void> {
      if (ids.length === 0) return;
      await sql.run(
        `UPDATE crm_jobs SET lease_until = NULL, next_attempt_at = ? WHERE status = 'pending' AND id IN ${inList(ids)}`,
        [at, ...ids],
      );
    },
    /** Gives leased jobs back untried. */
    async release(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await sql.run(`UPDATE crm_jobs SET lease_until = NULL WHERE status = 'pending' AND id IN ${inList(ids)}`, ids);
    },
    async nextDueAt(): Promise<number | null> {
      const row = await sql.get<{ at: number | null }>(
        `SELECT MIN(CASE WHEN lease_until > next_attempt_at THEN lease_until ELSE next_attempt_at END) AS "at"
         FROM crm_jobs WHERE status = 'pending'`,
      );
      return row?.at === null || row?.at === undefined ? null : Number(row.at);
    },
    /**
     * "Send again" from the back office: a refused call, or one waiting for its next try, is
     * due now. A refused call's secret is gone (it is emptied when a job ends): it goes without.
     */
    async resend(id: number, now: number): Promise<boolean> {
      const result = await sql.run(
        `UPDATE crm_jobs SET status = 'pending', next_attempt_at = ?, done_at = NULL, lease_until = NULL
         WHERE id = ? AND status IN ('pending', 'refused')`,
        [now, id],
      );
      return result.changes > 0;
    },
    /** Every job, for tests and the operator. */
    async all(): Promise<JobRow[]> {
      const rows = await sql.all<JobRow>(`SELECT * FROM crm_jobs ORDER BY id`);
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}

export type CrmJobs = ReturnType<typeof crmJobs>;
