/**
 * POST /api/forms/site-contact under load, with the durable write (SQLite with
 * synchronous=FULL, or PostgreSQL: the database the server under test uses) and the relay
 * writing .eml files meanwhile: 10 connections (autocannon), the per-address
 * limit lifted, every request with its own solved captcha and Idempotency-Key, as a browser
 * sends them. A first run of WARMUP requests lets the server's JIT compile the request path
 * (a deployed server is warm) and is not counted in the figures. Afterwards every 202 of
 * both runs must be a row in the database: zero lost.
 */
import autocannon from 'autocannon';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { openSql } from '../../server/db/open.ts';
import type { DatabaseSettings } from '../../server/db/settings.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';

const WARMUP = 2_000;

export interface FormsBench {
  warmup: number;
  warmupAccepted: number;
  requests: number;
  accepted: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p99: number;
  rows: number;
  /** Outgoing mails stored: two per contact message (the agency's and the confirmation). */
  mails: number;
}

/** Challenges signed with the server's key and answered, like browsers would (small search space). */
async function answers(count: number, hmacKey: string): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const challenge = await createChallenge({ hmacKey, maxNumber: 10, expires: new Date(Date.now() + 600_000) });
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 10).promise;
    const { maxnumber: _max, ...rest } = challenge;
    out.push(Buffer.from(JSON.stringify({ ...rest, number: solution?.number })).toString('base64'));
  }
  return out;
}

/**
 * `baseUrls`: one instance, or several on one database, each loaded by its own 10 connections
 * at the same time (requests per second summed, the worst p50 and p99). `database`: the
 * settings the servers run with, to count what they stored.
 */
export async function benchForms(
  baseUrls: string[],
  database: DatabaseSettings,
  hmacKey: string,
  amount = 20_000,
): Promise<FormsBench> {
  const captchas = await answers(WARMUP + amount, hmacKey);
  // Bodies are made before the run, so the load generator spends its time sending.
  const stamp = Date.now();
  // Each message from its own visitor, as in real traffic: one address gets at most 10
  // confirmations a day (server/mail/recipientCap.ts), and the bench counts two mails each.
  const bodies = captchas.map((captcha, i) =>
    JSON.stringify({
      ...VALID_VALUES['site-contact'],
      lastName: `Bench ${i}`,
      email: `visitor.${i}@example.be`,
      lng: 'fr',
      captcha,
    }),
  );
  let next = 0;
  const loadOne = (baseUrl: string, count: number) =>
    autocannon({
      url: `${baseUrl}/api/forms/site-contact`,
      connections: 10,
      amount: count,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const i = next++ % bodies.length;
            return {
              ...request,
              headers: { ...request.headers, 'idempotency-key': `bench-${stamp}-${i}` },
              body: bodies[i],
            };
          },
        },
      ],
    });
  const load = async (count: number) => {
    const results = await Promise.all(baseUrls.map((url) => loadOne(url, Math.ceil(count / baseUrls.length))));
    const sum = (pick: (result: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
    const worst = (pick: (result: autocannon.Result) => number) => Math.max(...results.map(pick));
    return {
      total: sum((r) => r.requests.total),
      ok: sum((r) => r['2xx']),
      errors: sum((r) => r.errors + r.timeouts),
      non2xx: sum((r) => r.non2xx),
      rps: sum((r) => r.requests.average),
      p50: worst((r) => r.latency.p50),
      p99: worst((r) => r.latency.p99),
    };
  };
  const warm = await load(WARMUP);
  const result = await load(amount);
  const sql = await openSql(database, { role: 'bench', poolSize: 2 });
  const count = async (text: string) => (await sql.get<{ n: number }>(text))?.n ?? 0;
  const rows = await count(`SELECT COUNT(*) AS "n" FROM submissions WHERE kind = 'site-contact'`);
  const mails = await count('SELECT COUNT(*) AS "n" FROM outbox');
  await sql.close();
  return {
    warmup: warm.total,
    warmupAccepted: warm.ok,
    requests: result.total,
    accepted: result.ok,
    errors: result.errors + warm.errors,
    non2xx: result.non2xx + warm.non2xx,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    rows,
    mails,
  };
}
