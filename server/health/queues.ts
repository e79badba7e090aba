/**
 * What waits to leave the site: the outbox's unsent mails and the CRM's jobs (docs/OPERATIONS.md).
 * Read by the readiness check and by each metrics scrape, on the indexes the relay and the lead
 * delivery claim with (outbox_due, crm_jobs_due), so a scrape stays cheap with a large backlog.
 * Callers at the same moment share one read; nothing is cached past it, so a mail queued just
 * before is in the next answer.
 */
import type { Sql } from '../db/sql.ts';

export type CrmJobState = 'pending' | 'done' | 'refused';
export const CRM_JOB_STATES: readonly CrmJobState[] = ['pending', 'done', 'refused'];

export interface QueueState {
  outbox: { pending: number; failed: number; oldestPendingAt: number | null };
  crm: { jobs: Record<CrmJobState, number>; oldestPendingAt: number | null };
}

type Row = { status: string; n: number; oldest: number | null };

export function queueReader(sql: Sql) {
  let reading: Promise<QueueState> | null = null;

  async function read(): Promise<QueueState> {
    const [mails, jobs, oldestJob] = await Promise.all([
      sql.all<Row>(
        `SELECT status, COUNT(*) AS "n", MIN(created_at) AS "oldest" FROM outbox
         WHERE status IN ('pending', 'failed') GROUP BY status`,
      ),
      sql.all<Row>('SELECT status, COUNT(*) AS "n" FROM crm_jobs GROUP BY status'),
      sql.get<{ oldest: number | null }>(`SELECT MIN(created_at) AS "oldest" FROM crm_jobs WHERE status = 'pending'`),
    ]);
    const pending = mails.find((row) => row.status === 'pending');
    const count = (state: CrmJobState) => Number(jobs.find((row) => row.status === state)?.n ?? 0);
    return {
      outbox: {
        pending: Number(pending?.n ?? 0),
        failed: Number(mails.find((row) => row.status === 'failed')?.n ?? 0),
        oldestPendingAt: pending?.oldest ?? null,
      },
      crm: {
        jobs: { pending: count('pending'), done: count('done'), refused: count('refused') },
        oldestPendingAt: oldestJob?.oldest ?? null,
      },
    };
  }

  return {
    /** The queues now (one read for every caller waiting on it). */
    state(): Promise<QueueState> {
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
  };
}

export type QueueReader = ReturnType<typeof queueReader>;
