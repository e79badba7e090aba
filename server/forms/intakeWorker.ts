/**
 * The intake's own thread: renders and stores accepted submissions (intake.ts) on its own
 * connection to the SQLite file, committing with synchronous=FULL, and answers each call
 * once its submission is on disk.
 */
import { workerData } from 'node:worker_threads';
import { openDatabase } from '../db/database.ts';
import { serveThread } from '../threads/serve.ts';
import { localIntake, type IntakeJob, type MailSettings } from './intake.ts';
import { submissionStore } from './store.ts';

export interface IntakeWorkerData {
  dbFile: string;
  settings: MailSettings;
}

const data = workerData as IntakeWorkerData;
const db = openDatabase(data.dbFile);
const intake = localIntake(submissionStore(db), data.settings);
serveThread({
  call: (job) => intake.accept(job as IntakeJob),
  stop: async () => {
    // Calls that came before "stop" are queued for the next group commit: let it run first.
    await new Promise((resolve) => setImmediate(resolve));
    db.close();
  },
});
