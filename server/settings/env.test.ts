/** @jest-environment node */
/**
 * The one schema of the environment: the typed settings with their defaults, and for bad
 * values one line per setting, every one at once, never a secret.
 */
import { site } from '../../src/config/site.ts';
import { liveTagIds } from '../config.ts';
import { EDGE_DEFAULTS } from '../edge.ts';
import { KNOWN_SETTINGS, readSettings, type Settings } from './env.ts';
import { problemLines } from './format.ts';

const ROOT = '/srv/site';

function settings(env: NodeJS.ProcessEnv): Settings {
  const result = readSettings(env, ROOT);
  if (!result.success) throw new Error(problemLines(result.error.issues, env).join('\n'));
  return result.data;
}

function problems(env: NodeJS.ProcessEnv): string[] {
  const result = readSettings(env, ROOT);
  if (result.success) throw new Error('expected a problem');
  return problemLines(result.error.issues, env);
}

const DEFAULTS: Settings = {
  nodeEnv: undefined,
  port: 8080,
  host: '0.0.0.0',
  distDir: '/srv/site/dist',
  dataDir: '/srv/site/data',
  liveDir: '/srv/site/data/live',
  detailManifest: '/srv/site/build/canonical.json',
  alertsCatalogueDir: undefined,
  alertsIntervalMinutes: 15,
  retentionMonths: 24,
  releaseGraceMinutes: 60,
  readyQueueMinutes: 15,
  metrics: { token: undefined, port: 0 },
  shutdownGraceMs: 10_000,
  frameAncestors: undefined,
  log: true,
  https: false,
  trustProxy: undefined,
  edge: EDGE_DEFAULTS,
  tags: liveTagIds(site.tags, {}),
  mail: { smtp: null, from: undefined, to: undefined },
  demoOwners: false,
  authKey: undefined,
  forms: { rateLimit: 20, captchaMaxNumber: 20_000, captchaKey: undefined },
  crm: null,
  crmSyncSecret: undefined,
  crmFullSyncHours: 24,
  crmLeads: { enabled: true, agencyMail: true },
  database: { engine: 'sqlite', file: '/srv/site/data/site.db' },
};

describe('the settings of an environment', () => {
  it('are the defaults when nothing is set, and ignore variables that are not ours', () => {
    expect(settings({ PATH: '/usr/bin', npm_config_cache: 'x', TEST_DATABASE_URL: 'postgres://t' })).toEqual(DEFAULTS);
  });

  it('count an empty or whitespace-only value as unset, for every setting', () => {
    const blank = Object.fromEntries(KNOWN_SETTINGS.map((name, i) => [name, i % 2 ? '' : ' \t ']));
    expect(settings(blank)).toEqual(DEFAULTS);
  });

  it('are typed: numbers as numbers, flags as booleans, paths resolved', () => {
    const read = settings({
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/site',
      FORMS_RATE_LIMIT: ' 0 ',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      REQUEST_TIMEOUT_MS: '120000',
      RELEASE_GRACE_MINUTES: '0',
      ALERTS_INTERVAL_MINUTES: '60',
      RETENTION_MONTHS: '36',
      CAPTCHA_MAX_NUMBER: '10',
      LOG: 'FALSE',
      HTTPS: 'True',
      DEMO_OWNERS: '1',
      TRUST_PROXY: '127.0.0.1 , loopback,10.0.0.0/8, ::1',
      FRAME_ANCESTORS: "'self'  https://maps.example.be",
      MAIL_FROM: '"Immo Famenne" <agency@example.be>',
      MAIL_TO: 'inbox@example.be',
      AUTH_HMAC_KEY: 'k'.repeat(32),
      CRM_FULL_SYNC_HOURS: '6',
    });
    expect(read).toMatchObject({
      nodeEnv: 'production',
      port: 0,
      host: '127.0.0.1',
      dataDir: '/var/lib/site',
      liveDir: '/var/lib/site/live',
      database: { engine: 'sqlite', file: '/var/lib/site/site.db' },
      forms: { rateLimit: 0, captchaMaxNumber: 10 },
      edge: { ...EDGE_DEFAULTS, maxConnectionsPerAddress: 0, requestTimeoutMs: 120_000 },
      releaseGraceMinutes: 0,
      alertsIntervalMinutes: 60,
      retentionMonths: 36,
      log: false,
      https: true,
      demoOwners: true,
      trustProxy: '127.0.0.1,loopback,10.0.0.0/8,::1',
      frameAncestors: ["'self'", 'https://maps.example.be'],
      mail: { smtp: null, from: '"Immo Famenne" <agency@example.be>', to: 'inbox@example.be' },
      authKey: 'k'.repeat(32),
      crmFullSyncHours: 6,
    });
  });

  it('read SMTP from SMTP_URL, or SMTP_HOST and its companions', () => {
    expect(settings({ SMTP_URL: 'smtps://u:p@mail.example.be:465', SMTP_HOST: 'ignored' }).mail.smtp).toEqual({
      url: 'smtps://u:p@mail.example.be:465',
    });
    expect(
      settings({ SMTP_HOST: 'mail.example.be', SMTP_USER: 'site', SMTP_PASS: ' p ', SMTP_SECURE: 'true' }).mail.smtp,
    ).toEqual({ host: 'mail.example.be', port: 587, secure: true, user: 'site', pass: ' p ', ignoreTls: false });
  });

  it('read the CRM, the database and the tag ids by their own modules', () => {
    const read = settings({
      CRM_URL: 'https://newapi.omnicasa.com/1.12/',
      CRM_CUSTOMER: 'immo',
      CRM_PASSWORD: 'pw',
      CRM_SYNC_MINUTES: '10',
      CRM_SYNC_SECRET: ' s3cret ',
      DATABASE_URL: 'postgres://site:pw@db:5432/site',
      DATABASE_POOL: '4',
      GTM_ID: 'GTM-K7F2Q9M',
    });
    expect(read.crm).toMatchObject({ url: 'https://newapi.omnicasa.com/1.12', customer: 'immo', syncMinutes: 10 });
    expect(read.crmSyncSecret).toBe('s3cret');
    expect(read.database).toEqual({
      engine: 'postgres',
      url: 'postgres://site:pw@db:5432/site',
      schema: 'public',
      poolSize: 4,
    });
    expect(read.tags.tagManager).toBe('GTM-K7F2Q9M');
  });
});

describe('a bad value', () => {
  it.each([
    ['PORT', '99999', 'PORT="99999": more than 65535; expected a port from 0 to 65535'],
    ['PORT', '80.5', 'PORT="80.5": not a whole number'],
    [
      'FORMS_RATE_LIMIT',
      'abc',
      'FORMS_RATE_LIMIT="abc": not a whole number; expected a whole number of submissions per 10 minutes, 0 to lift the limit',
    ],
    ['FORMS_RATE_LIMIT', '-1', 'FORMS_RATE_LIMIT="-1": less than 0'],
    ['MAX_CONNECTIONS_PER_ADDRESS', '1e3', 'MAX_CONNECTIONS_PER_ADDRESS="1e3": not a whole number'],
    [
      'REQUEST_TIMEOUT_MS',
      '0',
      'REQUEST_TIMEOUT_MS="0": less than 1; expected a positive whole number of milliseconds',
    ],
    ['IDLE_TIMEOUT_MS', '9999999999', 'IDLE_TIMEOUT_MS="9999999999": more than 2147483647'],
    [
      'ALERTS_INTERVAL_MINUTES',
      '0',
      'ALERTS_INTERVAL_MINUTES="0": less than 1; expected a positive whole number of minutes',
    ],
    ['ALERTS_INTERVAL_MINUTES', '40000', 'ALERTS_INTERVAL_MINUTES="40000": more than 35791'],
    ['RELEASE_GRACE_MINUTES', '-5', 'RELEASE_GRACE_MINUTES="-5": less than 0'],
    ['CAPTCHA_MAX_NUMBER', '0', 'CAPTCHA_MAX_NUMBER="0": less than 1'],
    ['CAPTCHA_MAX_NUMBER', '5000000', 'CAPTCHA_MAX_NUMBER="5000000": more than 1000000'],
    ['CRM_FULL_SYNC_HOURS', 'daily', 'CRM_FULL_SYNC_HOURS="daily": not a whole number'],
    ['SMTP_PORT', '0', 'SMTP_PORT="0": less than 1; expected a port from 1 to 65535'],
    ['HTTPS', 'yes', 'HTTPS="yes": not 0, 1, true or false; expected 1 or true (on), 0 or false (off)'],
    ['LOG', 'off', 'LOG="off": not 0, 1, true or false'],
    ['SMTP_IGNORE_TLS', '2', 'SMTP_IGNORE_TLS="2": not 0, 1, true or false'],
    ['NODE_ENV', 'staging', 'NODE_ENV="staging": not one of production, development, test'],
    ['MAIL_FROM', 'agency', 'MAIL_FROM="agency": not a mail address; expected a mail address'],
    [
      'MAIL_TO',
      'Agency <agency@example.be>\nBcc: x@example.com',
      'MAIL_TO="Agency <agency@example.be>\\nBcc: x@example.com": not a mail address',
    ],
    [
      'TRUST_PROXY',
      'true',
      'TRUST_PROXY="true": "true" is no address, CIDR or name; expected 0 (no proxy), 1 (every peer), a hop count',
    ],
    ['TRUST_PROXY', '10.0.0.0/255.0.0.0', '"10.0.0.0/255.0.0.0" is no address, CIDR or name'],
    ['TRUST_PROXY', '10.0.0.0/33', '"10.0.0.0/33" is no address, CIDR or name'],
    ['FRAME_ANCESTORS', 'self', 'FRAME_ANCESTORS="self": self is no source'],
    ['SMTP_URL', 'mail.example.be', 'SMTP_URL: not a URL; expected smtp://'],
    ['GTM_ID', 'GTM-x', 'GTM_ID="GTM-x" is no valid id'],
    ['DATABASE_URL', 'mysql://db/site', 'DATABASE_URL=mysql://db/site: only postgres:// is supported'],
  ])('%s=%j is one line naming it, its problem and what it expects', (name, value, line) => {
    const lines = problems({ [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(line);
  });

  it('of an interval longer than a timer holds is refused for the CRM sync too', () => {
    const crm = { CRM_URL: 'https://crm.example.be', CRM_CUSTOMER: 'immo', CRM_PASSWORD: 'pw' };
    expect(problems({ ...crm, CRM_SYNC_MINUTES: '40000' })).toEqual([
      'CRM_SYNC_MINUTES must be at most 35791, not "40000"',
    ]);
    expect(settings({ ...crm, CRM_SYNC_MINUTES: '35791' }).crm?.syncMinutes).toBe(35_791);
  });

  it('is accepted at the edges of its range', () => {
    expect(
      settings({ PORT: '65535', SMTP_PORT: '65535', CAPTCHA_MAX_NUMBER: '1000000', TRUST_PROXY: '2' }),
    ).toMatchObject({ port: 65_535, forms: { captchaMaxNumber: 1_000_000 }, trustProxy: '2' });
    expect(settings({ MAIL_FROM: 'Immo Famenne <agency@example.be>', FRAME_ANCESTORS: "'none'" })).toBeTruthy();
  });

  it('is reported with every other one, in one pass, the CRM, database and tag checks included', () => {
    const lines = problems({
      PORT: '99999',
      FORMS_RATE_LIMIT: 'abc',
      DEMO_OWNERS: 'no',
      CRM_URL: 'ftp://crm.example.be',
      CRM_SYNC_MINUTES: 'soon',
      DATABASE_URL: 'postgres://site:pw@db/site',
      DATABASE_SCHEMA: 'Bad-Schema',
      DATABASE_POOL: '1',
      GTM_ID: 'x',
      GTAG_ID: 'y',
    });
    const named = lines.map((line) => /^[A-Z_]+/.exec(line)?.[0]);
    expect(named.sort()).toEqual(
      [
        'PORT',
        'FORMS_RATE_LIMIT',
        'DEMO_OWNERS',
        'CRM_URL',
        'CRM_CUSTOMER',
        'CRM_PASSWORD',
        'CRM_SYNC_MINUTES',
        'DATABASE_SCHEMA',
        'DATABASE_POOL',
        'GTM_ID',
        'GTAG_ID',
      ].sort(),
    );
  });

  it('never shows a secret, not even a wrong one', () => {
    const env = {
      AUTH_HMAC_KEY: 'short-auth-secret',
      CAPTCHA_HMAC_KEY: 'short-captcha-secret',
      CRM_URL: 'https://crm.example.be',
      CRM_PASSWORD: 'crm-pass-secret',
      CRM_SYNC_SECRET: 'sync-secret-value',
      CRM_OFFICE_ID: 'x',
      SMTP_URL: 'http://site:smtp-url-secret@mail.example.be',
      SMTP_PASS: 'smtp-pass-secret',
      DATABASE_URL: 'mysql://site:db-url-secret@db/site',
    };
    const text = problems(env).join('\n');
    expect(text).toContain('AUTH_HMAC_KEY: too short; expected at least 32');
    expect(text).toContain('CAPTCHA_HMAC_KEY: too short');
    expect(text).toContain('SMTP_URL=http://site:***@mail.example.be/: http:// is not smtp:// or smtps://');
    expect(text).toContain('DATABASE_URL=mysql://site:***@db/site');
    expect(text).toContain('CRM_OFFICE_ID must be a positive whole number');
    expect(text).not.toMatch(/secret/);
  });
});
