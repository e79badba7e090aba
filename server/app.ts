import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { site } from '../src/config/site.ts';
import { helmetOptions, securityHeaders } from './security.ts';
import { healthRoutes, readyRoute } from './routes/health.ts';
import { tagRoutes } from './routes/tags.ts';
import { pageRoutes } from './routes/pages.ts';
import { formRoutes } from './routes/forms.ts';
import { openSql } from './db/open.ts';
import { defaultDatabase, type DatabaseSettings } from './db/settings.ts';
import { submissionStore } from './forms/store.ts';
import { captcha } from './forms/captcha.ts';
import { liveTagIds, type TagIds } from './config.ts';
import { serverKey } from './db/keys.ts';
import { createRelay, type Relay } from './mail/relay.ts';
import { relayThread } from './mail/relayThread.ts';
import { localIntake } from './forms/intake.ts';
import { intakeThread } from './forms/intakeThread.ts';
import { fileTransport, type MailTransport, type SmtpSettings } from './mail/transport.ts';
import { hashPassword } from './auth/password.ts';
import { crmLeadDelivery } from './crm/leads/mount.ts';
import type { LeadDelivery } from './crm/leads/deliver.ts';
import { createCall, type CrmConnection } from './crm/request.ts';
import { crmOwners, type CrmOwners } from './crm/owners.ts';
import { errorReply } from './errors.ts';
import { decodeRequestBodies } from './bodyEncoding.ts';
import { EDGE_DEFAULTS, capConnections, proxyTrust, timeoutOptions, type EdgeLimits } from './edge.ts';
import { loggerOptions, type LogSink } from './logRedaction.ts';
import { visitCounter, type VisitCounter } from './visits/counter.ts';
import { visitStats, type VisitStats } from './visits/stats.ts';
import { visitRoutes } from './routes/visits.ts';
import { mountOwners, type OwnerOptions } from './owners/mount.ts';
import { mountStaff, type StaffOptions } from './staff/mount.ts';
import { mountOffice } from './staff/officeMount.ts';
import { adminPageRoutes } from './routes/adminPage.ts';
import { mountAlerts, type AlertOptions } from './alerts/mount.ts';
import type { AlertEngine } from './alerts/engine.ts';
import { manifestReaders, mountRelease, type LiveOptions } from './release/mount.ts';
import type { ReleaseView } from './release/view.ts';
import { RETENTION_DEFAULT_MONTHS, retentionJob, type RetentionJob } from './privacy/retention.ts';
import { visitSchedule } from './visits/schedule.ts';
import { echoRequestId, requestIdOptions } from './requestId.ts';
import { createMetrics, type Metrics } from './metrics/registry.ts';
import { httpMetrics } from './metrics/http.ts';
import { metricsListener, metricsRoute } from './metrics/endpoint.ts';
import { queueReader } from './health/queues.ts';
import { readiness } from './health/ready.ts';
import type { Sql } from './db/sql.ts';

export interface AppDeps {
  /** The built site (dist/). */
  distDir: string;
  /** Canonical detail paths and form facts written by the build (build/canonical.json). */
  detailManifest?: string;
  /** The live catalogue's releases and sync (docs/LIVE_CATALOGUE.md); without it the base as built. */
  live?: LiveOptions;
  clock?: () => Date;
  /** Off by default; on prints to stdout, a stream receives the lines (tests). Tokens are redacted. */
  logger?: boolean | { stream: LogSink };
  /** Who may frame the site; defaults to the site configuration. */
  frameAncestors?: string[];
  /** Served over HTTPS (adds HSTS). */
  https?: boolean;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For) and the request's id
   * (X-Request-Id, server/requestId.ts): none by default; see server/edge.ts.
   */
  trustProxy?: string | boolean;
  /**
   * /metrics (docs/OPERATIONS.md): `token` (METRICS_TOKEN) serves it on the site's port to that
   * bearer token; `port` (METRICS_PORT) on 127.0.0.1 without one (0: any free port, for tests).
   * Neither: no metrics are kept at all.
   */
  metrics?: { token?: string; port?: number };
  /**
   * /api/health/ready: READY_QUEUE_MINUTES (15), past which an unsent mail or CRM lead makes the
   * instance not ready, and how long the database may take to answer the check (2000 ms).
   */
  ready?: { queueMinutes?: number; timeoutMs?: number };
  /** The tag ids really in use (GTM_ID, GTAG_ID, META_PIXEL_ID); site.json's unless marked as examples. */
  tags?: TagIds;
  /** Timeouts and the per-address socket cap; EDGE_DEFAULTS otherwise (tests shorten them). */
  edge?: Partial<EdgeLimits>;
  /**
   * The data folder (SQLite file, uploads, the .eml outbox). Without it the form endpoints
   * are not mounted: tests of the pages alone need no database.
   */
  dataDir?: string;
  /**
   * The database (server/db/settings.ts): DATABASE_URL's PostgreSQL, or by default the data
   * folder's SQLite file (PostgreSQL in the tests when TEST_DATABASE_URL is set).
   */
  database?: DatabaseSettings;
  /**
   * The form intake and the mail relay each in its own thread (the server's way): the worker
   * scripts built beside the server. Without them both run in-process, as in the tests, which
   * inject the clock and the mail transport.
   */
  threads?: { intake: URL; relay: URL };
  mail?: {
    /** For the relay thread: SMTP, or null for the .eml folder. */
    smtp?: SmtpSettings | null;
    /** For the in-process relay: SMTP (nodemailer) or the .eml folder (the default). */
    transport?: MailTransport;
    from?: string;
    /** The agency's inbox; site.json's agency address by default. */
    to?: string;
    /** Run the relay loop (tests drive it by hand). */
    relay?: boolean;
    /** The in-process relay's lease and poll (tests with several instances shorten them). */
    leaseMs?: number;
    pollMs?: number;
  };
  /** The owner portal: the demo seed, the auth key, and (tests) a fast hash and no waits. */
  owners?: Partial<OwnerOptions>;
  /** The back office's staff accounts (docs/BACKOFFICE.md): the auth key, and (tests) a fast hash and no waits. */
  staff?: Partial<Omit<StaffOptions, 'authKey'>>;
  /** Saved-search alerts: where the catalogue is, how often they run (tests run them by hand). */
  alerts?: AlertOptions;
  /**
   * How long requests are kept (RETENTION_MONTHS, 24): a daily job deletes older ones
   * (server/privacy/retention.ts). `schedule: false` (tests) leaves it to be run by hand.
   */
  retention?: { months?: number; schedule?: boolean };
  /**
   * The agency's CRM for leads (server/crm/leads/): every lead also becomes a CRM job, delivered
   * by this instance (with the others on one database). Without it, leads are mails only.
   */
  crmLeads?: {
    connection: CrmConnection;
    /** Keep mailing the agency each lead (CRM_LEADS_MAIL). */
    agencyMail: boolean;
    /** Run the delivery loop (tests drive it by hand). */
    deliver?: boolean;
    pollMs?: number;
    leaseMs?: number;
    /** Tests: the CRM client's fetch. */
    fetch?: typeof fetch;
  };
  /**
   * How long closing lets the mail relay and the CRM lead delivery finish what they are sending
   * (SHUTDOWN_GRACE_MS) before they give it back; without it they wait for it (tests).
   */
  shutdownGraceMs?: number;
  /** The agency's CRM for the owner portal (server/crm/owners.ts): its owners log in and see what it knows. */
  crmPortal?: { connection: CrmConnection; fetch?: typeof fetch };
  forms?: {
    /** Submissions per address per 10 minutes; 0 lifts the limit. */
    rateLimit?: number;
    captchaMaxNumber?: number;
    captchaKey?: string;
    hashPassword?: (password: string) => Promise<string>;
  };
}

/** Builds the whole server without listening, so tests can inject requests. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date());
  const edge = { ...EDGE_DEFAULTS, ...deps.edge };
  const trust = proxyTrust(deps.trustProxy);
  const tags = deps.tags ?? liveTagIds(site.tags, {});
  // A URL with a broken %-escape gets the site's own 400 answer, not Fastify's error body.
  // Bound once the security headers and the pages exist (Fastify needs this handler first).
  let headersFor: (request: FastifyRequest, reply: FastifyReply) => void = () => undefined;
  let countFrameworkAnswer: (request: FastifyRequest, reply: FastifyReply) => void = () => undefined;
  let badUrl: (request: FastifyRequest, reply: FastifyReply, status: number) => FastifyReply = (_request, reply) =>
    reply.code(400).send({ error: 'errors.badRequest' });
  const app = Fastify({
    logger: loggerOptions(deps.logger),
    trustProxy: trust.trustProxy,
    ...requestIdOptions(trust.isTrustedProxy),
    bodyLimit: 64 * 1024,
    ...timeoutOptions(edge),
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      countFrameworkAnswer(request, reply);
      if (error.code !== 'FST_ERR_BAD_URL') return errorReply(error, request, reply);
      headersFor(request, reply);
      return badUrl(request, reply, 400);
    },
  });
  capConnections(app.server, edge, trust.isTrustedProxy);
  app.setErrorHandler(errorReply);
  // Before any route or plugin: a hook added later would miss the scopes registered before it.
  echoRequestId(app);
  const metrics = deps.metrics?.token || deps.metrics?.port !== undefined ? createMetrics() : null;
  if (metrics) countFrameworkAnswer = httpMetrics(app, metrics);

  headersFor = securityHeaders(
    app,
    helmetOptions(deps.frameAncestors ?? site.security.frameAncestors, deps.https ?? false, tags),
  );
  // The listing photos are shown in the alert mails, and a webmail that loads them in the
  // reader's browser, from its own origin, is refused them by Cross-Origin-Resource-Policy:
  // same-origin. They are public pictures of public listings: any origin may show them.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/media/')) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  // Compressed request bodies are decoded here, not by @fastify/compress (server/bodyEncoding.ts says why).
  decodeRequestBodies(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // request.cookies for every route (language, owner session, device); no secret: the device
  // cookie is signed in server/owners/throttle.ts with the auth key, which exists only with dataDir.
  await app.register(fastifyCookie);

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
  const stored = deps.dataDir ? await mountForms(app, deps, deps.dataDir, clock, view, metrics) : null;
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
  badUrl = await pageRoutes(app, path.resolve(deps.distDir), view);
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

async function mountForms(
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
  // The agency's CRM for its owners: one client (and one cached owner list) for the portal and the back office.
  const ownersCrm = deps.crmPortal ? portalCrm(deps.crmPortal, clock, log) : null;
  await mountOwners(
    app,
    {
      sql,
      clock,
      https: deps.https ?? false,
      agency,
      agencyInbox: settings.agencyInbox,
      pages: () => facts().pages,
      relay,
      visits: visitStats(sql, counter, clock),
      crm: ownersCrm,
      loginEvents: metrics?.login('owner') ?? null,
    },
    { ...deps.owners, authKey: await serverKey(sql, 'auth', deps.owners?.authKey, dataDir) },
  );
  await mountStaff(
    app,
    { sql, clock, https: deps.https ?? false, agency, relay, loginEvents: metrics?.login('staff') ?? null },
    // The owners' auth key: one throttle table, and the accounts there kept apart by name.
    { ...deps.staff, authKey: await serverKey(sql, 'auth', deps.owners?.authKey, dataDir) },
  );
  if (app.staffGuard) {
    await mountOffice(app, {
      sql,
      clock,
      guard: app.staffGuard,
      agency,
      uploadDir,
      relay,
      pages: () => facts().pages,
      crm: {
        owners: ownersCrm,
        agenda: Boolean(leads?.agenda),
        wake: leads ? () => leads.delivery.wake() : null,
      },
    });
  }
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
  return { sql, database };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail relay, when the form endpoints are mounted (tests run it by hand). */
    relay?: Relay;
    /** The visit counter and the owners' statistics, when the database is mounted. */
    visits?: { counter: VisitCounter; stats: VisitStats };
    /** The saved-search alerts' engine, when the database is mounted (tests run it by hand). */
    alerts?: AlertEngine;
    /** The CRM lead delivery, with a CRM (tests run it by hand). */
    leads?: LeadDelivery;
    /** The daily deletion of old requests, when the database is mounted (tests run it by hand). */
    retention?: RetentionJob;
    /** With metrics: the loopback /metrics listener's port once ready, null without one. */
    metricsPort?: () => number | null;
  }
}

/** The owner portal's CRM client: an owner is waiting, so short timeouts and one retry. */
function portalCrm(
  settings: NonNullable<AppDeps['crmPortal']>,
  clock: () => Date,
  log: (line: string) => void,
): CrmOwners {
  const call = createCall(
    { ...settings.connection, timeoutMs: Math.min(settings.connection.timeoutMs ?? 8_000, 8_000), attempts: 2 },
    {
      fetch: settings.fetch ?? globalThis.fetch,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      random: Math.random,
      log,
    },
  );
  return crmOwners(call, settings.connection.password, () => clock().getTime(), log);
}
