/**
 * The intake's own thread: renders and stores accepted submissions (intake.ts) on its own
 * connection to the database, and answers each call once its submission is committed. On
 * SQLite the connection commits with synchronous=FULL and the submissions of one turn share a
 * commit; on PostgreSQL a small pool writes several submissions at once.
 */
import { workerData } from 'node:worker_threads';
import { openSql } from '../db/open.ts';
import type { DatabaseSettings } from '../db/settings.ts';
import { serveThread } from '../threads/serve.ts';
import { localIntake, type IntakeJob, type MailSettings } from './intake.ts';
import { submissionStore } from './store.ts';

export interface IntakeWorkerData {
  database: DatabaseSettings;
  settings: MailSettings;
}

/** PostgreSQL: submissions written side by side by this thread (each one transaction). */
const INTAKE_POOL = 8;

const data = workerData as IntakeWorkerData;
const opened = openSql(data.database, {
  role: 'intake',
  ...(data.database.engine === 'postgres' ? { poolSize: INTAKE_POOL } : {}),
});
const ready = opened.then((sql) => {
  const store = submissionStore(sql);
  return { sql, store, intake: localIntake(store, data.settings) };
});
serveThread({
  call: async (job) => (await ready).intake.accept(job as IntakeJob),
  stop: async () => {
    const open = await ready.catch(() => null);
    if (!open) return;
    const { sql, store } = open;
    // Calls that came before "stop" are committed (or refused) first.
    await store.settled();
    await sql.close();
  },
});

ready.catch((error: unknown) => {
  // Without its database (PostgreSQL not up yet) the thread is of no use: it fails, its calls
  // are answered 503, and the server logs it and starts it again a moment later.
  setImmediate(() => {
    throw error;
  });
});
