/**
 * The production-install check (issue 31, run by .ci/run): a copy of the built tree whose
 * node_modules holds only package.json's `dependencies` runs every part of the site. The copy's
 * server (`npm run serve`, as a deployment starts it) serves a page, takes a form through its
 * intake thread and mails it with its relay thread, and runs one sync and publish in its sync
 * child against the test CRM, which runs from this (full) tree like any outside service. While it
 * serves, the copy's `npm run db:backup` (the build's bundle: no tsx there) backs its data folder
 * up, and `npm run db:restore` puts it back into a new folder, the form's request in it.
 *
 *   node --import tsx test/production/check.ts PRUNED_DIR
 *
 * Prints what it checked and exits 0, or names the step that failed and exits 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { simpleParser } from 'mailparser';
import { VALID_VALUES } from '../forms/validValues.ts';
import { captchaAnswer, type CaptchaChallenge } from '../forms/serverKit.ts';
import { control, SECRET, syncNow, type LiveSite } from '../e2e/liveSite.ts';

const pruned = path.resolve(process.argv[2] ?? '');
const PORT = Number(process.env.PRODUCTION_CHECK_PORT ?? 4290);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CRM = `http://127.0.0.1:${PORT + 1}`;
/** Generous: a slow machine with both cores busy (no timing is asserted, these only end a hang). */
const PATIENCE_MS = 120_000;
const HOUSE_NL = '/nl/te-koop/marche-en-famenne/huis/120/';

const children: ChildProcess[] = [];
const logs = new Map<string, string[]>();

function start(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  const log: string[] = [];
  logs.set(name, log);
  // Its own process group: `npm run serve` starts the server under a shell, and all go together.
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  children.push(child);
  return child;
}

/** `npm run NAME -- ARGS` in the pruned copy, as an operator runs it there; its output, or an error. */
function npmRun(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = start(name, 'npm', ['run', '--silent', name, '--', ...args], pruned, env);
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve((logs.get(name) ?? []).join(''))
        : reject(new Error(`npm run ${name} exited with ${code}: ${(logs.get(name) ?? []).join('')}`)),
    ),
  );
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await delay(200);
  }
  throw new Error(`${what}: nothing after ${PATIENCE_MS / 1000} s`);
}

async function solvedCaptcha(): Promise<string> {
  return captchaAnswer((await (await fetch(`${ORIGIN}/api/forms/challenge`)).json()) as CaptchaChallenge);
}

const began = Date.now();
/** Seconds since the check began, printed beside each step (a figure to read, never asserted). */
const at = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  if (!process.argv[2]) throw new Error('usage: check.ts PRUNED_DIR');
  const devOnly = ['jest', 'vite', 'tsx', 'eslint'].filter((name) =>
    readdirSync(path.join(pruned, 'node_modules')).includes(name),
  );
  if (devOnly.length > 0) throw new Error(`${pruned} still has devDependencies: ${devOnly.join(', ')}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'production-check-'));

  start(
    'test CRM',
    process.execPath,
    ['--import', 'tsx', 'test/crm/demo.ts', '--port', String(PORT + 1)],
    process.cwd(),
    {},
  );
  await until('the test CRM', async () => ((await fetch(`${CRM}/control/state`)).ok ? true : undefined));
  const server = start('server', 'npm', ['run', 'serve', '--silent'], pruned, {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CRM_URL: CRM,
    CRM_CUSTOMER: 'immo-famenne-demo',
    CRM_PASSWORD: 'demo-crm-2026',
    CRM_SYNC_MINUTES: '600',
    CRM_SYNC_SECRET: SECRET,
    // The sync endpoint shares the forms' limit per address; a long first publish is followed by polling.
    FORMS_RATE_LIMIT: '500',
    NODE_ENV: '',
  });
  server.on('exit', (code) => code !== null && code !== 0 && console.error(`the server exited with ${code}`));
  await until('the server', async () => ((await fetch(`${ORIGIN}/api/health`)).ok ? true : undefined));

  const page = await fetch(`${ORIGIN}/fr/`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<html lang="fr"')) throw new Error(`GET /fr/ answered ${page.status}`);
  console.log(`✓ serves a page: GET /fr/ 200 (${at()})`);

  const marker = `production check ${Date.now()}`;
  const answer = await fetch(`${ORIGIN}/api/forms/site-contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': marker.replace(/ /g, '-') },
    body: JSON.stringify({
      ...VALID_VALUES['site-contact'],
      remarks: `Is the garden south-facing? (${marker})`,
      lng: 'fr',
      captcha: await solvedCaptcha(),
    }),
  });
  if (answer.status !== 202) throw new Error(`the contact form answered ${answer.status}: ${await answer.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  const mailed = await until('the contact mail in the outbox', async () => {
    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    const texts = await Promise.all(
      files.map(async (name) => (await simpleParser(readFileSync(path.join(outbox, name)))).text),
    );
    return texts.some((text) => text?.includes(marker)) ? files : undefined;
  });
  console.log(`✓ takes a form: 202, ${mailed.length} mails written by the relay thread (${at()})`);

  const archive = path.join(mkdtempSync(path.join(tmpdir(), 'production-backup-')), 'site.tar.gz');
  await npmRun('db:backup', [archive], { DATA_DIR: dataDir });
  const restored = path.join(path.dirname(archive), 'data');
  await npmRun('db:restore', [archive], { DATA_DIR: restored });
  const copy = new Database(path.join(restored, 'site.db'), { readonly: true });
  const kept = copy.prepare('SELECT COUNT(*) AS n FROM submissions WHERE data LIKE ?').get(`%${marker}%`) as {
    n: number;
  };
  copy.close();
  if (kept.n !== 1) throw new Error(`the restored database holds the contact request ${kept.n} times`);
  console.log(`✓ backs up while serving and restores: the request is in the restored database (${at()})`);

  const site: LiveSite = { origin: ORIGIN, crm: CRM, stop: async () => undefined };
  // Joins the sync the server started with (or runs one), so the change below is read by the next.
  const first = await syncNow(site);
  console.log(`  the sync at start: ${first.status} (${at()})`);
  await control(site, 'PATCH', '/listings/120', { Price: 299000 });
  const sync = await syncNow(site);
  if (sync.status !== 'published') throw new Error(`the sync ended ${sync.status}: ${sync.message ?? ''}`);
  const detail = await (await fetch(`${ORIGIN}${HOUSE_NL}`)).text();
  if (!detail.includes('299.000')) throw new Error(`${HOUSE_NL} does not show the new price after the publish`);
  console.log(`✓ syncs and publishes: release ${sync.release ?? '?'}, ${HOUSE_NL} shows € 299.000 (${at()})`);
}

try {
  await main();
  console.log('The production install runs every part.');
} catch (error) {
  console.error(`Production-install check failed: ${error instanceof Error ? error.message : String(error)}`);
  // The request log says little here; the start, the threads and the sync say what went wrong.
  const said = (log: string[]) =>
    log
      .join('')
      .split('\n')
      .filter((line) => !/"msg":"(incoming request|request completed)"/.test(line))
      .join('\n');
  for (const [name, log] of logs) console.error(`--- ${name} ---\n${said(log).slice(-6000)}`);
  process.exitCode = 1;
} finally {
  for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}
