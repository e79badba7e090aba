/**
 * createApp: the whole server without listening, so tests can inject requests. The instance
 * (server/app/instance.ts), then the routes in the order they match: health and tags, the
 * release, with a data folder everything that needs the database (server/app/stored.ts),
 * readiness, metrics, the back office's page and, last, the pages.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { site } from '../src/config/site.ts';
import { liveTagIds } from './config.ts';
import { queueReader } from './health/queues.ts';
import { readiness } from './health/ready.ts';
import { metricsListener, metricsRoute } from './metrics/endpoint.ts';
import type { Metrics } from './metrics/registry.ts';
import { mountRelease } from './release/mount.ts';
import type { ReleaseView } from './release/view.ts';
import { adminPageRoutes } from './routes/adminPage.ts';
import { healthRoutes, readyRoute } from './routes/health.ts';
import { pageRoutes } from './routes/pages.ts';
import { tagRoutes } from './routes/tags.ts';
import type { AppDeps } from './app/deps.ts';
import { createInstance } from './app/instance.ts';
import { mountStored } from './app/stored.ts';

export type { AppDeps } from './app/deps.ts';

/** Builds the whole server without listening, so tests can inject requests. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date());
  const tags = deps.tags ?? liveTagIds(site.tags, {});
  const { app, metrics, answerBadUrls } = await createInstance(deps, tags);

  healthRoutes(app, clock, clock());
  tagRoutes(app, tags);
  const view = await mountRelease(app, {
    distDir: path.resolve(deps.distDir),
    baseManifestFile: deps.detailManifest,
    live: deps.live,
    clock,
    rateLimit: deps.forms?.rateLimit ?? 20,
    ...(metrics ? { onSync: (result) => metrics.sync(result) } : {}),
  });
  const stored = deps.dataDir ? await mountStored(app, deps, deps.dataDir, clock, view, metrics) : null;
  const queues = stored ? queueReader(stored.sql) : null;
  readyRoute(
    app,
    readiness({
      clock,
      release: view,
      database:
        stored && queues
          ? { sql: stored.sql, settings: stored.database, queues, crmLeads: Boolean(deps.crmLeads) }
          : null,
      queueLimitMs: (deps.ready?.queueMinutes ?? 15) * 60_000,
      ...(deps.ready?.timeoutMs ? { timeoutMs: deps.ready.timeoutMs } : {}),
    }),
  );
  if (metrics) mountMetrics(app, metrics, deps.metrics ?? {}, { view, queues, clock });
  adminPageRoutes(app, path.resolve(deps.distDir));
  answerBadUrls(await pageRoutes(app, path.resolve(deps.distDir), view));
  return app;
}

function mountMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  where: NonNullable<AppDeps['metrics']>,
  sources: { view: ReleaseView; queues: ReturnType<typeof queueReader> | null; clock: () => Date },
): void {
  metrics.release(() => sources.view.current().id);
  if (sources.queues) metrics.queues(sources.queues, sources.clock);
  if (where.token) metricsRoute(app, metrics, where.token);
  const listener = where.port === undefined ? null : metricsListener(app, metrics, where.port);
  app.decorate('metricsPort', () => listener?.port() ?? null);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** With metrics: the loopback /metrics listener's port once ready, null without one. */
    metricsPort?: () => number | null;
  }
}
