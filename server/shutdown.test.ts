/** @jest-environment node */
/**
 * The stop on SIGTERM (server/shutdown.ts), against the real server in a process of its own
 * (test/startup/shutdownChild.ts, wired as server/index.ts: intake and relay threads), as a
 * client, a mail server and an operator see it:
 * - a request under way when the signal comes gets its answer; a new connection is refused;
 *   the process exits 0 and says it closed cleanly;
 * - a request that outlasts the grace is cut, and so is a mail the mail server has not
 *   answered: that mail is back in the queue, unleased and not marked sent, for the next
 *   start; the process exits 1 and the log names what was cut;
 * - a second signal during the grace ends the process at once.
 * The requests under way are held by the test (a body sent in two halves), never by a timing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import { VALID_VALUES } from '../test/forms/validValues.ts';
import { makeSite, startSmtp } from '../test/forms/serverKit.ts';
import { answeringSmtp, type AnsweringSmtp } from '../test/mail/answeringSmtp.ts';
import { testSqlFor } from '../test/db/testSql.ts';

// Server processes with worker threads, started from their sources: sized for a slow machine.
jest.setTimeout(120_000);

const CHILD = path.resolve('test/startup/shutdownChild.ts');
type Site = ReturnType<typeof makeSite>;

interface Server {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The log lines' messages so far. */
  log: string[];
  /** Resolves once a log message matches. */
  logged(pattern: RegExp): Promise<string>;
}

const running = new Set<ChildProcess>();
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
  await Promise.all(closers.splice(0).map((close) => close()));
});

function startServer(site: Site, smtpPort: number, graceMs: number): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CHILD, site.distDir, site.detailManifest, site.dataDir, String(smtpPort), String(graceMs)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const log: string[] = [];
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let rest = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const port = /^listening (\d+)$/.exec(line)?.[1];
        if (port) {
          resolve({ port: Number(port), child, exited, log, logged });
          continue;
        }
        let message = line;
        try {
          message = String((JSON.parse(line) as { msg?: unknown }).msg ?? '');
        } catch {
          // not a log line
        }
        log.push(message);
        for (const wait of waiting.filter((w) => w.pattern.test(message))) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(message);
        }
      }
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });

  function logged(pattern: RegExp): Promise<string> {
    const found = log.find((line) => pattern.test(line));
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => waiting.push({ pattern, resolve }));
  }
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

function readAnswer(response: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('error', reject);
    response.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
    });
  });
}

function call(port: number, method: string, url: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (response) => void readAnswer(response).then(resolve, reject),
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function contactValues(port: number, marker: string): Promise<Record<string, unknown>> {
  const { body } = await call(port, 'GET', '/api/forms/challenge');
  const challenge = body as { algorithm: string; challenge: string; maxnumber: number; salt: string };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('captcha not solved');
  const { maxnumber: _max, ...rest } = body;
  return {
    ...VALID_VALUES['site-contact'],
    remarks: `Is the garden south-facing? (${marker})`,
    lng: 'fr',
    captcha: Buffer.from(JSON.stringify({ ...rest, number: solution.number })).toString('base64'),
  };
}

/**
 * A form whose body is sent in two halves: it resolves once the server has the request
 * (it answered "100 Continue" to its headers) and the first half is on its way; `finish()`
 * sends the rest. `answer` settles with the server's answer, or rejects if the socket closed.
 */
function halfSentForm(port: number, values: Record<string, unknown>) {
  const payload = Buffer.from(JSON.stringify(values));
  const half = Math.floor(payload.length / 2);
  let answer!: Promise<Answer>;
  const started = new Promise<{ answer: Promise<Answer>; finish: () => void }>((ready, failed) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/forms/site-contact',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': String(payload.length),
        expect: '100-continue',
      },
    });
    answer = new Promise<Answer>((resolve, reject) => {
      request.on('response', (response) => void readAnswer(response).then(resolve, reject));
      request.on('error', reject);
    });
    // Awaited by the test later, maybe after the socket was cut: not an unhandled rejection meanwhile.
    answer.catch(() => undefined);
    request.on('error', failed);
    request.on('continue', () => {
      request.write(payload.subarray(0, half));
      ready({ answer, finish: () => request.end(payload.subarray(half)) });
    });
    request.flushHeaders();
  });
  return started;
}

/** Whether a new connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

interface MailRow {
  id: number;
  status: string;
  lease_until: number | null;
}

async function stored(site: Site) {
  const sql = await testSqlFor(site.dataDir);
  try {
    const submissions = await sql.all<{ id: number }>('SELECT id FROM submissions ORDER BY id');
    const outbox = await sql.all<MailRow>('SELECT id, status, lease_until FROM outbox ORDER BY id');
    return { submissions: submissions.length, outbox };
  } finally {
    await sql.close();
  }
}

/** Resolves once `done()` holds (the test's limit ends a wait that never would). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

it('lets the request under way finish with its answer, refuses new connections, and exits 0', async () => {
  const site = makeSite();
  const smtp = await startSmtp();
  closers.push(() => smtp.stop());
  // A grace far longer than the test: the process ends because everything finished, not because of it.
  const server = await startServer(site, smtp.port, 90_000);
  const form = await halfSentForm(server.port, await contactValues(server.port, 'under way'));

  server.child.kill('SIGTERM');
  await server.logged(/^shutdown: no new connections taken; 1 requests still running$/);
  expect(await refused(server.port)).toBe(true);

  form.finish();
  const answer = await form.answer;
  expect(answer.status).toBe(202);
  expect(await server.exited).toBe(0);
  expect(server.log).toContainEqual(expect.stringMatching(/^SIGTERM: stopping; 1 requests under way have 90000 ms/));
  expect(server.log).toContainEqual(expect.stringMatching(/^shutdown: closed cleanly in \d+ ms; exit 0$/));

  // Stored with its mails. The relay stopped with the signal, unless its thread was still starting
  // then: a mail it was sending went out and is marked sent; the others wait, unleased, for the next start.
  const after = await stored(site);
  expect(after.submissions).toBe(1);
  expect(after.outbox.length).toBeGreaterThan(0);
  for (const mail of after.outbox) expect(['sent', 'pending']).toContain(mail.status);
  expect(after.outbox.filter((mail) => mail.lease_until !== null)).toEqual([]);
  expect(after.outbox.filter((mail) => mail.status === 'sent').length).toBe(smtp.mails.length);
});

it('cuts what outlasts the grace, gives the mails being sent back to the queue, and exits 1', async () => {
  const site = makeSite();
  const smtp: AnsweringSmtp = await answeringSmtp();
  closers.push(() => smtp.close());
  // The mail server takes the mails but never answers: they are being sent when the signal comes.
  smtp.hold();
  const server = await startServer(site, smtp.port, 1_500);
  expect(
    (await call(server.port, 'POST', '/api/forms/site-contact', await contactValues(server.port, 'sent'))).status,
  ).toBe(202);
  await until(() => smtp.received.length > 0);
  const form = await halfSentForm(server.port, await contactValues(server.port, 'never finished'));

  server.child.kill('SIGTERM');
  await expect(form.answer).rejects.toThrow();
  expect(await server.exited).toBe(1);
  expect(server.log).toContainEqual(
    expect.stringMatching(
      /^shutdown: the grace of 1500 ms is over; 1 requests cut: POST \/api\/forms\/site-contact \(\d+ ms\)$/,
    ),
  );
  expect(server.log).toContainEqual(
    expect.stringMatching(/^mail relay: the shutdown's grace is over: \d+ claimed mails given back/),
  );
  expect(server.log).toContainEqual(
    expect.stringMatching(/^shutdown: closed after its grace ran out in \d+ ms; exit 1$/),
  );

  // Nothing marked sent that the mail server did not confirm; every mail free for the next start at once.
  const after = await stored(site);
  expect(after.submissions).toBe(1);
  expect(after.outbox.length).toBeGreaterThan(0);
  for (const mail of after.outbox) expect(mail).toMatchObject({ status: 'pending', lease_until: null });
});

it('exits at once on a second signal during the grace', async () => {
  const site = makeSite();
  const smtp = await startSmtp();
  closers.push(() => smtp.stop());
  const server = await startServer(site, smtp.port, 90_000);
  const form = await halfSentForm(server.port, await contactValues(server.port, 'interrupted'));

  server.child.kill('SIGTERM');
  await server.logged(/^shutdown: no new connections taken/);
  server.child.kill('SIGINT');
  expect(await server.exited).toBe(1);
  await expect(form.answer).rejects.toThrow();
  expect(server.log).toContainEqual(
    expect.stringMatching(/^SIGINT again: exiting at once; 1 requests cut: POST \/api\/forms\/site-contact/),
  );
});
