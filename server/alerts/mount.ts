/**
 * Puts the saved-search alerts together on the server's database: the catalogue the server
 * publishes, the engine (a run at start, then every ALERTS_INTERVAL_MINUTES on a timer that
 * never keeps the process alive) and the API the mails' pages use.
 */
import type { FastifyInstance } from 'fastify';
import type { Lng } from '../../src/config/languages.ts';
import type { Sql } from '../db/sql.ts';
import type { Relay } from '../mail/relay.ts';
import type { Agency } from '../mail/render.ts';
import { alertRoutes } from '../routes/alerts.ts';
import { catalogueSource } from './catalogue.ts';
import { demandStore } from './demands.ts';
import { alertEngine, type AlertEngine } from './engine.ts';
import { failureThrottle } from './failures.ts';
import type { ReleaseView } from '../release/view.ts';

export interface AlertOptions {
  /** ALERTS_CATALOGUE_DIR: a build's data directory (dist/data/{buildId}/) or a test copy of one. */
  catalogueDir?: string;
  /** ALERTS_INTERVAL_MINUTES: minutes between runs (15). */
  intervalMinutes?: number;
  /** Run at start and on the timer; tests turn it off and call run() with their clock. */
  schedule?: boolean;
  /** Failed token look-ups allowed per address per 10 minutes; 0 lifts the brake. */
  failureLimit?: number;
}

export async function mountAlerts(
  app: FastifyInstance,
  context: {
    sql: Sql;
    clock: () => Date;
    agency: Agency;
    defaultLng: Lng;
    distDir: string;
    canonical: () => Record<string, Partial<Record<string, string>>>;
    /** The release served now: its overlay's data files come before the base's. */
    release?: Pick<ReleaseView, 'current'>;
    relay: Relay;
  },
  options: AlertOptions = {},
): Promise<AlertEngine> {
  const log = (message: string) => app.log.warn(message);
  const engine = alertEngine({
    sql: context.sql,
    clock: context.clock,
    catalogue: catalogueSource({
      ...(options.catalogueDir ? { dir: options.catalogueDir } : {}),
      distDir: context.distDir,
      ...(context.release ? { release: context.release.current } : {}),
      defaultLng: context.defaultLng,
      log,
    }),
    agency: context.agency,
    defaultLng: context.defaultLng,
    canonical: context.canonical,
    wake: () => context.relay.wake(),
    log,
  });
  await alertRoutes(app, {
    demands: demandStore(context.sql),
    clock: context.clock,
    throttle: failureThrottle(context.sql, options.failureLimit ?? 30, 10 * 60_000, context.clock),
    siteUrl: context.agency.siteUrl,
  });
  if (options.schedule !== false) {
    const minutes = Math.max(1, options.intervalMinutes ?? 15);
    app.addHook('onReady', async () => engine.start(minutes * 60_000));
  }
  return engine;
}
