/**
 * Puts the live catalogue together on the server (docs/LIVE_CATALOGUE.md): the release view
 * (read before the first request, then current.json polled), and with a sync job its runs (at
 * start without holding up the listen, on a timer, on POST /api/crm/sync), each followed by a
 * look at current.json. Without `live` the base is served as the build made it.
 */
import type { FastifyInstance } from 'fastify';
import type { FormFacts } from '../../publisher/dataFiles/manifest.ts';
import { syncRoutes } from '../routes/sync.ts';
import { syncRunner } from './syncRunner.ts';
import type { SyncJob, SyncJobResult } from './types.ts';
import { createReleaseView, type ReleaseView } from './view.ts';
import { releaseFeed } from './shared/feed.ts';
import { openSql } from '../db/open.ts';
import type { DatabaseSettings } from '../db/settings.ts';

export interface LiveOptions {
  /** LIVE_DIR (default DATA_DIR/live). */
  dir: string;
  /** RELEASE_GRACE_MINUTES: how long a previous release stays on disk (60). */
  graceMinutes: number;
  /** build/stamp.json's `inputs`: only releases made for this build are served. */
  stamp?: string | null;
  /** How often current.json is looked at (2000 ms; tests shorten it). */
  pollMs?: number;
  /** With a CRM: the job, its interval (CRM_SYNC_MINUTES), and CRM_SYNC_SECRET (null: no endpoint). */
  /** waitMs: how long POST /api/crm/sync waits for the job before its 202 (25 s; tests shorten it). */
  sync?: { job: SyncJob; intervalMinutes: number; secret: string | null; waitMs?: number };
  /**
   * With PostgreSQL (DATABASE_URL), several instances without a shared disk: the release the
   * database names is brought onto this LIVE_DIR (./shared/feed.ts). pollMs: between two looks (5 s).
   */
  shared?: { database: Extract<DatabaseSettings, { engine: 'postgres' }>; pollMs?: number };
}

export async function mountRelease(
  app: FastifyInstance,
  context: {
    distDir: string;
    baseManifestFile: string | undefined;
    live: LiveOptions | undefined;
    clock: () => Date;
    rateLimit: number;
    /** Told of each sync's result (the metrics). */
    onSync?: (result: SyncJobResult) => void;
  },
): Promise<ReleaseView> {
  const log = (message: string) => app.log.warn(message);
  const live = context.live;
  const view = createReleaseView({
    distDir: context.distDir,
    baseManifestFile: context.baseManifestFile,
    liveDir: live?.dir ?? null,
    baseStamp: live?.stamp ?? null,
    graceMinutes: live?.graceMinutes ?? 60,
    clock: context.clock,
    log,
    info: (message) => app.log.info(message),
    ...(live?.pollMs ? { pollMs: live.pollMs } : {}),
  });
  const feed =
    live?.shared && live.stamp ? await sharedFeed(live.dir, live.stamp, live.shared, app, view.refresh) : null;
  // The release on disk is served from the first request (a restart keeps what was published),
  // after the one the database names was brought there.
  await feed?.start();
  await view.refresh();
  view.start();
  const sync = live?.sync;
  const runner = sync
    ? syncRunner({
        job: sync.job,
        intervalMinutes: sync.intervalMinutes,
        after: view.refresh,
        ...(context.onSync ? { onResult: context.onSync } : {}),
        log,
        info: (message) => app.log.info(message),
      })
    : null;
  if (runner && sync?.secret) {
    syncRoutes(app, {
      secret: sync.secret,
      run: runner.run,
      state: () => ({ running: runner.running !== null, last: runner.last }),
      ...(sync.waitMs === undefined ? {} : { waitMs: sync.waitMs }),
      clock: context.clock,
      rateLimit: { max: context.rateLimit, windowMs: 10 * 60_000 },
    });
  }
  app.decorate('release', view);
  if (runner) app.addHook('onReady', async () => runner.start());
  // No new sync once closing starts; one under way is the child's to end (server/index.ts stops it).
  app.addHook('preClose', async () => runner?.stop());
  app.addHook('onClose', async () => {
    runner?.stop();
    await feed?.stop();
    await view.stop();
  });
  return view;
}

/** The feed of shared releases, on a small pool of its own (the forms' pool may not exist). */
async function sharedFeed(
  dir: string,
  base: string,
  shared: NonNullable<LiveOptions['shared']>,
  app: FastifyInstance,
  refresh: () => Promise<unknown>,
): Promise<{ start: () => Promise<void>; stop: () => Promise<void> }> {
  const sql = await openSql(shared.database, { role: 'releases', poolSize: 2 });
  const feed = releaseFeed({
    sql,
    liveDir: dir,
    base,
    listen: { url: shared.database.url, schema: shared.database.schema },
    ...(shared.pollMs ? { pollMs: shared.pollMs } : {}),
    pulled: refresh,
    log: (line) => app.log.warn(line),
    info: (line) => app.log.info(line),
  });
  return {
    start: feed.start,
    async stop() {
      await feed.stop();
      await sql.close();
    },
  };
}

const NO_FACTS: FormFacts = { subjects: {}, types: {}, pages: { newsletter: {}, login: {}, portal: {} } };

/** Getters of the current release's form facts and canonical paths (read per request, never copied). */
export function manifestReaders(view: Pick<ReleaseView, 'current'>) {
  return {
    facts: (): FormFacts => view.current().manifest.forms ?? NO_FACTS,
    canonical: () => view.current().manifest.canonical,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The release served now (docs/LIVE_CATALOGUE.md). */
    release: ReleaseView;
  }
}
