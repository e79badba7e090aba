/**
 * The worker's side of supervise.ts: answers calls, takes notes, and on "stop" finishes its
 * work (within the grace the stop names, if it names one) and closes the port, which ends the thread.
 */
import { parentPort } from 'node:worker_threads';

export type ToThread =
  | { type: 'call'; id: number; payload: unknown }
  | { type: 'note'; payload: unknown }
  | { type: 'stop'; graceMs?: number };
export type FromThread =
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; error: string }
  | { type: 'log'; message: string }
  /** Its work is done and its database closed: what still holds the thread (a send given up) may be cut. */
  | { type: 'stopped' };

export interface Handlers {
  call(payload: unknown): Promise<unknown>;
  note?(payload: unknown): void;
  stop(graceMs?: number): Promise<void>;
}

export function serveThread(handlers: Handlers): { log: (message: string) => void } {
  const port = parentPort;
  if (!port) throw new Error('This file runs as a worker thread of the server');
  const post = (message: FromThread) => port.postMessage(message);
  port.on('message', (message: ToThread) => {
    if (message.type === 'call') {
      handlers.call(message.payload).then(
        (value) => post({ type: 'reply', id: message.id, ok: true, value }),
        (error: unknown) => post({ type: 'reply', id: message.id, ok: false, error: String(error) }),
      );
    } else if (message.type === 'note') handlers.note?.(message.payload);
    else if (message.type === 'stop') {
      void handlers.stop(message.graceMs).finally(() => {
        post({ type: 'stopped' });
        port.close();
      });
    }
  });
  return { log: (message) => post({ type: 'log', message }) };
}
