/**
 * When the sync job runs (docs/LIVE_CATALOGUE.md, "Sync and publish"): once at start, then every
 * CRM_SYNC_MINUTES on a timer that never keeps the process alive, and when POST /api/crm/sync
 * asks. Never two at once: a trigger while a job runs gets that job's result. After each job
 * the release view looks at current.json at once, so a publish is served without waiting for
 * the poll. Nothing here throws: a job that fails is a result with status 'failed'.
 */
import type { SyncJob, SyncJobResult } from './types.ts';

export interface SyncRunnerOptions {
  job: SyncJob;
  intervalMinutes: number;
  /** After each job (the view's refresh). */
  after: () => Promise<unknown>;
  /** Each job's result once it ended (the metrics). */
  onResult?: (result: SyncJobResult) => void;
  /** Failures and refusals. */
  log: (message: string) => void;
  /** Published or unchanged (the failures' log unless said). */
  info?: (message: string) => void;
  now?: () => number;
}

export function describeResult(result: SyncJobResult): string {
  const release = result.release ? ` ${result.release}` : '';
  const problems = result.problems?.length ? `: ${result.problems.slice(0, 5).join('; ')}` : '';
  const message = result.message ? ` (${result.message})` : '';
  return `sync: ${result.status}${release} in ${result.ms} ms${message}${problems}`;
}

export function syncRunner(options: SyncRunnerOptions) {
  const now = options.now ?? Date.now;
  let running: Promise<SyncJobResult> | null = null;
  let last: SyncJobResult | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function once(): Promise<SyncJobResult> {
    const started = now();
    let result: SyncJobResult;
    try {
      result = await options.job();
    } catch (error) {
      result = {
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
        ms: now() - started,
      };
    }
    try {
      await options.after();
    } catch (error) {
      options.log(`sync: the release could not be looked at after the job: ${String(error)}`);
    }
    const fine = result.status === 'published' || result.status === 'unchanged';
    (fine ? (options.info ?? options.log) : options.log)(describeResult(result));
    last = result;
    options.onResult?.(result);
    return result;
  }

  /** The job now, or the one under way. */
  function run(): Promise<SyncJobResult> {
    running ??= once().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    run,
    /** A job now (not awaited), then one every intervalMinutes. */
    start(): void {
      if (timer) return;
      void run();
      timer = setInterval(() => void run(), Math.max(1, options.intervalMinutes) * 60_000);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
    /** The result of the last job that ended, null before the first. */
    get last(): SyncJobResult | null {
      return last;
    },
    /** The job under way, if any. */
    get running(): Promise<SyncJobResult> | null {
      return running;
    },
  };
}

export type SyncRunner = ReturnType<typeof syncRunner>;
