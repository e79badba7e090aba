/** The intake as the server runs it: in its own thread (intakeWorker.ts). */
import { supervisedThread } from '../threads/supervise.ts';
import type { Intake, IntakeJob } from './intake.ts';
import type { StoreResult } from './store.ts';
import type { IntakeWorkerData } from './intakeWorker.ts';

export function intakeThread(
  script: URL,
  data: IntakeWorkerData,
  log: (message: string) => void,
): Intake & { start(): void; stop(): Promise<void> } {
  const thread = supervisedThread({ script, workerData: data, name: 'form intake', log });
  return {
    start: () => thread.start(),
    accept: (job: IntakeJob) => thread.call<StoreResult>(job),
    stop: () => thread.stop(),
  };
}
