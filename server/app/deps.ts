/** What createApp (server/app.ts) is built from: the server's settings, and what tests inject. */
import type { TagIds } from '../config.ts';
import type { CrmConnection } from '../crm/request.ts';
import type { DatabaseSettings } from '../db/settings.ts';
import type { EdgeLimits } from '../edge.ts';
import type { LogSink } from '../logRedaction.ts';
import type { MailTransport, SmtpSettings } from '../mail/transport.ts';
import type { OwnerOptions } from '../owners/mount.ts';
import type { StaffOptions } from '../staff/mount.ts';
import type { AlertOptions } from '../alerts/mount.ts';
import type { LiveOptions } from '../release/mount.ts';

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
