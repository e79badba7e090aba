/**
 * Everything that needs the database, mounted only with a data folder: visit counts, the mail
 * relay, the CRM lead delivery, the form endpoints, the accounts, the saved-search alerts and
 * the background work that goes with them.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { site } from '../../src/config/site.ts';
import { mountAlerts } from '../alerts/mount.ts';
import { hashPassword } from '../auth/password.ts';
import { crmLeadDelivery } from '../crm/leads/mount.ts';
import { serverKey } from '../db/keys.ts';
import { openSql } from '../db/open.ts';
import { defaultDatabase, type DatabaseSettings } from '../db/settings.ts';
import type { Sql } from '../db/sql.ts';
import { captcha } from '../forms/captcha.ts';
import { localIntake } from '../forms/intake.ts';
import { intakeThread } from '../forms/intakeThread.ts';
import { submissionStore } from '../forms/store.ts';
import { createRelay, type Relay } from '../mail/relay.ts';
import { relayThread } from '../mail/relayThread.ts';
import { fileTransport } from '../mail/transport.ts';
import type { Metrics } from '../metrics/registry.ts';
import { manifestReaders } from '../release/mount.ts';
import type { ReleaseView } from '../release/view.ts';
import { formRoutes } from '../routes/forms.ts';
import { visitRoutes } from '../routes/visits.ts';
import { visitCounter, type VisitCounter } from '../visits/counter.ts';
import { visitSchedule } from '../visits/schedule.ts';
import { visitStats, type VisitStats } from '../visits/stats.ts';
import { mountAccounts } from './accounts.ts';
import type { AppDeps } from './deps.ts';
import { mountLifecycle } from './lifecycle.ts';

export async function mountStored(
  app: FastifyInstance,
  deps: AppDeps,
  dataDir: string,
  clock: () => Date,
  view: ReleaseView,
  metrics: Metrics | null,
): Promise<{ sql: Sql; database: DatabaseSettings }> {
  const database = deps.database ?? defaultDatabase(dataDir);
  const sql = await openSql(database, { role: 'server' });
  const siteUrl = site.siteUrl;
  const domain = new URL(siteUrl).hostname.replace(/^www\./, '');
  const uploadDir = path.join(dataDir, 'uploads');
  const outboxDir = path.join(dataDir, 'outbox');
  const from = deps.mail?.from ?? `"${site.agency.name}" <${site.agency.email}>`;
  const log = (message: string) => app.log.warn(message);
  const agency = {
    name: site.agency.name,
    email: site.agency.email,
    phone: site.agency.phone,
    address: `${site.agency.street}, ${site.agency.zip} ${site.agency.city}`,
    siteUrl,
  };
  // What the forms, the owners and the alerts know of the listings: the current release's, per request.
  const { facts, canonical } = manifestReaders(view);
  const settings = { agency, agencyInbox: deps.mail?.to ?? site.agency.email, types: facts().types };
  const store = submissionStore(sql);
  const counter = visitCounter(sql, { clock, log });
  visitRoutes(app, {
    counter,
    isProperty: (id) => Boolean(facts().subjects[`property/${id}`]),
    siteOrigin: new URL(siteUrl).origin,
  });
  app.decorate('visits', { counter, stats: visitStats(sql, counter, clock) });
  const threads = deps.threads;
  const relay: Relay = threads
    ? relayThread(threads.relay, { database, smtp: deps.mail?.smtp ?? null, outboxDir, from, uploadDir, domain }, log)
    : createRelay({
        sql,
        transport: deps.mail?.transport ?? fileTransport(outboxDir),
        clock,
        from,
        uploadDir,
        domain,
        log,
        ...(deps.mail?.leaseMs ? { leaseMs: deps.mail.leaseMs } : {}),
        ...(deps.mail?.pollMs ? { pollMs: deps.mail.pollMs } : {}),
      });
  const leads = deps.crmLeads
    ? await crmLeadDelivery(deps.crmLeads, {
        sql,
        clock,
        log,
        agencyInbox: settings.agencyInbox,
        key: await serverKey(sql, 'crm', undefined, dataDir),
      })
    : null;
  const threadedIntake = threads ? intakeThread(threads.intake, { database, settings }, log) : null;
  await formRoutes(app, {
    sql,
    store,
    intake: threadedIntake ?? localIntake(store, settings),
    captcha: captcha(
      {
        hmacKey: await serverKey(sql, 'captcha', deps.forms?.captchaKey, dataDir),
        maxNumber: deps.forms?.captchaMaxNumber ?? 20_000,
      },
      clock,
    ),
    relay,
    clock,
    agency,
    facts,
    canonical,
    rateLimit: { max: deps.forms?.rateLimit ?? 20, windowMs: 10 * 60_000 },
    hashPassword: deps.forms?.hashPassword ?? hashPassword,
    crmLeads: leads?.forms ?? null,
    agenda: leads?.agenda ?? null,
    visitSlots: visitSchedule(sql).slots,
  });
  await mountAccounts(app, deps, {
    sql,
    clock,
    log,
    dataDir,
    uploadDir,
    agency,
    agencyInbox: settings.agencyInbox,
    facts,
    relay,
    counter,
    leads,
    metrics,
  });
  const alerts = await mountAlerts(
    app,
    {
      sql,
      clock,
      agency,
      defaultLng: site.languages.default,
      distDir: path.resolve(deps.distDir),
      canonical,
      release: view,
      relay,
    },
    deps.alerts,
  );
  // A switch publishes new listings: the alerts look at them at once.
  view.onSwitch(() => void alerts.run());
  mountLifecycle(app, deps, { sql, clock, log, uploadDir, relay, leads, alerts, threadedIntake, counter });
  return { sql, database };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The visit counter and the owners' statistics, when the database is mounted. */
    visits?: { counter: VisitCounter; stats: VisitStats };
  }
}
