import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { site } from '../src/config/site.ts';
import { EDGE_DEFAULTS } from './edge.ts';
import { intFromEnv, liveTagIds } from './config.ts';
import { checkDataDir, dataDirMessage } from './dataDir.ts';
import { smtpSettingsFromEnv } from './mail/transport.ts';
import { loadPortalRenderer, type EntryServer } from './ssr/portalRenderer.ts';
import { CrmConfigError, crmSettingsFromEnv, describeCrm } from './crm/config.ts';
import { childJob } from './release/childJob.ts';
import { readStamp } from './release/read.ts';
import { DatabaseConfigError, databaseSettings, redactUrl, type DatabaseSettings } from './db/settings.ts';

/**
 * Starts the server with the settings of the environment (README, "Environment variables"):
 * PORT, HOST, DIST_DIR, FRAME_ANCESTORS, HTTPS, TRUST_PROXY, REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS,
 * IDLE_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, MAX_CONNECTIONS_PER_ADDRESS, GTM_ID, GTAG_ID, META_PIXEL_ID,
 * DATA_DIR, DATABASE_URL, DATABASE_SCHEMA, DATABASE_POOL, the SMTP_* settings,
 * MAIL_FROM, MAIL_TO, FORMS_RATE_LIMIT, CAPTCHA_HMAC_KEY, CAPTCHA_MAX_NUMBER, DEMO_OWNERS, AUTH_HMAC_KEY,
 * ALERTS_CATALOGUE_DIR, ALERTS_INTERVAL_MINUTES, LIVE_DIR, RELEASE_GRACE_MINUTES, the CRM_* settings and
 * CRM_SYNC_SECRET.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const port = Number.parseInt(env.PORT ?? '8080', 10);
const host = env.HOST ?? '0.0.0.0';
const distDir = env.DIST_DIR ?? path.resolve(here, '../../dist');
const dataDir = path.resolve(env.DATA_DIR ?? path.resolve(here, '../../data'));
// Before anything writes there: one clear message and exit 1 rather than a raw EROFS stack.
const dataDirProblem = checkDataDir(dataDir);
if (dataDirProblem) {
  console.error(dataDirMessage(dataDir, dataDirProblem));
  process.exit(1);
}
// The database (docs/DATABASE.md): the data folder's SQLite file, or DATABASE_URL's PostgreSQL.
let database: DatabaseSettings;
try {
  database = databaseSettings(env, dataDir);
} catch (error) {
  if (!(error instanceof DatabaseConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// The live catalogue (docs/LIVE_CATALOGUE.md): the releases a sync published are served even
// without a CRM here (`npm run sync` from the command line goes live on this server).
const liveDir = path.resolve(env.LIVE_DIR ?? path.join(dataDir, 'live'));
let crm: ReturnType<typeof crmSettingsFromEnv>;
try {
  crm = crmSettingsFromEnv(env);
} catch (error) {
  if (!(error instanceof CrmConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// The sync in its own process (the bundled sync.js beside this file), so the server keeps answering.
// Its stderr lines go to the app's log once the app exists (the first job starts when it is ready).
let syncLog = (line: string) => console.error(line);
const syncProcess = crm
  ? childJob({
      script: new URL('./sync.js', import.meta.url),
      // Measured on the first publish of 2,000 listings (6,018 pages): peak RSS 1.5 GiB without a
      // limit, 0.97 GiB with this one, for 10% more time (docs/PERFORMANCE.md, "Live catalogue").
      nodeArgs: ['--max-old-space-size=512'],
      env: { ...env, LIVE_DIR: liveDir, DATA_DIR: dataDir },
      log: (line) => syncLog(line),
    })
  : null;
const frameAncestors = env.FRAME_ANCESTORS?.split(/\s+/).filter(Boolean);
const smtp = smtpSettingsFromEnv(env);
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
  detailManifest: env.DETAIL_MANIFEST ?? path.resolve(here, '../canonical.json'),
  live: {
    dir: liveDir,
    graceMinutes: intFromEnv(env.RELEASE_GRACE_MINUTES, 60),
    // A release is made for one build: the inputs hash of build/stamp.json.
    stamp: readStamp(path.resolve(here, '../stamp.json')),
    ...(crm && syncProcess
      ? {
          sync: {
            job: syncProcess.run,
            intervalMinutes: crm.syncMinutes,
            secret: env.CRM_SYNC_SECRET?.trim() || null,
          },
        }
      : {}),
  },
  logger: env.LOG !== '0',
  https: env.HTTPS === '1',
  tags: liveTagIds(site.tags, env),
  // Unset: no proxy is trusted (server/edge.ts says what the value may be).
  ...(env.TRUST_PROXY ? { trustProxy: env.TRUST_PROXY } : {}),
  edge: {
    requestTimeoutMs: intFromEnv(env.REQUEST_TIMEOUT_MS, EDGE_DEFAULTS.requestTimeoutMs),
    headersTimeoutMs: intFromEnv(env.HEADERS_TIMEOUT_MS, EDGE_DEFAULTS.headersTimeoutMs),
    idleTimeoutMs: intFromEnv(env.IDLE_TIMEOUT_MS, EDGE_DEFAULTS.idleTimeoutMs),
    keepAliveTimeoutMs: intFromEnv(env.KEEP_ALIVE_TIMEOUT_MS, EDGE_DEFAULTS.keepAliveTimeoutMs),
    maxConnectionsPerAddress: intFromEnv(env.MAX_CONNECTIONS_PER_ADDRESS, EDGE_DEFAULTS.maxConnectionsPerAddress),
  },
  ...(frameAncestors?.length ? { frameAncestors } : {}),
  dataDir,
  // The intake and the mail relay run in their own threads, built beside this file (scripts/build.ts).
  threads: {
    intake: new URL('./intakeWorker.js', import.meta.url),
    relay: new URL('./relayWorker.js', import.meta.url),
  },
  mail: {
    smtp,
    ...(env.MAIL_FROM ? { from: env.MAIL_FROM } : {}),
    ...(env.MAIL_TO ? { to: env.MAIL_TO } : {}),
  },
  owners: {
    // The demo owners of the README on an empty database; DEMO_OWNERS=0 for a real deployment.
    ...(env.DEMO_OWNERS === '0' ? {} : { demoFile: path.resolve(here, '../../snapshot/owners.json') }),
    // AUTH_HMAC_KEY and CAPTCHA_HMAC_KEY, or keys generated once into the database (server/db/keys.ts).
    ...(env.AUTH_HMAC_KEY ? { authKey: env.AUTH_HMAC_KEY } : {}),
    renderer,
  },
  forms: {
    rateLimit: intFromEnv(env.FORMS_RATE_LIMIT, 20),
    captchaMaxNumber: intFromEnv(env.CAPTCHA_MAX_NUMBER, 20_000),
    ...(env.CAPTCHA_HMAC_KEY ? { captchaKey: env.CAPTCHA_HMAC_KEY } : {}),
  },
  alerts: {
    // The listings the alerts compare: the served build's dist/data/{buildId}/ unless named here.
    ...(env.ALERTS_CATALOGUE_DIR ? { catalogueDir: path.resolve(env.ALERTS_CATALOGUE_DIR) } : {}),
    intervalMinutes: intFromEnv(env.ALERTS_INTERVAL_MINUTES, 15),
  },
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

await app.listen({ port, host });
