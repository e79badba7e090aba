/**
 * Storage limitation (GDPR article 5(1)(e)): the requests visitors sent, with their uploads,
 * their mails and their CRM calls, are deleted RETENTION_MONTHS (24 by default) after they were
 * sent. The privacy statement says so in every language (locales/{lng}/common.json, privacy).
 *
 * Kept past that age, because the visitor still uses what they asked for:
 * - a request whose saved search is active (its alerts still go out; unsubscribing ends it,
 *   and the next run deletes it);
 * - a request with a mail or a CRM call still waiting (deleted once they are done).
 * Newsletter subscriptions are not requests: they last until the visitor unsubscribes.
 *
 * The job runs once a day whichever instance gets there first: every instance looks each hour,
 * and the day's run is claimed in the database (job_runs) under a lock, so two instances never
 * run it together and a restart does not run it twice. It deletes in batches, one transaction
 * each, so the forms never wait long behind it.
 */
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable, Sql } from '../db/sql.ts';

export const RETENTION_DEFAULT_MONTHS = 24;
const DAY_MS = 24 * 3600_000;
const LOOK_EVERY_MS = 3600_000;
const BATCH = 200;
const JOB = 'retention';

/** The moment `months` calendar months before `now` (a 31st falls back to the month's last day). */
export function retentionCutoff(now: number, months: number): number {
  const at = new Date(now);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - months);
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, last));
  return at.getTime();
}

export interface RetentionResult {
  submissions: number;
  uploads: number;
}

/** Ids of the requests past their time that nothing still needs. */
async function dueIds(q: Queryable, cutoff: number): Promise<number[]> {
  const rows = await q.all<{ id: number }>(
    `SELECT s.id FROM submissions s
      WHERE s.created_at < ?
        AND NOT EXISTS (SELECT 1 FROM demands d WHERE d.submission_id = s.id AND d.status = 'active')
        AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = s.id AND o.status = 'pending')
        AND NOT EXISTS (SELECT 1 FROM crm_jobs j WHERE j.submission_id = s.id AND j.status = 'pending')
      ORDER BY s.id LIMIT ${BATCH}`,
    [cutoff],
  );
  return rows.map((row) => Number(row.id));
}

/** Deletes one batch and everything that hangs on it; returns the uploads' stored names. */
async function deleteBatch(q: Queryable, ids: number[]): Promise<string[]> {
  const marks = ids.map(() => '?').join(', ');
  const files = await q.all<{ stored_name: string }>(
    `SELECT stored_name FROM uploads WHERE submission_id IN (${marks})`,
    ids,
  );
  const names = files.map((file) => file.stored_name);
  if (names.length > 0) {
    await q.run(`DELETE FROM upload_files WHERE stored_name IN (${names.map(() => '?').join(', ')})`, names);
  }
  await q.run(`DELETE FROM uploads WHERE submission_id IN (${marks})`, ids);
  await q.run(`DELETE FROM appointments WHERE submission_id IN (${marks})`, ids);
  await q.run(`DELETE FROM crm_jobs WHERE submission_id IN (${marks})`, ids);
  // A saved search's found listings name the mails that told of them: those go first.
  const demands = `SELECT id FROM demands WHERE submission_id IN (${marks})`;
  await q.run(`DELETE FROM alert_matches WHERE demand_id IN (${demands})`, ids);
  await q.run(`DELETE FROM demands WHERE submission_id IN (${marks})`, ids);
  await q.run(`DELETE FROM outbox WHERE submission_id IN (${marks})`, ids);
  await q.run(`DELETE FROM submissions WHERE id IN (${marks})`, ids);
  return names;
}

/** Claims today's run for this instance; false when another instance ran it in the last day. */
async function claim(q: Queryable, now: number): Promise<boolean> {
  const row = await q.get<{ last_run_at: number }>('SELECT last_run_at FROM job_runs WHERE name = ?', [JOB]);
  if (row && now - Number(row.last_run_at) < DAY_MS) return false;
  if (row) await q.run('UPDATE job_runs SET last_run_at = ? WHERE name = ?', [now, JOB]);
  else await q.run('INSERT INTO job_runs (name, last_run_at) VALUES (?, ?)', [JOB, now]);
  return true;
}

export interface RetentionDeps {
  sql: Sql;
  clock: () => Date;
  months: number;
  /** Where uploads were kept as files before they moved into the database (deleted there too). */
  uploadDir: string;
  log: (message: string) => void;
}

export function retentionJob(deps: RetentionDeps) {
  const { sql, clock } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  /** Deletes every request past its time now, batch by batch. */
  async function purge(): Promise<RetentionResult> {
    const cutoff = retentionCutoff(clock().getTime(), deps.months);
    const result: RetentionResult = { submissions: 0, uploads: 0 };
    for (;;) {
      const names = await sql.tx(
        async (tx) => {
          const ids = await dueIds(tx, cutoff);
          if (ids.length === 0) return null;
          result.submissions += ids.length;
          return deleteBatch(tx, ids);
        },
        { lock: `job:${JOB}:batch` },
      );
      if (names === null) break;
      result.uploads += names.length;
      for (const name of names) {
        // Only a plain file name of ours: a stored name never holds a folder.
        if (path.basename(name) !== name || name.startsWith('.')) continue;
        await unlink(path.join(deps.uploadDir, name)).catch(() => undefined);
      }
    }
    return result;
  }

  /** Today's run, when no instance has made it yet. */
  async function runIfDue(): Promise<RetentionResult | null> {
    const claimed = await sql.tx((tx) => claim(tx, clock().getTime()), { lock: `job:${JOB}` });
    if (!claimed) return null;
    const result = await purge();
    if (result.submissions > 0) {
      deps.log(
        `retention: deleted ${result.submissions} requests and ${result.uploads} uploads older than ${deps.months} months`,
      );
    }
    return result;
  }

  const look = () => {
    running = runIfDue().catch((error: unknown) => deps.log(`retention run failed: ${String(error)}`));
  };

  return {
    purge,
    runIfDue,
    start(): void {
      look();
      timer = setInterval(look, LOOK_EVERY_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type RetentionJob = ReturnType<typeof retentionJob>;
