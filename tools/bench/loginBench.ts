/**
 * A real owner's login while bogus logins flood the password-hash queue (server/auth/password.ts:
 * 2 hashes running, 8 waiting, 3 per address). The built server in its own process, as deployed,
 * with the demo owners (DEMO_OWNERS=1) and TRUST_PROXY=1, so that each bogus login comes from an
 * address of its own (X-Forwarded-For) and an unknown account, as a botnet's would: neither the
 * per-address share nor the login throttle stops them, only the queue's size does.
 *   - quiet: the owner logs in BENCH_LOGINS (20) times, one after the other, nothing else running;
 *   - flooded: for each count of BENCH_LOGIN_FLOOD (8 and 40), that many bogus logins in flight at
 *     all times while the same owner logs in BENCH_LOGINS times. Each try given a place in the
 *     queue is timed to its answer; a "busy" answer (503, the queue full) is counted, and the owner
 *     tries again after its Retry-After, as a patient person would, for up to a minute: the time
 *     to be logged in counts those waits too.
 * Needs `npm run build`. Run alone with `npx tsx tools/bench/loginBench.ts` (BENCH_LOGIN_PORT
 * picks the port, a free one otherwise).
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, HOST, startBuiltServer } from './builtServer.ts';

/** A demo owner of the README. */
const OWNER = { email: 'famille.delvaux@example.be', password: 'demo-owner-2026', lng: 'fr' };

export interface Stats {
  p50: number;
  p95: number;
  max: number;
  n: number;
}

export interface Flooded {
  /** Bogus logins in flight at all times. */
  concurrency: number;
  /** Bogus logins answered per second, and the share of them answered busy. */
  perSecond: number;
  busyShare: number;
  /** The owner's tries that got a place in the queue, to their answer. */
  accepted: Stats;
  /** The owner's tries, and how many were answered busy. */
  tries: number;
  busy: number;
  /** From the first try to logged in, the waits after busy answers included. */
  loggedIn: Stats;
  /** Logins the owner gave up after GIVE_UP_MS of busy answers. */
  gaveUp: number;
}

export interface LoginBench {
  quiet: Stats;
  flooded: Flooded[];
  machine: string;
}

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(50), p95: at(95), max: sorted.at(-1) ?? Number.NaN, n: sorted.length };
}

interface Answer {
  status: number;
  retryAfterS: number;
}

function login(port: number, agent: http.Agent, body: object, address: string): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: HOST,
        port,
        agent,
        method: 'POST',
        path: '/api/owner/login',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          origin: `http://${HOST}:${port}`,
          'x-forwarded-for': address,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfterS: Number(response.headers['retry-after'] ?? 2) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the owner keeps trying before giving up a login. */
const GIVE_UP_MS = 60_000;

/**
 * The owner's logins one after the other: each try timed (to its answer), the time to be
 * logged in, and the logins given up after GIVE_UP_MS of busy answers.
 */
async function ownerLogins(port: number, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const accepted: number[] = [];
  const loggedIn: number[] = [];
  let tries = 0;
  let busy = 0;
  let gaveUp = 0;
  for (let i = 0; i < count; i++) {
    const first = performance.now();
    for (;;) {
      const started = performance.now();
      const answer = await login(port, agent, OWNER, '192.0.2.10');
      tries++;
      if (answer.status === 200) {
        accepted.push(performance.now() - started);
        loggedIn.push(performance.now() - first);
        break;
      }
      if (answer.status !== 503) throw new Error(`the owner's login answered ${answer.status}`);
      busy++;
      if (performance.now() - first + answer.retryAfterS * 1000 > GIVE_UP_MS) {
        gaveUp++;
        break;
      }
      await sleep(answer.retryAfterS * 1000);
    }
    // A person between two logins: the flood meanwhile fills the queue again.
    await sleep(200);
  }
  agent.destroy();
  return { accepted, loggedIn, tries, busy, gaveUp };
}

/** The owner's logins while `concurrency` bogus logins are in flight at all times. */
async function flooded(port: number, logins: number, concurrency: number): Promise<Flooded> {
  let flooding = true;
  let sent = 0;
  let refused = 0;
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const attacker = async () => {
    while (flooding) {
      const n = next++;
      // An address and an unknown account of its own each time: no share or throttle stops it.
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const answer = await login(port, agent, { email: `bot${n}@example.com`, password: 'x', lng: 'fr' }, address);
      sent++;
      if (answer.status === 503) refused++;
    }
  };
  const attackers = Array.from({ length: concurrency }, attacker);
  // The queue full before the owner comes.
  await sleep(2_000);
  const started = performance.now();
  const [sentBefore, refusedBefore] = [sent, refused];
  const owner = await ownerLogins(port, logins);
  const seconds = (performance.now() - started) / 1000;
  const [answered, busy] = [sent - sentBefore, refused - refusedBefore];
  flooding = false;
  await Promise.all(attackers);
  agent.destroy();
  return {
    concurrency,
    perSecond: answered / seconds,
    busyShare: answered > 0 ? busy / answered : 0,
    accepted: stats(owner.accepted),
    tries: owner.tries,
    busy: owner.busy,
    loggedIn: stats(owner.loggedIn),
    gaveUp: owner.gaveUp,
  };
}

export async function benchLogin(
  port?: number,
  logins = Number(process.env.BENCH_LOGINS ?? 20),
  floods = (process.env.BENCH_LOGIN_FLOOD ?? '8,40').split(',').map(Number),
): Promise<LoginBench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'login-bench-'));
  const serverPort = port ?? (await freePort());
  const server = await startBuiltServer(serverPort, dataDir, { DEMO_OWNERS: '1', TRUST_PROXY: '1' });
  try {
    // The first login waits for the demo owners' seed (four scrypt hashes at start).
    await ownerLogins(serverPort, 1);
    const [one, five] = loadavg();
    const machine = `${availableParallelism()} cores, load average ${one?.toFixed(1)} / ${five?.toFixed(1)} before`;
    const quiet = await ownerLogins(serverPort, logins);
    const results: Flooded[] = [];
    for (const concurrency of floods) results.push(await flooded(serverPort, logins, concurrency));
    return { quiet: stats(quiet.accepted), flooded: results, machine };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const line = (s: Stats) => `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)} (${s.n})`;

export function loginLines(bench: LoginBench): string[] {
  return [
    `\nOwner login while bogus logins from as many addresses flood the hash queue (${bench.machine}):`,
    `  quiet: ${line(bench.quiet)}`,
    ...bench.flooded.map(
      (f) =>
        `  ${f.concurrency} bogus logins in flight (${f.perSecond.toFixed(0)}/s answered, ${(f.busyShare * 100).toFixed(0)}% busy): ` +
        `a try given a place ${line(f.accepted)}; ${f.busy} of ${f.tries} tries busy; ` +
        `logged in (retrying after Retry-After) ${line(f.loggedIn)}, ${f.gaveUp} given up after ${GIVE_UP_MS / 1000} s`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = process.env.BENCH_LOGIN_PORT ? Number(process.env.BENCH_LOGIN_PORT) : undefined;
  for (const text of loginLines(await benchLogin(port))) console.log(text);
}
