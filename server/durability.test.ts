/** @jest-environment node */
/**
 * "Accepted means stored" and "each mail once", against the real server in a process of its
 * own (test/startup/durabilityChild.ts) on 127.0.0.1, as a visitor's browser and a mail server
 * see it:
 * - wired as server/index.ts runs it (intake and relay threads), killed with SIGKILL while
 *   forms are in flight and started again on the same data folder, every form answered 202 (before or after the restart) is stored exactly once, with its
 *   mails, and a retry with the same Idempotency-Key gets the first answer;
 * - with the mail server down the relay keeps the mails and counts its tries; once it is back
 *   each mail arrives exactly once (by Message-ID) and is marked sent.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { VALID_VALUES } from '../test/forms/validValues.ts';
import { captchaAnswer, makeSite, startSmtp, type CaptchaChallenge } from '../test/forms/serverKit.ts';
import { testSqlFor } from '../test/db/testSql.ts';
import { jsonAnswerOf, rawRequest, type JsonAnswer as Answer } from '../test/http/rawRequest.ts';
import { killChildServers, startChildServer, type ChildServer as Server } from '../test/startup/childServer.ts';

const CHILD = path.resolve('test/startup/durabilityChild.ts');
type Site = ReturnType<typeof makeSite>;

const mailServers = new Set<Awaited<ReturnType<typeof startSmtp>>>();
afterEach(async () => {
  killChildServers();
  await Promise.all([...mailServers].map((smtp) => smtp.stop()));
  mailServers.clear();
});

async function mailServer(port?: number) {
  const smtp = await startSmtp(port);
  mailServers.add(smtp);
  return smtp;
}

async function stopMailServer(smtp: Awaited<ReturnType<typeof startSmtp>>) {
  mailServers.delete(smtp);
  await smtp.stop();
}

/** Starts the real server on the site's data folder; resolves once it listens. */
function startServer(site: Site, smtpPort: number, wiring: 'threads' | 'manual'): Promise<Server> {
  return startChildServer(CHILD, [site.distDir, site.detailManifest, site.dataDir, String(smtpPort), wiring]);
}

async function stopServer(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

// A browser's share of sockets, not one per form: the server caps sockets per address.
const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });

/** One HTTP request; rejects when no answer came (refused, reset, killed). */
function call(port: number, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const request = rawRequest(port, method, url, {
    agent,
    timeout: 60_000,
    headers: payload ? { 'content-type': 'application/json', accept: 'application/json', ...headers } : headers,
  });
  const answer = jsonAnswerOf(request);
  request.on('timeout', () => request.destroy(new Error('no answer')));
  request.end(payload);
  return answer;
}

/** GET /api/forms/challenge and its answer, as the browser's widget does. */
async function solvedCaptcha(port: number): Promise<string> {
  const { body } = await call(port, 'GET', '/api/forms/challenge');
  return captchaAnswer(body as unknown as CaptchaChallenge);
}

interface Form {
  key: string;
  marker: string;
  values: Record<string, unknown>;
}

/** A contact form with its own sender (so no daily cap drops a confirmation) and a marker in its text. */
async function contactForm(port: number, run: string, index: number): Promise<Form> {
  const marker = `durability ${run} ${index}`;
  return {
    key: `durability-${run}-${index}`,
    marker,
    values: {
      ...VALID_VALUES['site-contact'],
      email: `visitor${index}.${run}@example.be`,
      remarks: `Is the garden south-facing? (${marker})`,
      lng: 'fr',
      captcha: await solvedCaptcha(port),
    },
  };
}

const submit = (port: number, form: Form) =>
  call(port, 'POST', '/api/forms/site-contact', form.values, { 'idempotency-key': form.key });

/**
 * What the browser does after "not sent": the same key and values again; only when the server
 * refuses the captcha does it ask for a new one (server/routes/forms.ts answers a replay
 * before it looks at the captcha, and leaves the captcha out of the request's hash).
 */
async function resend(port: number, form: Form): Promise<Answer> {
  const again = await submit(port, form);
  const errors = again.body.errors as Record<string, string> | undefined;
  if (again.status !== 400 || !errors?.captcha) return again;
  form.values = { ...form.values, captcha: await solvedCaptcha(port) };
  return submit(port, form);
}

interface Row {
  id: number;
  data: string;
}

interface Mail {
  id: number;
  submission_id: number;
  role: string;
  status: string;
  attempts: number;
  created_at: number;
}

async function storedState(site: Site) {
  const sql = await testSqlFor(site.dataDir);
  try {
    const submissions = await sql.all<Row>('SELECT id, data FROM submissions ORDER BY id');
    const outbox = await sql.all<Mail>(
      'SELECT id, submission_id, role, status, attempts, created_at FROM outbox ORDER BY id',
    );
    return { submissions, outbox };
  } finally {
    await sql.close();
  }
}

/** Each form stored exactly once, under the id its 202 answer named, with both its mails. */
async function expectStoredOnce(site: Site, forms: Form[], answers: Map<number, Answer>): Promise<void> {
  const { submissions, outbox } = await storedState(site);
  const stored = forms.map((form) =>
    submissions.filter((row) => (JSON.parse(row.data) as { remarks: string }).remarks.includes(`(${form.marker})`)),
  );
  // Exactly once each, under the id its 202 answer named; nothing else stored.
  expect(stored.map((rows) => rows.length)).toEqual(Array(forms.length).fill(1));
  expect(stored.map((rows) => rows[0]?.id)).toEqual(forms.map((_, index) => answers.get(index)?.body.id));
  expect(submissions).toHaveLength(forms.length);
  // Nothing half stored: each has its two mails (the agency's and the visitor's confirmation), no more.
  const roles = submissions.map((row) =>
    outbox
      .filter((mail) => mail.submission_id === row.id)
      .map((mail) => mail.role)
      .sort(),
  );
  expect(roles).toEqual(Array(forms.length).fill(['agency', 'visitor']));
}

jest.setTimeout(120_000);
afterAll(() => agent.destroy());

describe('a server killed with SIGKILL while forms are in flight', () => {
  it('stores every form it answered 202 exactly once, with its mails, and keeps its answers for the retries', async () => {
    const smtp = await mailServer();
    const site = makeSite();
    const run = randomBytes(4).toString('hex');
    let server = await startServer(site, smtp.port, 'threads');
    const forms = await Promise.all(Array.from({ length: 150 }, (_, index) => contactForm(server.port, run, index)));

    // All sent at once; the process is killed once 40 are answered, the others still on the way.
    const answers = new Map<number, Answer>();
    let killed = false;
    await Promise.all(
      forms.map((form, index) =>
        submit(server.port, form).then(
          (answer) => {
            if (killed) return;
            answers.set(index, answer);
            if (answers.size >= 40) {
              killed = true;
              server.child.kill('SIGKILL');
            }
          },
          () => undefined,
        ),
      ),
    );
    await server.exited;
    expect([...answers.values()].map((answer) => answer.status)).toEqual(Array(answers.size).fill(202));
    const unanswered = forms.map((_, index) => index).filter((index) => !answers.has(index));
    expect(unanswered.length).toBeGreaterThan(0);

    server = await startServer(site, smtp.port, 'threads');
    const retried = await Promise.all(unanswered.map((index) => resend(server.port, forms[index]!)));
    expect(retried.map((answer) => answer.status)).toEqual(Array(unanswered.length).fill(202));
    unanswered.forEach((index, n) => answers.set(index, retried[n]!));

    await expectStoredOnce(site, forms, answers);
    // A form answered before the kill, sent again (a double click, a reload): the first answer.
    const answeredBefore = [...answers.keys()].filter((index) => !unanswered.includes(index)).slice(0, 10);
    for (const index of answeredBefore) {
      const again = await resend(server.port, forms[index]!);
      expect({ status: again.status, replayed: again.headers['idempotent-replayed'], body: again.body }).toEqual({
        status: 202,
        replayed: 'true',
        body: answers.get(index)!.body,
      });
    }
    await stopServer(server);
    await stopMailServer(smtp);
    await expectStoredOnce(site, forms, answers);
  });
});

describe('the mail relay of the running server while the mail server is down', () => {
  it('keeps the mails and counts its tries, then delivers each exactly once when the mail server is back', async () => {
    const first = await mailServer();
    const smtpPort = first.port;
    await stopMailServer(first);
    const site = makeSite();
    const run = randomBytes(4).toString('hex');
    const server = await startServer(site, smtpPort, 'manual');
    const relayPass = async (advanceMs: number) => {
      await call(server.port, 'POST', '/__test/clock', { advanceMs });
      return (await call(server.port, 'POST', '/__test/relay', {})).body.delivered;
    };

    const forms = await Promise.all(Array.from({ length: 20 }, (_, index) => contactForm(server.port, run, index)));
    const answers = await Promise.all(forms.map((form) => submit(server.port, form)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(forms.length).fill(202));

    // Down: each pass tries every due mail, none leaves, each waits longer (30 s, then 60 s).
    expect(await relayPass(0)).toBe(0);
    expect(await relayPass(31_000)).toBe(0);
    const waiting = (await storedState(site)).outbox;
    expect(waiting).toHaveLength(2 * forms.length);
    expect(waiting.map((mail) => [mail.status, mail.attempts])).toEqual(Array(waiting.length).fill(['pending', 2]));
    // Not yet due again: a pass sends nothing and counts no try.
    expect(await relayPass(0)).toBe(0);
    expect((await storedState(site)).outbox.map((mail) => mail.attempts)).toEqual(Array(waiting.length).fill(2));

    const back = await mailServer(smtpPort);
    let delivered = 0;
    // The mails come due 60 s after their second try; a pass with nothing due sends nothing.
    for (let pass = 0; pass < 5 && delivered < waiting.length; pass++) delivered += Number(await relayPass(61_000));
    expect(delivered).toBe(waiting.length);
    expect(await relayPass(6 * 3600_000)).toBe(0);
    await stopServer(server);
    await stopMailServer(back);

    const outbox = (await storedState(site)).outbox;
    expect(outbox.map((mail) => mail.status)).toEqual(Array(outbox.length).fill('sent'));
    const expected = outbox.map((mail) => `<outbox-${mail.id}-${mail.created_at}@immo-famenne.be>`).sort();
    expect(back.mails.map((mail) => mail.parsed.messageId).sort()).toEqual(expected);
  });
});
