/**
 * The background work of an instance with a database: the mail relay, the CRM lead delivery,
 * the saved-search alerts, the daily retention run and the intake thread start when the server
 * is ready (tests that drive them by hand turn the start off) and stop when it closes.
 */
import type { FastifyInstance } from 'fastify';
import type { AlertEngine } from '../alerts/engine.ts';
import type { LeadDelivery } from '../crm/leads/deliver.ts';
import type { MountedLeads } from '../crm/leads/mount.ts';
import type { Sql } from '../db/sql.ts';
import type { intakeThread } from '../forms/intakeThread.ts';
import type { Relay } from '../mail/relay.ts';
import { RETENTION_DEFAULT_MONTHS, retentionJob, type RetentionJob } from '../privacy/retention.ts';
import type { VisitCounter } from '../visits/counter.ts';
import type { AppDeps } from './deps.ts';

export interface BackgroundParts {
  sql: Sql;
  clock: () => Date;
  log: (line: string) => void;
  uploadDir: string;
  relay: Relay;
  leads: MountedLeads | null;
  alerts: AlertEngine;
  threadedIntake: ReturnType<typeof intakeThread> | null;
  counter: VisitCounter;
}

export function mountLifecycle(app: FastifyInstance, deps: AppDeps, parts: BackgroundParts): void {
  const { sql, clock, log, uploadDir, relay, leads, alerts, threadedIntake, counter } = parts;
  const retention = retentionJob({
    sql,
    clock,
    months: deps.retention?.months ?? RETENTION_DEFAULT_MONTHS,
    uploadDir,
    log,
  });
  app.decorate('retention', retention);
  if (deps.retention?.schedule !== false) app.addHook('onReady', async () => retention.start());
  app.decorate('relay', relay);
  if (leads) app.decorate('leads', leads.delivery);
  if (leads && deps.crmLeads?.deliver !== false) app.addHook('onReady', async () => leads.delivery.start());
  app.decorate('alerts', alerts);
  threadedIntake?.start();
  if (deps.mail?.relay !== false) app.addHook('onReady', async () => relay.start());
  // Closing (server/shutdown.ts) stops the loops at once, while the requests under way finish:
  // none starts new work, each gives back what it claimed and did not start, and what is still
  // being sent when the grace runs out is given back too. The database closes after them all.
  let loopsStopped: Promise<void> | null = null;
  const stopLoops = () =>
    (loopsStopped ??= Promise.all([
      alerts.stop(),
      retention.stop(),
      relay.stop(deps.shutdownGraceMs),
      leads?.delivery.stop(deps.shutdownGraceMs),
    ]).then(
      () => undefined,
      (error: unknown) => log(`stopping the background jobs failed: ${String(error)}`),
    ));
  app.addHook('preClose', async () => void stopLoops());
  app.addHook('onClose', async () => {
    await stopLoops();
    // After the last request: the counts of the visits it recorded, and the forms it handed over.
    await counter.stop();
    await threadedIntake?.stop();
    await sql.close();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail relay, when the form endpoints are mounted (tests run it by hand). */
    relay?: Relay;
    /** The saved-search alerts' engine, when the database is mounted (tests run it by hand). */
    alerts?: AlertEngine;
    /** The CRM lead delivery, with a CRM (tests run it by hand). */
    leads?: LeadDelivery;
    /** The daily deletion of old requests, when the database is mounted (tests run it by hand). */
    retention?: RetentionJob;
  }
}
