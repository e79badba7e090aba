/**
 * The forms' figures on each engine in one run (issue 22): SQLite (the embedded default), then
 * PostgreSQL with one instance and with two instances on the same database, each instance a
 * built server process with its own data folder. PostgreSQL is BENCH_DATABASE_URL's server, or
 * a throwaway cluster from Debian's postgresql package (scripts/pg/cluster.sh); without either
 * the PostgreSQL lines say so.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSettings } from '../../server/db/settings.ts';
import { benchForms, type FormsBench } from './formsBench.ts';

type Start = (port: number, env: Record<string, string>) => Promise<ChildProcess>;

const CLUSTER = path.resolve('scripts/pg/cluster.sh');
const TARGET = 'Target (PostgreSQL, one instance): >= 1,000 req/s, p99 <= 50 ms; zero errors, zero lost';

function line(label: string, forms: FormsBench): string {
  const accepted = forms.accepted + forms.warmupAccepted;
  return (
    `${label}: ${forms.rps.toFixed(0)} req/s, p50 ${forms.p50} ms, p99 ${forms.p99} ms ` +
    `(${forms.requests} requests after ${forms.warmup} to warm up; ${forms.accepted} accepted, ${forms.non2xx} refused, ` +
    `${forms.errors} errors; ${forms.rows} rows for ${accepted} accepted: ` +
    `${forms.rows === accepted ? 'none lost' : `${accepted - forms.rows} LOST`}, ${forms.mails} mails ` +
    `${forms.mails === 2 * accepted ? '(two each)' : '(MISSING MAILS)'})`
  );
}

async function run(
  start: Start,
  freePort: () => Promise<number>,
  instances: number,
  database: DatabaseSettings,
  env: Record<string, string>,
): Promise<FormsBench> {
  const hmacKey = randomBytes(32).toString('hex');
  const servers: ChildProcess[] = [];
  const urls: string[] = [];
  try {
    for (let i = 0; i < instances; i++) {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-forms-'));
      servers.push(
        await start(port, {
          DATA_DIR: dataDir,
          FORMS_RATE_LIMIT: '0',
          CAPTCHA_HMAC_KEY: hmacKey,
          CAPTCHA_MAX_NUMBER: '10',
          DEMO_OWNERS: '0',
          ...env,
        }),
      );
      urls.push(`http://127.0.0.1:${port}`);
    }
    return await benchForms(urls, database, hmacKey);
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }
}

/** A PostgreSQL server for the bench: BENCH_DATABASE_URL's, or a throwaway cluster (stopped by `stop`). */
function postgres(): { url: string; stop: () => void } | null {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  if (given) return { url: given, stop: () => undefined };
  const installed = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
  if (!installed) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const url = execFileSync(CLUSTER, ['start', path.join(dir, 'cluster'), port], { encoding: 'utf8' }).trim();
  return {
    url,
    stop: () => {
      execFileSync(CLUSTER, ['stop', path.join(dir, 'cluster')]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function benchFormsOnEngines(start: Start, freePort: () => Promise<number>): Promise<void> {
  console.log(
    '\nPOST /api/forms/site-contact, 10 connections per instance, every request with its own captcha and key:',
  );
  const liteDir = mkdtempSync(path.join(tmpdir(), 'bench-forms-sqlite-'));
  const lite = await run(
    start,
    freePort,
    1,
    { engine: 'sqlite', file: path.join(liteDir, 'site.db') },
    { DATA_DIR: liteDir },
  );
  console.log(`  ${line('SQLite, one instance', lite)}`);
  const pg = postgres();
  if (!pg) {
    console.log("  PostgreSQL: not measured (no BENCH_DATABASE_URL, and Debian's postgresql is not installed)");
    return;
  }
  try {
    for (const instances of [1, 2]) {
      const schema = `bench_forms_${instances}_${Date.now()}`;
      const database: DatabaseSettings = { engine: 'postgres', url: pg.url, schema, poolSize: 10 };
      const env = { DATABASE_URL: pg.url, DATABASE_SCHEMA: schema };
      const forms = await run(start, freePort, instances, database, env);
      console.log(`  ${line(`PostgreSQL, ${instances === 1 ? 'one instance' : 'two instances'}`, forms)}`);
    }
  } finally {
    pg.stop();
  }
  console.log(`  ${TARGET}`);
}
