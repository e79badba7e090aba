/**
 * The site's metrics in Prometheus' text format (prom-client; docs/OPERATIONS.md lists each one).
 * Each app has its own registry, so several apps in one process (the tests) keep their counts
 * apart. Counters move where the thing happens (a request answered, a form posted, a login
 * refused, a sync run); what lives in the database (the outbox, the CRM's jobs) and the release
 * served are read at scrape time. Labels take bounded values only: a route's pattern, never its
 * URL; a form kind from the list; a status code.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { requestStats } from './requestStats.ts';
import type { LoginEvents } from '../owners/throttle.ts';
import type { SyncJobResult } from '../release/types.ts';
import { CRM_JOB_STATES, type QueueReader, type QueueState } from '../health/queues.ts';

export type LoginArea = 'owner' | 'staff';
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // Process figures: CPU, memory, file descriptors, GC, and the event loop's lag.
  collectDefaultMetrics({ register: registry });

  const stats = requestStats();
  new Counter({
    name: 'site_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
    collect() {
      stats.countInto(this);
    },
  });
  stats.registerHistogram(
    registry,
    'site_http_request_duration_seconds',
    'Time from the request to the end of its answer, by method, route pattern and status.',
  );
  const forms = new Counter({
    name: 'site_form_submissions_total',
    help: 'Form submissions answered, by form kind and status (202: stored).',
    labelNames: ['kind', 'status'] as const,
    registers,
  });
  const syncRuns = new Counter({
    name: 'site_sync_runs_total',
    help: 'Catalogue syncs that ended, by status: published, unchanged, refused, failed, busy (another held the lock).',
    labelNames: ['status'] as const,
    registers,
  });
  const syncFailures = new Counter({
    name: 'site_sync_failures_total',
    help: 'Catalogue syncs that ended refused (a feed that failed its checks) or failed.',
    registers,
  });
  const syncDurations = new Histogram({
    name: 'site_sync_duration_seconds',
    help: 'How long each catalogue sync took, by status.',
    labelNames: ['status'] as const,
    buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800],
    registers,
  });
  const loginFailures = new Counter({
    name: 'site_login_failures_total',
    help: 'Wrong passwords and codes, by area (owner portal, back office).',
    labelNames: ['area'] as const,
    registers,
  });
  const loginThrottled = new Counter({
    name: 'site_login_throttled_total',
    help: 'Login tries refused by the throttle, by area and the limit reached (address or account).',
    labelNames: ['area', 'limit'] as const,
    registers,
  });
  for (const area of ['owner', 'staff'] as const) {
    loginFailures.inc({ area }, 0);
    for (const limit of ['address', 'account'] as const) loginThrottled.inc({ area, limit }, 0);
  }
  syncFailures.inc(0);

  return {
    registry,
    /** One answered request; `seconds` from its arrival to its answer's end. */
    request(method: string, route: string, status: number, seconds: number): void {
      stats.add(method, route, status, seconds);
    },
    form(kind: string, status: number): void {
      forms.inc({ kind, status: String(status) });
    },
    sync(result: SyncJobResult): void {
      syncRuns.inc({ status: result.status });
      if (result.status === 'refused' || result.status === 'failed') syncFailures.inc();
      syncDurations.observe({ status: result.status }, result.ms / 1000);
    },
    login(area: LoginArea): LoginEvents {
      return {
        failed: () => loginFailures.inc({ area }),
        blocked: (limit) => loginThrottled.inc({ area, limit }),
      };
    },
    /** The release served now: its id, or "base" for the build as it was made. */
    release(current: () => string | null): void {
      const gauge = new Gauge({
        name: 'site_release_info',
        help: 'The release this instance serves (1), by id; "base" is the build as made.',
        labelNames: ['release'] as const,
        registers,
        collect() {
          gauge.reset();
          gauge.set({ release: current() ?? 'base' }, 1);
        },
      });
    },
    /** The queues in the database, read at each scrape (every instance on one database reports the same). */
    queues(reader: QueueReader, clock: () => Date): void {
      // The gauges are collected together; reader.state() gives them one read. A failed read
      // leaves them empty rather than stale: an old depth would hide the outage.
      const read = () => reader.state().catch(() => null);
      const age = (at: number | null) => (at === null ? 0 : Math.max(0, (clock().getTime() - at) / 1000));
      const gauge = <L extends string>(
        name: string,
        help: string,
        labelNames: readonly L[],
        fill: (gauge: Gauge<L>, state: QueueState) => void,
      ) => {
        const made: Gauge<L> = new Gauge({
          name,
          help,
          labelNames,
          registers,
          async collect() {
            const state = await read();
            made.reset();
            if (state) fill(made, state);
          },
        });
      };
      new Gauge({
        name: 'site_database_up',
        help: 'Whether the database answered this scrape (1) or not (0).',
        registers,
        async collect() {
          this.set((await read()) ? 1 : 0);
        },
      });
      gauge(
        'site_outbox_mails',
        'Mails in the outbox by status: pending (its depth) and failed (given up).',
        ['status'],
        (g, s) => {
          g.set({ status: 'pending' }, s.outbox.pending);
          g.set({ status: 'failed' }, s.outbox.failed);
        },
      );
      gauge(
        'site_outbox_oldest_pending_age_seconds',
        "Age of the outbox's oldest unsent mail (0 when none waits).",
        [],
        (g, s) => g.set(age(s.outbox.oldestPendingAt)),
      );
      gauge('site_crm_jobs', "The CRM's lead jobs by state.", ['state'], (g, s) => {
        for (const state of CRM_JOB_STATES) g.set({ state }, s.crm.jobs[state]);
      });
      gauge(
        'site_crm_oldest_pending_age_seconds',
        'Age of the oldest lead not yet handed to the CRM (0 when none waits).',
        [],
        (g, s) => g.set(age(s.crm.oldestPendingAt)),
      );
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
