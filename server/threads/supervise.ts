/**
 * The server's side of a worker thread (the intake and the mail relay run in their own, so
 * the thread that answers visitors never waits on a disk or a mail server). It starts the
 * worker, sends it calls and notes, starts it again if it dies, and stops it with the server.
 * A call that was under way when the worker died is rejected: its caller answers 503, and
 * nothing half-done was committed.
 */
import { Worker } from 'node:worker_threads';
import type { FromThread, ToThread } from './serve.ts';

export interface ThreadOptions {
  /** The worker's script: a built .js beside the server (or a loader for the .ts in tests). */
  script: URL;
  workerData: unknown;
  name: string;
  log: (message: string) => void;
  /** Wait before a dead worker is started again. */
  restartMs?: number;
}

export interface Thread {
  start(): void;
  /** Resolves with the worker's answer; rejects if it failed or the worker died. */
  call<T>(payload: unknown): Promise<T>;
  /** A message that needs no answer. */
  notify(payload: unknown): void;
  /**
   * Lets the worker finish what it is doing, then ends it. With a grace, the worker gives up
   * what is still under way when it runs out, and is ended a few seconds later if it has not.
   */
  stop(graceMs?: number): Promise<void>;
}

export class ThreadGone extends Error {}

/** After a stop's grace, the time a worker has to give back what it held and close its database. */
export const HAND_BACK_MS = 3_000;

export function supervisedThread(options: ThreadOptions): Thread {
  let worker: Worker | null = null;
  let stopping = false;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();

  function spawn(): void {
    const current = new Worker(options.script, { workerData: options.workerData, name: options.name });
    worker = current;
    current.on('message', (message: FromThread) => {
      if (message.type === 'log') options.log(`${options.name}: ${message.message}`);
      // A send given up at the end of a grace may hold the thread open until its socket times out.
      else if (message.type === 'stopped') void current.terminate();
      else if (message.type === 'reply') {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.ok) call?.resolve(message.value as never);
        else call?.reject(new Error(message.error));
      }
    });
    current.on('error', (error) => options.log(`${options.name} failed: ${String(error)}`));
    current.on('exit', () => {
      if (worker === current) worker = null;
      for (const call of pending.values()) call.reject(new ThreadGone(`${options.name} stopped`));
      pending.clear();
      if (!stopping) setTimeout(() => stopping || worker || spawn(), options.restartMs ?? 1_000).unref();
    });
  }

  const send = (message: ToThread) => worker?.postMessage(message);

  return {
    start(): void {
      stopping = false;
      if (!worker) spawn();
    },
    call<T>(payload: unknown): Promise<T> {
      if (!worker) return Promise.reject(new ThreadGone(`${options.name} is not running`));
      const id = ++nextId;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: never) => void, reject });
        send({ type: 'call', id, payload });
      });
    },
    notify(payload: unknown): void {
      send({ type: 'note', payload });
    },
    async stop(graceMs?: number): Promise<void> {
      stopping = true;
      const current = worker;
      if (!current) return;
      await new Promise<void>((resolve) => {
        // A send to a mail server that hangs must not hold the server's shutdown for ever.
        const deadline = setTimeout(
          () => void current.terminate(),
          graceMs === undefined ? 15_000 : graceMs + HAND_BACK_MS,
        );
        current.once('exit', () => {
          clearTimeout(deadline);
          resolve();
        });
        send(graceMs === undefined ? { type: 'stop' } : { type: 'stop', graceMs });
      });
    },
  };
}
