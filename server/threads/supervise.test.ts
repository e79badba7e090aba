/** @jest-environment node */
import { supervisedThread, ThreadGone } from './supervise.ts';
import { sourceWorker } from '../../test/forms/serverKit.ts';

function echoThread(logs: string[] = []) {
  return supervisedThread({
    script: sourceWorker('test/threads/echoWorker.ts'),
    workerData: { tag: 'A' },
    name: 'echo',
    log: (message) => logs.push(message),
    restartMs: 50,
  });
}

async function eventually<T>(probe: () => Promise<T>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('a supervised worker thread', () => {
  it('answers calls with what the worker returned, and passes its failures on', async () => {
    const thread = echoThread();
    thread.start();
    await expect(thread.call({ n: 1 })).resolves.toEqual({ echo: { n: 1 }, tag: 'A' });
    await expect(thread.call('fail')).rejects.toThrow('refused');
    await thread.stop();
  }, 20_000);

  it('rejects the calls under way when the worker dies, then starts it again', async () => {
    const logs: string[] = [];
    const thread = echoThread(logs);
    thread.start();
    await expect(thread.call('warm')).resolves.toMatchObject({ echo: 'warm' });
    await expect(thread.call('die')).rejects.toBeInstanceOf(ThreadGone);
    await expect(eventually(() => thread.call('back'))).resolves.toMatchObject({ echo: 'back' });
    thread.notify('hello');
    await eventually(async () => {
      if (!logs.includes('echo: noted hello')) throw new Error('not yet');
    });
    await thread.stop();
  }, 20_000);

  it('refuses calls once stopped, and is not started again', async () => {
    const thread = echoThread();
    thread.start();
    await thread.call('warm');
    await thread.stop();
    await expect(thread.call('late')).rejects.toBeInstanceOf(ThreadGone);
    // Proves an absence: a restart would be due 50 ms after the worker's exit, which stop() awaited,
    // so its timer would fire before this one, however slow the machine.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(thread.call('later')).rejects.toBeInstanceOf(ThreadGone);
  }, 20_000);
});
