/**
 * The one schema of the environment the server and its sync child read (docs/CONFIGURATION.md,
 * which lists every setting). One pass reads every setting
 * and reports every bad one at once, so a deployment is mended in one round rather than one
 * restart per typo; a bad value stops the start instead of silently becoming the default.
 * The CRM, database and tag checks keep their own rules and messages (server/crm/config.ts,
 * server/db/settings.ts, server/config.ts) and are folded in as issues of this pass.
 */
import path from 'node:path';
import { z } from 'zod';
import { site } from '../../src/config/site.ts';
import { liveTagIds, TagConfigError, type TagIds } from '../config.ts';
import { CrmConfigError, crmSettingsFromEnv, type CrmSettings } from '../crm/config.ts';
import { DEFAULT_FULL_EVERY_HOURS } from '../crm/sync/plan.ts';
import { DatabaseConfigError, databaseSettings, type DatabaseSettings } from '../db/settings.ts';
import { EDGE_DEFAULTS, type EdgeLimits } from '../edge.ts';
import type { SmtpSettings } from '../mail/transport.ts';
import * as field from './fields.ts';

// Bounded by what a timer holds (fields.ts, MAX_TIMER_MS).
const ms = (fallback: number, what: string) =>
  field.wholeNumber(fallback, `a positive whole number of milliseconds (${what})`, 1, field.MAX_TIMER_MS);
const minutes = (fallback: number, what: string) =>
  field.wholeNumber(fallback, `a positive whole number of minutes (${what})`, 1, field.MAX_TIMER_MINUTES);

/** Every setting, by its variable's name. The CRM, database and tag ids are checked together below. */
const FIELDS = {
  NODE_ENV: field.oneOf(['production', 'development', 'test']),
  PORT: field.wholeNumber(8080, 'a port from 0 to 65535 (0: any free port)', 0, 65_535),
  HOST: field.text(),
  DIST_DIR: field.text(),
  DATA_DIR: field.text(),
  LIVE_DIR: field.text(),
  DETAIL_MANIFEST: field.text(),
  ALERTS_CATALOGUE_DIR: field.text(),
  FRAME_ANCESTORS: field.frameSources(),
  LOG: field.flag(true),
  HTTPS: field.flag(false),
  TRUST_PROXY: field.trustProxy(),
  REQUEST_TIMEOUT_MS: ms(EDGE_DEFAULTS.requestTimeoutMs, 'a whole request, headers and body'),
  HEADERS_TIMEOUT_MS: ms(EDGE_DEFAULTS.headersTimeoutMs, "a request's headers"),
  IDLE_TIMEOUT_MS: ms(EDGE_DEFAULTS.idleTimeoutMs, 'a silent socket'),
  KEEP_ALIVE_TIMEOUT_MS: ms(EDGE_DEFAULTS.keepAliveTimeoutMs, 'an idle keep-alive socket'),
  MAX_CONNECTIONS_PER_ADDRESS: field.wholeNumber(
    EDGE_DEFAULTS.maxConnectionsPerAddress,
    'a whole number of open sockets per client address, 0 to lift the cap',
    0,
  ),
  FORMS_RATE_LIMIT: field.wholeNumber(20, 'a whole number of submissions per 10 minutes, 0 to lift the limit', 0),
  // The browser tries up to this many hashes (half on average): 20,000 take under a second on
  // a phone, a million tens of seconds, beyond which no visitor waits for the form to send.
  CAPTCHA_MAX_NUMBER: field.wholeNumber(
    20_000,
    "a whole number from 1 to 1000000, the proof of work's search space",
    1,
    1_000_000,
  ),
  CAPTCHA_HMAC_KEY: field.hmacKey(),
  AUTH_HMAC_KEY: field.hmacKey(),
  DEMO_OWNERS: field.flag(false),
  MAIL_FROM: field.mailAddress(),
  MAIL_TO: field.mailAddress(),
  ALERTS_INTERVAL_MINUTES: minutes(15, 'between two runs of the saved-search alerts'),
  RETENTION_MONTHS: field.wholeNumber(
    24,
    'a whole number of months from 1 to 120 (how long requests are kept)',
    1,
    120,
  ),
  // Production (docs/DEPLOY.md): readiness, metrics and the shutdown's limit.
  READY_QUEUE_MINUTES: minutes(
    15,
    'the age of the oldest unsent mail or CRM lead past which /api/health/ready answers 503',
  ),
  METRICS_TOKEN: field.bearerToken(),
  METRICS_PORT: field.wholeNumber(0, 'a port from 1 to 65535 on loopback for /metrics, or 0 for none', 0, 65_535),
  SHUTDOWN_GRACE_MS: ms(10_000, 'how long SIGTERM lets running requests finish'),
  RELEASE_GRACE_MINUTES: field.wholeNumber(
    60,
    'a whole number of minutes a release no longer served stays on disk (0 or more)',
    0,
  ),
  GTM_ID: field.text(),
  GTAG_ID: field.text(),
  META_PIXEL_ID: field.text(),
  CRM_URL: field.text(),
  CRM_CUSTOMER: field.text(),
  CRM_PASSWORD: field.secret(),
  CRM_LANGUAGES: field.text(),
  CRM_SYNC_MINUTES: field.text(),
  CRM_OFFICE_ID: field.text(),
  CRM_MEDIA_HOSTS: field.text(),
  CRM_LEADS: field.flag(true),
  CRM_LEADS_MAIL: field.flag(true),
  // Trimmed, unlike the other secrets: it is compared with a header's value, which HTTP trims.
  CRM_SYNC_SECRET: field.text(),
  CRM_FULL_SYNC_HOURS: field.wholeNumber(
    DEFAULT_FULL_EVERY_HOURS,
    'a positive whole number of hours between two full reads of the CRM',
    1,
  ),
  DATABASE_URL: field.text(),
  DATABASE_SCHEMA: field.text(),
  DATABASE_POOL: field.text(),
  SMTP_URL: field.urlOf(['smtp:', 'smtps:'], 'smtp://USER:PASSWORD@HOST:587 or smtps://USER:PASSWORD@HOST:465'),
  SMTP_HOST: field.text(),
  SMTP_PORT: field.wholeNumber(587, 'a port from 1 to 65535', 1, 65_535),
  SMTP_USER: field.text(),
  SMTP_PASS: field.secret(),
  SMTP_SECURE: field.flag(false),
  SMTP_IGNORE_TLS: field.flag(false),
};

/** Every variable the schema reads: the typo warning compares unknown ones with these. */
export const KNOWN_SETTINGS = Object.keys(FIELDS) as (keyof typeof FIELDS)[];

type Fields = z.output<z.ZodObject<typeof FIELDS>>;

export interface Settings {
  nodeEnv: 'production' | 'development' | 'test' | undefined;
  port: number;
  host: string;
  distDir: string;
  dataDir: string;
  liveDir: string;
  detailManifest: string;
  alertsCatalogueDir: string | undefined;
  alertsIntervalMinutes: number;
  /** Requests, their uploads and mails are deleted this many months after they were sent. */
  retentionMonths: number;
  releaseGraceMinutes: number;
  /** /api/health/ready answers 503 when the oldest unsent mail or CRM lead is older than this. */
  readyQueueMinutes: number;
  /** /metrics: with a bearer token on the main port, and/or on its own loopback port (0: none). */
  metrics: { token: string | undefined; port: number };
  /** SIGTERM: how long running requests may take before the process exits anyway. */
  shutdownGraceMs: number;
  frameAncestors: string[] | undefined;
  log: boolean;
  https: boolean;
  /** Normalised (no spaces around the commas); unset: no proxy is trusted (server/edge.ts). */
  trustProxy: string | undefined;
  edge: EdgeLimits;
  tags: TagIds;
  mail: { smtp: SmtpSettings | null; from: string | undefined; to: string | undefined };
  demoOwners: boolean;
  authKey: string | undefined;
  forms: { rateLimit: number; captchaMaxNumber: number; captchaKey: string | undefined };
  crm: CrmSettings | null;
  crmSyncSecret: string | undefined;
  crmFullSyncHours: number;
  /** With a CRM: leads handed to it (CRM_LEADS), and still mailed to the agency (CRM_LEADS_MAIL). */
  crmLeads: { enabled: boolean; agencyMail: boolean };
  database: DatabaseSettings;
}

/** The paths' defaults hang off the project's root (the folder of dist/, data/ and build/). */
const dataDirOf = (values: Fields, root: string) => path.resolve(values.DATA_DIR ?? path.join(root, 'data'));

/**
 * The checks the CRM, database and tag modules own, by their rules (the CRM's and the
 * database's span several settings). Each throws its error with every problem, one line each,
 * naming its setting first.
 */
function domains(values: Fields, root: string) {
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | null => {
    try {
      return read();
    } catch (error) {
      if (error instanceof CrmConfigError || error instanceof DatabaseConfigError || error instanceof TagConfigError) {
        problems.push(...error.problems);
        return null;
      }
      throw error;
    }
  };
  return {
    crm: attempt(() => crmSettingsFromEnv(values)),
    database: attempt(() =>
      databaseSettings(
        {
          DATABASE_URL: values.DATABASE_URL,
          DATABASE_SCHEMA: values.DATABASE_SCHEMA,
          DATABASE_POOL: values.DATABASE_POOL,
        },
        dataDirOf(values, root),
      ),
    ),
    tags: attempt(() => liveTagIds(site.tags, values)),
    problems,
  };
}

function smtpOf(values: Fields): SmtpSettings | null {
  if (values.SMTP_URL) return { url: values.SMTP_URL };
  if (!values.SMTP_HOST) return null;
  return {
    host: values.SMTP_HOST,
    port: values.SMTP_PORT,
    secure: values.SMTP_SECURE,
    ...(values.SMTP_USER ? { user: values.SMTP_USER, pass: values.SMTP_PASS ?? '' } : {}),
    ignoreTls: values.SMTP_IGNORE_TLS,
  };
}

function settingsOf(values: Fields, root: string, found: ReturnType<typeof domains>): Settings {
  const dataDir = dataDirOf(values, root);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST ?? '0.0.0.0',
    distDir: path.resolve(values.DIST_DIR ?? path.join(root, 'dist')),
    dataDir,
    liveDir: path.resolve(values.LIVE_DIR ?? path.join(dataDir, 'live')),
    detailManifest: path.resolve(values.DETAIL_MANIFEST ?? path.join(root, 'build', 'canonical.json')),
    alertsCatalogueDir: values.ALERTS_CATALOGUE_DIR && path.resolve(values.ALERTS_CATALOGUE_DIR),
    alertsIntervalMinutes: values.ALERTS_INTERVAL_MINUTES,
    retentionMonths: values.RETENTION_MONTHS,
    releaseGraceMinutes: values.RELEASE_GRACE_MINUTES,
    readyQueueMinutes: values.READY_QUEUE_MINUTES,
    metrics: { token: values.METRICS_TOKEN, port: values.METRICS_PORT },
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    frameAncestors: values.FRAME_ANCESTORS,
    log: values.LOG,
    https: values.HTTPS,
    trustProxy: values.TRUST_PROXY,
    edge: {
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
      idleTimeoutMs: values.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      maxConnectionsPerAddress: values.MAX_CONNECTIONS_PER_ADDRESS,
    },
    // Null only with a problem, and then this does not run.
    tags: found.tags as TagIds,
    mail: { smtp: smtpOf(values), from: values.MAIL_FROM, to: values.MAIL_TO },
    demoOwners: values.DEMO_OWNERS,
    authKey: values.AUTH_HMAC_KEY,
    forms: {
      rateLimit: values.FORMS_RATE_LIMIT,
      captchaMaxNumber: values.CAPTCHA_MAX_NUMBER,
      captchaKey: values.CAPTCHA_HMAC_KEY,
    },
    crm: found.crm,
    crmSyncSecret: values.CRM_SYNC_SECRET,
    crmFullSyncHours: values.CRM_FULL_SYNC_HOURS,
    crmLeads: { enabled: values.CRM_LEADS, agencyMail: values.CRM_LEADS_MAIL },
    database: found.database as DatabaseSettings,
  };
}

/**
 * The schema for a project at `root` (where dist/, data/ and build/ are by default). The
 * domain checks run even when a field already failed (`when`), so every problem is reported.
 * Unknown variables are dropped: the environment holds many that are not ours.
 */
export function settingsSchema(root: string) {
  return z
    .object(FIELDS)
    .superRefine(
      (values, ctx) => {
        for (const problem of domains(values, root).problems) {
          const name = /^[A-Z][A-Z0-9_]*/.exec(problem)?.[0] ?? '';
          // `line`: the message names its setting already (server/settings/format.ts).
          ctx.addIssue({ code: 'custom', message: problem, path: [name], params: { line: true } });
        }
      },
      { when: () => true },
    )
    .transform((values) => settingsOf(values, root, domains(values, root)));
}

/** One pass over the environment: the typed settings, or every issue (format them with problemLines). */
export function readSettings(env: NodeJS.ProcessEnv, root: string) {
  return settingsSchema(root).safeParse(env);
}
