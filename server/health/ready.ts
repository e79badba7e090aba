/**
 * Whether this instance can do its job now (GET /api/health/ready, docs/OPERATIONS.md): the
 * database answers and is at this server's schema version, a release is loaded, and neither
 * the outbox's oldest unsent mail nor the CRM's oldest unsent lead is older than
 * READY_QUEUE_MINUTES. The database gets a bounded time to answer: a server that is gone
 * (stopped, unreachable, its pool exhausted) is a failed check within seconds, not a hung probe,
 * and the next check asks again, so the answer comes back once the database is back, without
 * a restart. Probes arriving together share one check.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SCHEMA_VERSION } from '../db/open.ts';
import { isDatabaseUnavailable } from '../errors.ts';
import type { DatabaseSettings } from '../db/settings.ts';
import type { Sql } from '../db/sql.ts';
import type { ReleaseView } from '../release/view.ts';
import type { QueueReader } from './queues.ts';

export interface ReadinessDeps {
  clock: () => Date;
  release: Pick<ReleaseView, 'current'>;
  /** Without a data folder there is no database to check (tests of the pages alone). */
  database: { sql: Sql; settings: DatabaseSettings; queues: QueueReader; crmLeads: boolean } | null;
  /** READY_QUEUE_MINUTES, in milliseconds. */
  queueLimitMs: number;
  /** How long the database may take to answer (2 s). */
  timeoutMs?: number;
}

export interface Check {
  ok: boolean;
  [detail: string]: unknown;
}

export interface Readiness {
  ready: boolean;
  /** The names of the checks that failed, in the order of `checks`. */
  failing: string[];
  checks: Record<string, Check>;
}

class NoAnswer extends Error {}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NoAnswer()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** What failed, without the server's own words (they may name hosts): its code, or "no answer". */
function reason(error: unknown, timeoutMs: number): string {
  if (error instanceof NoAnswer) return `no answer within ${timeoutMs / 1000} s`;
  const code = (error as { code?: unknown } | null)?.code;
  const named = typeof code === 'string' && code !== '' ? ` (${code})` : '';
  return isDatabaseUnavailable(error) ? `unreachable${named}` : `failed${named}`;
}

async function schemaVersion(sql: Sql): Promise<number> {
  if (sql.engine === 'sqlite') {
    return Number((await sql.get<{ user_version: number }>('PRAGMA user_version'))?.user_version ?? 0);
  }
  return Number((await sql.get<{ version: number }>('SELECT version FROM schema_version'))?.version ?? 0);
}

function queueCheck(oldestAt: number | null, pending: number, now: number, limitMs: number): Check {
  const ageSeconds = oldestAt === null ? null : Math.max(0, Math.round((now - oldestAt) / 1000));
  return {
    ok: ageSeconds === null || ageSeconds * 1000 <= limitMs,
    pending,
    oldestAgeSeconds: ageSeconds,
    limitSeconds: Math.round(limitMs / 1000),
  };
}

export function readiness(deps: ReadinessDeps) {
  const timeoutMs = deps.timeoutMs ?? 2_000;
  let checking: Promise<Readiness> | null = null;

  async function databaseChecks(database: NonNullable<ReadinessDeps['database']>): Promise<Record<string, Check>> {
    const { sql, settings } = database;
    if (settings.engine === 'sqlite' && !existsSync(settings.file)) {
      return { database: { ok: false, engine: 'sqlite', error: `${path.basename(settings.file)} is missing` } };
    }
    let version: number;
    try {
      version = await within(timeoutMs, schemaVersion(sql));
    } catch (error) {
      return { database: { ok: false, engine: settings.engine, error: reason(error, timeoutMs) } };
    }
    const checks: Record<string, Check> = {
      database: { ok: true, engine: settings.engine },
      schema: { ok: version === SCHEMA_VERSION, version, expected: SCHEMA_VERSION },
    };
    try {
      const queues = await within(timeoutMs, database.queues.state());
      const now = deps.clock().getTime();
      checks.outbox = queueCheck(queues.outbox.oldestPendingAt, queues.outbox.pending, now, deps.queueLimitMs);
      if (database.crmLeads) {
        checks.crm = queueCheck(queues.crm.oldestPendingAt, queues.crm.jobs.pending, now, deps.queueLimitMs);
      }
    } catch (error) {
      checks.outbox = { ok: false, error: reason(error, timeoutMs) };
    }
    return checks;
  }

  async function check(): Promise<Readiness> {
    const snapshot = deps.release.current();
    // The base build's canonical.json, or a release's: without it no detail page resolves.
    const loaded = Object.keys(snapshot.manifest.canonical).length > 0;
    const checks: Record<string, Check> = {
      ...(deps.database ? await databaseChecks(deps.database) : {}),
      release: { ok: loaded, id: snapshot.id ?? 'base' },
    };
    const failing = Object.entries(checks)
      .filter(([, result]) => !result.ok)
      .map(([name]) => name);
    return { ready: failing.length === 0, failing, checks };
  }

  return {
    check(): Promise<Readiness> {
      checking ??= check().finally(() => {
        checking = null;
      });
      return checking;
    },
  };
}

export type ReadinessCheck = ReturnType<typeof readiness>;
