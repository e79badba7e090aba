/** A worker for the supervisor's tests: echoes calls, fails on "fail", dies on "die". */
import { workerData } from 'node:worker_threads';
import { serveThread } from '../../server/threads/serve.ts';

const thread = serveThread({
  async call(payload) {
    if (payload === 'die') process.exit(3);
    if (payload === 'fail') throw new Error('refused');
    return { echo: payload, tag: (workerData as { tag: string }).tag };
  },
  note(payload) {
    thread.log(`noted ${String(payload)}`);
  },
  stop: async () => undefined,
});
