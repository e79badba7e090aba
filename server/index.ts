import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { checkDataDir, dataDirMessage } from './dataDir.ts';
import { loadPortalRenderer, type EntryServer } from './ssr/portalRenderer.ts';
import { describeCrm } from './crm/config.ts';
import { childJob } from './release/childJob.ts';
import { readStamp } from './release/read.ts';
import { DatabaseConfigError, redactUrl } from './db/settings.ts';
import { settingsOrExit } from './settings/check.ts';
import { nodeEnvWarning } from './settings/format.ts';

/**
 * Starts the server with the settings of the environment (docs/CONFIGURATION.md),
 * every one read and checked at once by server/settings/env.ts:
 * a bad value stops the start here, with one line per bad setting and exit code 1.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
// Built, this file is build/server/index.js: the project's root (dist/, data/) is two folders up.
const settings = settingsOrExit(process.env, path.resolve(here, '../..'));
// On stderr, as the warnings of unknown names: LOG=0 would silence the logger.
const nodeEnv = nodeEnvWarning(settings.nodeEnv);
if (nodeEnv) console.warn(nodeEnv);
const { dataDir, liveDir, distDir, database, crm } = settings;
// Before anything writes there: one clear message and exit 1 rather than a raw EROFS stack.
const dataDirProblem = checkDataDir(dataDir);
if (dataDirProblem) {
  console.error(dataDirMessage(dataDir, dataDirProblem));
  process.exit(1);
}
// The live catalogue (docs/LIVE_CATALOGUE.md) in liveDir: the releases a sync published are served
// even without a CRM here (`npm run sync` from the command line goes live on this server).
// With one, the sync in its own process (the bundled sync.js beside this file), so the server keeps answering.
// Its stderr lines go to the app's log once the app exists (the first job starts when it is ready).
let syncLog = (line: string) => console.error(line);
const syncProcess = crm
  ? childJob({
      script: new URL('./sync.js', import.meta.url),
      // Measured on the first publish of 2,000 listings (6,018 pages): peak RSS 1.5 GiB without a
      // limit, 0.97 GiB with this one, for 10% more time (docs/PERFORMANCE.md, "Live catalogue").
      nodeArgs: ['--max-old-space-size=512'],
      env: { ...process.env, LIVE_DIR: liveDir, DATA_DIR: dataDir },
      log: (line) => syncLog(line),
    })
  : null;
const { smtp } = settings.mail;
const mailTo = smtp
  ? smtp.url
    ? 'SMTP (SMTP_URL)'
    : `SMTP ${smtp.host}:${smtp.port}`
  : `.eml files in ${path.join(dataDir, 'outbox')}`;

// The build's SSR bundle renders a logged-in owner's portal with its data (docs/DECISIONS.md, "Owner portal").
const renderer = await loadPortalRenderer({
  entry: () => import(new URL('../ssr/entry-server.js', import.meta.url).href) as Promise<EntryServer>,
  templateFile: path.resolve(here, '../template.html'),
  distDir,
});

// A database that cannot be reached, refuses the login or is newer than this server stops the
// start here, with one message, before the server listens: never a half-started site.
const app = await createApp({
  distDir,
  database,
  detailManifest: settings.detailManifest,
  live: {
    dir: liveDir,
    graceMinutes: settings.releaseGraceMinutes,
    // A release is made for one build: the inputs hash of build/stamp.json.
    stamp: readStamp(path.resolve(here, '../stamp.json')),
    ...(crm && syncProcess
      ? {
          sync: {
            job: syncProcess.run,
            intervalMinutes: crm.syncMinutes,
            secret: settings.crmSyncSecret ?? null,
          },
        }
      : {}),
  },
  logger: settings.log,
  https: settings.https,
  tags: settings.tags,
  // Unset: no proxy is trusted (server/edge.ts says what the value may be).
  ...(settings.trustProxy ? { trustProxy: settings.trustProxy } : {}),
  edge: settings.edge,
  // /metrics with METRICS_TOKEN on this port, and/or on 127.0.0.1:METRICS_PORT; neither: none.
  metrics: {
    ...(settings.metrics.token ? { token: settings.metrics.token } : {}),
    ...(settings.metrics.port > 0 ? { port: settings.metrics.port } : {}),
  },
  ready: { queueMinutes: settings.readyQueueMinutes },
  ...(settings.frameAncestors ? { frameAncestors: settings.frameAncestors } : {}),
  dataDir,
  // The intake and the mail relay run in their own threads, built beside this file (scripts/build.ts).
  threads: {
    intake: new URL('./intakeWorker.js', import.meta.url),
    relay: new URL('./relayWorker.js', import.meta.url),
  },
  mail: {
    smtp,
    ...(settings.mail.from ? { from: settings.mail.from } : {}),
    ...(settings.mail.to ? { to: settings.mail.to } : {}),
  },
  owners: {
    // The demo owners of the README on an empty database, only when asked for (DEMO_OWNERS=1).
    ...(settings.demoOwners ? { demoFile: path.resolve(here, '../../snapshot/owners.json') } : {}),
    // AUTH_HMAC_KEY and CAPTCHA_HMAC_KEY, or keys generated once into the database (server/db/keys.ts).
    ...(settings.authKey ? { authKey: settings.authKey } : {}),
    renderer,
  },
  // With a CRM its owners log in to the portal with the CRM's password and see what it knows.
  ...(crm
    ? {
        crmPortal: {
          connection: { url: crm.url, customer: crm.customer, password: crm.password, officeId: crm.officeId },
        },
      }
    : {}),
  // With a CRM, every lead is also handed to it (server/crm/leads/); CRM_LEADS=0 keeps them as mails only.
  ...(crm && settings.crmLeads.enabled
    ? {
        crmLeads: {
          connection: { url: crm.url, customer: crm.customer, password: crm.password, officeId: crm.officeId },
          agencyMail: settings.crmLeads.agencyMail,
        },
      }
    : {}),
  forms: {
    rateLimit: settings.forms.rateLimit,
    captchaMaxNumber: settings.forms.captchaMaxNumber,
    ...(settings.forms.captchaKey ? { captchaKey: settings.forms.captchaKey } : {}),
  },
  alerts: {
    // The listings the alerts compare: the served build's dist/data/{buildId}/ unless named here.
    ...(settings.alertsCatalogueDir ? { catalogueDir: settings.alertsCatalogueDir } : {}),
    intervalMinutes: settings.alertsIntervalMinutes,
  },
  retention: { months: settings.retentionMonths },
}).catch((error: unknown) => {
  if (!(error instanceof DatabaseConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
});
app.log.info(`Mail: ${mailTo}; data in ${dataDir}`);
app.log.info(
  database.engine === 'postgres'
    ? `Database: PostgreSQL ${redactUrl(database.url)}, schema ${database.schema}`
    : `Database: SQLite ${database.file}`,
);
syncLog = (line) => app.log.warn(line);
app.log.info(`Catalogue: ${describeCrm(crm)}; releases in ${path.join(liveDir, 'releases')}`);

const close = async () => {
  syncProcess?.stop();
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void close());
process.on('SIGTERM', () => void close());

// A port in use (the site's or METRICS_PORT) stops the start with its one line, not a stack.
await app.listen({ port: settings.port, host: settings.host }).catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  syncProcess?.stop();
  await app.close().catch(() => undefined);
  process.exit(1);
});
