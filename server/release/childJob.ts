/**
 * The sync job in a child process (the server keeps answering while it runs): Node runs the
 * bundled script, which prints its result as one JSON line on stdout and exits. Its stderr
 * lines go to the server's log. A job that does not finish within the timeout (15 minutes)
 * is killed and reported as failed; an exit without a result line is a failure too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SyncJob, SyncJobResult } from './types.ts';

export interface ChildJobOptions {
  /** The script Node runs (the bundled sync.js). */
  script: string | URL;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  /** 15 minutes unless said. */
  timeoutMs?: number;
  /** Node itself unless said. */
  execPath?: string;
  /** Node's own options, before the script (e.g. a heap limit). */
  nodeArgs?: string[];
  log: (line: string) => void;
  now?: () => number;
}

export const DEFAULT_JOB_TIMEOUT_MS = 15 * 60_000;
/** The tail of stdout kept: the result is its last line. */
const STDOUT_KEEP = 1024 * 1024;
const KILL_GRACE_MS = 5_000;

const resultSchema = z.object({
  status: z.enum(['published', 'unchanged', 'refused', 'failed', 'busy']),
  release: z.string().optional(),
  problems: z.array(z.string()).optional(),
  message: z.string().optional(),
  ms: z.number().nonnegative(),
});

/** The last line of the output that is a result, or null. */
export function lastResult(stdout: string): SyncJobResult | null {
  const lines = stdout
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  for (let index = lines.length - 1; index >= 0; index--) {
    try {
      const parsed = resultSchema.safeParse(JSON.parse(lines[index] ?? ''));
      if (parsed.success) return parsed.data;
    } catch {
      // not JSON: an earlier line may be the result
    }
  }
  return null;
}

export function childJob(options: ChildJobOptions): { run: SyncJob; stop: () => void } {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
  const script = typeof options.script === 'string' ? options.script : fileURLToPath(options.script);
  let current: ChildProcess | null = null;

  const run: SyncJob = () =>
    new Promise<SyncJobResult>((resolve) => {
      const started = now();
      const failed = (message: string): SyncJobResult => ({ status: 'failed', message, ms: now() - started });
      let stdout = '';
      let stderrRest = '';
      let timedOut = false;
      let settled = false;
      const child = spawn(
        options.execPath ?? process.execPath,
        [...(options.nodeArgs ?? []), script, ...(options.args ?? [])],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: options.env ?? process.env,
        },
      );
      current = child;
      const finish = (result: SyncJobResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (current === child) current = null;
        resolve(result);
      };
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGTERM');
        setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), KILL_GRACE_MS).unref();
      }, timeoutMs);
      timer.unref();
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        stdout = (stdout + chunk).slice(-STDOUT_KEEP);
      });
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (stderrRest + chunk).split('\n');
        stderrRest = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) options.log(`sync: ${line}`);
      });
      child.on('error', (error) => finish(failed(`the sync could not start: ${error.message}`)));
      child.on('close', (code, signal) => {
        if (stderrRest.trim()) options.log(`sync: ${stderrRest}`);
        if (timedOut) return finish(failed(`killed after ${Math.round(timeoutMs / 1000)} s without a result`));
        const result = lastResult(stdout);
        if (result) return finish(result);
        finish(failed(`the sync exited (${signal ?? `code ${String(code)}`}) without a result line`));
      });
    });

  return {
    run,
    /** Ends the job under way (the server is closing). */
    stop() {
      current?.kill('SIGTERM');
    },
  };
}
