/**
 * The relay as the server runs it: in its own thread (relayWorker.ts), answering to the same
 * calls as the in-process relay of the tests.
 */
import { supervisedThread } from '../threads/supervise.ts';
import type { Relay } from './relay.ts';
import type { RelayWorkerData } from './relayWorker.ts';

export function relayThread(script: URL, data: RelayWorkerData, log: (message: string) => void): Relay {
  const thread = supervisedThread({ script, workerData: data, name: 'mail relay', log, restartMs: 5_000 });
  let wakeQueued = false;
  return {
    start: () => thread.start(),
    /** Mail was stored: one note per turn of the event loop, however many submissions. */
    wake(): void {
      if (wakeQueued) return;
      wakeQueued = true;
      setImmediate(() => {
        wakeQueued = false;
        thread.notify('wake');
      });
    },
    run: () => thread.call<number>('run').catch(() => 0),
    stop: (graceMs) => thread.stop(graceMs),
  };
}
