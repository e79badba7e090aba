/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.ts';
import { sameSecret } from '../routes/sync.ts';
import { childJob, lastResult } from './childJob.ts';
import type { SyncJobResult } from './types.ts';
import { STAMP, makeBase, page, setCurrent, titleOf, writeRelease } from './testKit.ts';

const SECRET = 'sync-secret-for-tests';

// Apps with a release view, and Node child processes: sized for a slow machine.
jest.setTimeout(60_000);

/** Polls until `done()` holds (the limit only ends a test that would otherwise hang). */
async function until(done: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** POSTs to the sync endpoint that reached its handler, which joins (or starts) the job there and then. */
let arrived = 0;

/** A job the test finishes by hand; `calls` counts its runs. */
function handJob() {
  const state: { calls: number; finish: (result: SyncJobResult) => void } = { calls: 0, finish: () => undefined };
  const job = () => {
    state.calls++;
    return new Promise<SyncJobResult>((resolve) => {
      state.finish = resolve;
    });
  };
  return { state, job };
}

const post = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/crm/sync', headers });

/** The app on a fixture base, with this job and the secret; `waitMs` shortens the endpoint's wait. */
async function appWithJob(base: ReturnType<typeof makeBase>, job: () => Promise<SyncJobResult>, waitMs?: number) {
  const app = await createApp({
    distDir: base.distDir,
    detailManifest: base.detailManifest,
    live: {
      dir: base.liveDir,
      graceMinutes: 60,
      stamp: STAMP,
      sync: { job, intervalMinutes: 5, secret: SECRET, ...(waitMs === undefined ? {} : { waitMs }) },
    },
  });
  // The last hook before the handler: the tests wait for the calls to get there, not for a time.
  app.addHook('preHandler', async (request) => {
    if (request.method === 'POST' && request.url === '/api/crm/sync') arrived++;
  });
  await app.ready();
  return app;
}

describe('the sync job on the server', () => {
  const base = makeBase();
  const hand = handJob();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithJob(base, hand.job);
  });
  afterAll(() => app.close());

  it('runs the job once at start, without holding up the start', () => {
    expect(hand.state.calls).toBe(1);
  });

  it('refuses a call without the secret or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [{}, { 'x-sync-secret': 'wrong' }, { 'x-sync-secret': `${SECRET}x` }];
    for (const headers of attempts) {
      const res = await post(app, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized' });
    }
  });

  it('joins the job under way: two calls, one run, both get its result, and its release is served next', async () => {
    const before = arrived;
    const first = post(app, { 'x-sync-secret': SECRET });
    const second = post(app, { 'x-sync-secret': SECRET });
    await until(() => arrived === before + 2, 'both calls to reach the job');
    expect(hand.state.calls).toBe(1);
    // The job publishes, as the real one does, before it answers.
    writeRelease(base.liveDir, 'r1', { files: { 'fr/a-vendre/index.html': page('fr', 'À vendre (r1)') } });
    setCurrent(base.liveDir, 'r1');
    const result: SyncJobResult = { status: 'published', release: 'r1', ms: 1234 };
    hand.state.finish(result);
    const answers = await Promise.all([first, second]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(result);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // Looked at after the job, not at the next poll.
    expect(app.release.current().id).toBe('r1');
    expect(titleOf((await app.inject({ url: '/fr/a-vendre/' })).body)).toBe('À vendre (r1)');
  });

  it('answers a refused feed with 200 and its problems, and a new call runs the job again', async () => {
    const before = arrived;
    const pending = post(app, { 'x-sync-secret': SECRET });
    await until(() => arrived === before + 1, 'the call to reach the job');
    expect(hand.state.calls).toBe(2);
    const refused: SyncJobResult = { status: 'refused', problems: ['property 120: Price: expected a number'], ms: 5 };
    hand.state.finish(refused);
    const res = await pending;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(refused);
  });
});

describe('a job longer than the endpoint waits', () => {
  const base = makeBase();
  const hand = handJob();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithJob(base, hand.job, 20);
  });
  afterAll(() => app.close());

  it('is answered 202 running, then GET says it runs, then how it ended', async () => {
    const headers = { 'x-sync-secret': SECRET };
    const started = await post(app, headers);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ status: 'running' });
    expect((await app.inject({ method: 'GET', url: '/api/crm/sync' })).statusCode).toBe(401);
    const during = await app.inject({ method: 'GET', url: '/api/crm/sync', headers });
    expect(during.json()).toEqual({ running: true, last: null });
    hand.state.finish({ status: 'unchanged', ms: 12 });
    // The job ends once the release has been looked at again (a read of the disk).
    const state = async () => (await app.inject({ method: 'GET', url: '/api/crm/sync', headers })).json();
    await until(async () => (await state()).running === false, 'the job to end');
    const after = await app.inject({ method: 'GET', url: '/api/crm/sync', headers });
    expect(after.json()).toEqual({ running: false, last: { status: 'unchanged', ms: 12 } });
    // The start's job and the POST were one run.
    expect(hand.state.calls).toBe(1);
  });
});

describe('the sync endpoint, configured otherwise', () => {
  it('does not exist without a secret', async () => {
    const base = makeBase();
    const job = jest.fn(async (): Promise<SyncJobResult> => ({ status: 'unchanged', ms: 1 }));
    const app = await createApp({
      distDir: base.distDir,
      live: { dir: base.liveDir, graceMinutes: 60, stamp: STAMP, sync: { job, intervalMinutes: 5, secret: null } },
    });
    const res = await post(app, { 'x-sync-secret': 'anything' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found' });
    await app.close();
  });

  it('answers a job that throws as failed, never 500', async () => {
    const base = makeBase();
    const job = jest.fn(async (): Promise<SyncJobResult> => {
      throw new Error('disk full');
    });
    const app = await createApp({
      distDir: base.distDir,
      live: { dir: base.liveDir, graceMinutes: 60, stamp: STAMP, sync: { job, intervalMinutes: 5, secret: SECRET } },
    });
    const res = await post(app, { 'x-sync-secret': SECRET });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', message: 'disk full' });
    await app.close();
  });

  it('compares secrets whole, whatever their lengths', () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true);
    expect(sameSecret('', SECRET)).toBe(false);
    expect(sameSecret(SECRET.slice(0, -1), SECRET)).toBe(false);
  });
});

describe('the sync in a child process', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'child-job-'));
  const script = (name: string, body: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, body);
    return file;
  };

  it('takes the last JSON line of stdout as the result, and sends stderr lines to the log', async () => {
    const logged: string[] = [];
    const file = script(
      'ok.mjs',
      `console.log('reading the CRM');\nconsole.error('page 1 of 2');\nconsole.error('page 2 of 2');\n` +
        `console.log(JSON.stringify({ status: 'published', release: 'r9', ms: 42 }));`,
    );
    const result = await childJob({ script: file, log: (line) => logged.push(line) }).run();
    expect(result).toEqual({ status: 'published', release: 'r9', ms: 42 });
    expect(logged).toEqual(['sync: page 1 of 2', 'sync: page 2 of 2']);
  });

  it('starts Node with the options it is given, before the script', async () => {
    const file = script(
      'heap.mjs',
      `import v8 from 'node:v8';\n` +
        `const mib = Math.round(v8.getHeapStatistics().heap_size_limit / 1048576);\n` +
        `console.log(JSON.stringify({ status: 'unchanged', message: String(mib), ms: 1 }));`,
    );
    const result = await childJob({ script: file, nodeArgs: ['--max-old-space-size=96'], log: () => {} }).run();
    expect(Number(result.message)).toBeLessThan(200);
  });

  it('reports an exit without a result, and a job past its timeout killed, as failed', async () => {
    const none = await childJob({ script: script('none.mjs', 'process.exit(3);'), log: () => undefined }).run();
    expect(none).toMatchObject({ status: 'failed', message: expect.stringContaining('code 3') });
    const slow = await childJob({
      script: script('slow.mjs', 'setInterval(() => undefined, 1000);'),
      timeoutMs: 200,
      log: () => undefined,
    }).run();
    expect(slow).toMatchObject({ status: 'failed', message: expect.stringContaining('killed') });
  });

  it('finds the result line among other output, and none in garbage', () => {
    expect(lastResult('{"status":"unchanged","ms":3}\nbye\n')).toEqual({ status: 'unchanged', ms: 3 });
    expect(lastResult('{"status":"done"}\n')).toBeNull();
  });
});
