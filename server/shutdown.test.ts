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
import net from 'node:net';
import path from 'node:path';
import { VALID_VALUES } from '../test/forms/validValues.ts';
import { captchaAnswer, makeSite, startSmtp, type CaptchaChallenge } from '../test/forms/serverKit.ts';
import { answeringSmtp, type AnsweringSmtp } from '../test/mail/answeringSmtp.ts';
import { testSqlFor } from '../test/db/testSql.ts';
import { jsonAnswerOf, rawRequest, type JsonAnswer } from '../test/http/rawRequest.ts';
import { killChildServers, startChildServer, type ChildServer } from '../test/startup/childServer.ts';

// Server processes with worker threads, started from their sources: sized for a slow machine.
jest.setTimeout(120_000);

const CHILD = path.resolve('test/startup/shutdownChild.ts');
type Site = ReturnType<typeof makeSite>;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  killChildServers();
  await Promise.all(closers.splice(0).map((close) => close()));
});

function startServer(site: Site, smtpPort: number, graceMs: number): Promise<ChildServer> {
  return startChildServer(CHILD, [site.distDir, site.detailManifest, site.dataDir, String(smtpPort), String(graceMs)]);
}

function call(port: number, method: string, url: string, body?: unknown): Promise<JsonAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const request = rawRequest(port, method, url, { headers: payload ? { 'content-type': 'application/json' } : {} });
  const answer = jsonAnswerOf(request);
  request.end(payload);
  return answer;
}

async function contactValues(port: number, marker: string): Promise<Record<string, unknown>> {
  const { body } = await call(port, 'GET', '/api/forms/challenge');
  return {
    ...VALID_VALUES['site-contact'],
    remarks: `Is the garden south-facing? (${marker})`,
    lng: 'fr',
    captcha: await captchaAnswer(body as unknown as CaptchaChallenge),
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
  let answer!: Promise<JsonAnswer>;
  const started = new Promise<{ answer: Promise<JsonAnswer>; finish: () => void }>((ready, failed) => {
    const request = rawRequest(port, 'POST', '/api/forms/site-contact', {
      headers: {
        'content-type': 'application/json',
        'content-length': String(payload.length),
        expect: '100-continue',
      },
    });
    answer = jsonAnswerOf(request);
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

/** A server whose mail server answers, and a form half sent to it. */
async function formUnderWay(marker: string) {
  const site = makeSite();
  const smtp = await startSmtp();
  closers.push(() => smtp.stop());
  // A grace far longer than the test: the process never ends because the grace ran out.
  const server = await startServer(site, smtp.port, 90_000);
  const form = await halfSentForm(server.port, await contactValues(server.port, marker));
  return { site, smtp, server, form };
}

it('lets the request under way finish with its answer, refuses new connections, and exits 0', async () => {
  const { site, smtp, server, form } = await formUnderWay('under way');

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
  const { server, form } = await formUnderWay('interrupted');

  server.child.kill('SIGTERM');
  await server.logged(/^shutdown: no new connections taken/);
  server.child.kill('SIGINT');
  expect(await server.exited).toBe(1);
  await expect(form.answer).rejects.toThrow();
  expect(server.log).toContainEqual(
    expect.stringMatching(/^SIGINT again: exiting at once; 1 requests cut: POST \/api\/forms\/site-contact/),
  );
});
