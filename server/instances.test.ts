/** @jest-environment node */
/**
 * Two server processes on one PostgreSQL database, as behind a load balancer (issue 22):
 * - an owner logged in on one is logged in on the other, and ten failed logins spread over
 *   both lock the account as on one;
 * - a visitor counted on both the same day counts once;
 * - form submissions spread over both while one is killed with SIGKILL, each retried on the
 *   other with its Idempotency-Key when its answer was lost, as a browser retries: every
 *   submission answered 2xx is stored exactly once, and its mails reach a real SMTP server
 *   exactly once each (the only repeat allowed is a mail the killed instance had handed to
 *   the mail server before its "sent" mark, and it carries the same Message-ID);
 * - the same 40 submissions reach the agency's CRM (the test CRM) as leads, each once (the only
 *   repeat allowed is a lead the killed instance was handing over, with the same CustomStr1).
 * Needs PostgreSQL (npm run test:pg, which CI runs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import { makeSite, startSmtp } from '../test/forms/serverKit.ts';
import { VALID_VALUES } from '../test/forms/validValues.ts';
import { testEngine } from '../test/db/testSql.ts';
import { openSql } from './db/open.ts';
import type { DatabaseSettings } from './db/settings.ts';
import type { Sql } from './db/sql.ts';
import { CUSTOMER, PASSWORD, manualClock, startCrm } from '../test/crm/kit.ts';
import type { TestCrm } from '../test/crm/server.ts';

const CHILD = path.resolve('test/multi/instanceChild.ts');
const OWNER = { email: 'anne@example.be', password: 'anne-password' };

interface Instance {
  child: ChildProcess;
  base: string;
}

function startInstance(config: object): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, INSTANCE_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    });
    child.on('exit', (code) => reject(new Error(`instance exited ${code}: ${stderr}`)));
  });
}

async function captchaFrom(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/forms/challenge`)).json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  const { maxnumber: _max, ...rest } = challenge;
  return Buffer.from(JSON.stringify({ ...rest, number: solution?.number })).toString('base64');
}

const json = (body: object, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', origin: 'https://www.immo-famenne.be', ...headers },
});

(testEngine === 'postgres' ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let a: Instance;
  let b: Instance;
  let sql: Sql;
  let crm: TestCrm;
  const dirs: string[] = [];
  const schema = `instances_${process.pid}`;

  beforeAll(async () => {
    smtp = await startSmtp();
    crm = await startCrm(manualClock(Date.now()));
    const site = makeSite();
    const database: DatabaseSettings = {
      engine: 'postgres',
      url: process.env.TEST_DATABASE_URL ?? '',
      schema,
      poolSize: 6,
    };
    const demoDir = mkdtempSync(path.join(tmpdir(), 'instances-'));
    dirs.push(demoDir);
    const demoFile = path.join(demoDir, 'owners.json');
    const none = { calendar: [], communications: [], media: [] };
    const visits = { base: 0, trend: 0, weekendBoost: 1 };
    writeFileSync(
      demoFile,
      JSON.stringify({
        owners: [
          {
            ...OWNER,
            name: 'Anne',
            lng: 'fr',
            properties: [{ id: 120, source: 'web', sinceDaysAgo: 1, ...none, visits }],
          },
        ],
      }),
    );
    const config = (name: string) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `instance-${name}-`));
      dirs.push(dataDir);
      const crmSettings = { url: crm.url, customer: CUSTOMER, password: PASSWORD };
      return { ...site, name, dataDir, database, smtpPort: smtp.port, demoFile, leaseMs: 3_000, crm: crmSettings };
    };
    // Started together: one migrates and seeds, the other waits and finds it done.
    [a, b] = await Promise.all([startInstance(config('a')), startInstance(config('b'))]);
    sql = await openSql(database);
  }, 60_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill('SIGTERM');
    await sql?.run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await sql?.close();
    await smtp?.stop();
    await crm?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps an owner logged in on both, and locks the account after ten failures spread over both', async () => {
    const login = await fetch(`${a.base}/api/owner/login`, json({ ...OWNER, lng: 'fr' }));
    expect(login.status).toBe(200);
    const session = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const onB = await fetch(`${b.base}/api/owner/session`, { headers: { cookie: session } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email: OWNER.email });

    const wrong = { email: OWNER.email, password: 'not-it', lng: 'fr' };
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${(i % 2 ? b : a).base}/api/owner/login`, json(wrong));
      expect(response.status).toBe(401);
    }
    for (const instance of [a, b]) {
      const refused = await fetch(`${instance.base}/api/owner/login`, json({ ...OWNER, lng: 'fr' }));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }, 60_000);

  it('counts a visitor seen by both instances the same day once', async () => {
    const beacon = {
      method: 'POST',
      body: '{"id":120}',
      headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
    };
    expect((await fetch(`${a.base}/api/visits`, beacon)).status).toBe(204);
    expect((await fetch(`${b.base}/api/visits`, beacon)).status).toBe(204);
    // Each instance writes its counts every second: polled until both have (the limit only ends a hang).
    let row: { views: number; visitors: number } | undefined;
    for (const end = Date.now() + 60_000; Date.now() < end;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      row = await sql.get<{ views: number; visitors: number }>(
        `SELECT COALESCE(SUM(views), 0) AS "views", COALESCE(SUM(visitors), 0) AS "visitors"
         FROM visits_daily WHERE property_id = 120 AND day = (SELECT MAX(day) FROM visits_daily WHERE property_id = 120)`,
      );
      if (row?.views === 2) break;
    }
    expect(row).toEqual({ views: 2, visitors: 1 });
  }, 120_000);

  it('stores each answered submission once and delivers its mails once, with one instance killed midway', async () => {
    const total = 40;
    const answered: number[] = [];
    let killed = false;
    let next = 0;
    const send = async (n: number) => {
      const key = `instances-${process.pid}-${n}`;
      const values = {
        ...VALID_VALUES['site-contact'],
        email: `visitor${n}@example.be`,
        remarks: `marker-${n}`,
        lng: 'fr',
      };
      // Round robin, as a balancer; a lost answer is retried on the other instance with the same key.
      for (const instance of n % 2 ? [b, a] : [a, b]) {
        try {
          const response = await fetch(
            `${instance.base}/api/forms/site-contact`,
            json({ ...values, captcha: await captchaFrom(instance.base) }, { 'idempotency-key': key }),
          );
          if (response.status === 202) {
            answered.push(n);
            return;
          }
          throw new Error(`status ${response.status}: ${await response.text()}`);
        } catch (error) {
          if (instance === b && killed) continue;
          throw error;
        }
      }
    };
    const lane = async () => {
      for (let n = next++; n < total; n = next++) {
        if (n === total / 2 && !killed) {
          killed = true;
          b.child.kill('SIGKILL');
        }
        await send(n);
      }
    };
    await Promise.all(Array.from({ length: 4 }, lane));
    expect([...answered].sort((x, y) => x - y)).toEqual(Array.from({ length: total }, (_, n) => n));

    const stored = await sql.all<{ data: string; n: number }>(
      `SELECT data, COUNT(*) OVER (PARTITION BY data) AS "n" FROM submissions WHERE kind = 'site-contact'`,
    );
    const markers = stored.map((row) => (JSON.parse(row.data) as { remarks: string }).remarks).sort();
    expect(markers).toEqual(Array.from({ length: total }, (_, n) => `marker-${n}`).sort());

    const expected = await sql.all<{ id: number; created_at: number }>(
      `SELECT o.id, o.created_at FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.kind = 'site-contact'`,
    );
    expect(expected.length).toBeGreaterThanOrEqual(total);
    // Delivered by instance A alone once B is gone, the mails B had leased included (after their lease).
    const ids = new Set(expected.map((row) => `outbox-${row.id}-${row.created_at}`));
    const idOf = (mail: (typeof smtp.mails)[number]) =>
      /<(outbox-\d+-\d+)@/.exec(mail.parsed.messageId ?? '')?.[1] ?? '';
    // Until every mail is marked sent: those B had leased go again from A once their lease is over
    // (polled; the limit only ends a hang, and the check of their status below then fails).
    for (const end = Date.now() + 90_000; Date.now() < end;) {
      const pending = await sql.get<{ n: number }>(
        `SELECT COUNT(*) AS "n" FROM outbox o JOIN submissions s ON s.id = o.submission_id
         WHERE s.kind = 'site-contact' AND o.status <> 'sent'`,
      );
      if (pending?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Which instance handed each copy to the mail server (test/multi/instanceChild.ts says so in each mail).
    const senders = new Map<string, string[]>();
    for (const mail of smtp.mails) {
      const id = idOf(mail);
      const sender = String(mail.parsed.headers.get('x-test-instance') ?? '?');
      if (ids.has(id)) senders.set(id, [...(senders.get(id) ?? []), sender]);
    }
    expect(senders.size).toBe(ids.size);
    const repeats = [...senders.values()].filter((copies) => copies.length > 1);
    // A repeat is only a mail B was handing to the mail server when it was killed (on its three
    // SMTP connections at most), sent again by A with the same Message-ID once B's lease was over.
    for (const copies of repeats) expect(copies).toEqual(['b', 'a']);
    expect(repeats.length).toBeLessThanOrEqual(3);
    const rows = await sql.all<{ status: string }>(
      `SELECT DISTINCT o.status FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.kind = 'site-contact'`,
    );
    expect(rows).toEqual([{ status: 'sent' }]);

    // The leads: until every CRM job is done (B's leased ones go from A after their lease).
    for (const end = Date.now() + 90_000; Date.now() < end;) {
      const pending = await sql.get<{ n: number }>(`SELECT COUNT(*) AS "n" FROM crm_jobs WHERE status <> 'done'`);
      if (Number(pending?.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const jobStatus = await sql.all<{ status: string }>('SELECT DISTINCT status FROM crm_jobs');
    expect(jobStatus).toEqual([{ status: 'done' }]);
    const copies = new Map<string, string[]>();
    for (const lead of crm.leads.received) {
      const marker = /marker-\d+/.exec(String(lead.params.Content))?.[0] ?? '?';
      copies.set(marker, [...(copies.get(marker) ?? []), String(lead.params.CustomStr1)]);
    }
    expect([...copies.keys()].sort()).toEqual(Array.from({ length: total }, (_, n) => `marker-${n}`).sort());
    const twice = [...copies.values()].filter((keys) => keys.length > 1);
    // At most the one lead B was handing over when it was killed, sent again with its key.
    expect(twice.length).toBeLessThanOrEqual(1);
    for (const keys of twice) expect(new Set(keys).size).toBe(1);
  }, 240_000);
});
