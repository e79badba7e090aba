/**
 * One server instance in a child process, for the two-instance test (server/instances.test.ts):
 * the whole app on the PostgreSQL schema it is given, with a data folder of its own (so nothing
 * is shared through a disk), the relay running against the test's SMTP server, listening on a
 * free port it prints as "listening PORT". The test kills it with SIGKILL or SIGTERM.
 */
import { createApp } from '../../server/app.ts';
import type { DatabaseSettings } from '../../server/db/settings.ts';
import { smtpTransport, type MailTransport } from '../../server/mail/transport.ts';

interface Config {
  /** Written into each mail it sends (X-Test-Instance), so the test knows which instance sent it. */
  name: string;
  distDir: string;
  detailManifest: string;
  dataDir: string;
  database: DatabaseSettings;
  smtpPort: number;
  demoFile: string;
  /** The relay's lease, short so that mails a killed instance had leased go soon. */
  leaseMs: number;
  /** The test CRM the leads go to (the CRM jobs' lease is `leaseMs` too). */
  crm?: { url: string; customer: string; password: string };
}

const config = JSON.parse(process.env.INSTANCE_CONFIG ?? '{}') as Config;
const smtp = smtpTransport({ host: '127.0.0.1', port: config.smtpPort, ignoreTls: true });
const transport: MailTransport = {
  describe: smtp.describe,
  ...(smtp.concurrency === undefined ? {} : { concurrency: smtp.concurrency }),
  close: () => smtp.close(),
  send: (message) =>
    smtp.send({
      ...message,
      headers: { ...(message.headers as Record<string, string> | undefined), 'X-Test-Instance': config.name },
    }),
};
const app = await createApp({
  distDir: config.distDir,
  detailManifest: config.detailManifest,
  dataDir: config.dataDir,
  database: config.database,
  mail: {
    transport,
    leaseMs: config.leaseMs,
    pollMs: 500,
  },
  forms: { rateLimit: 0, captchaMaxNumber: 500, hashPassword: async (password) => `plain$${password}` },
  owners: {
    demoFile: config.demoFile,
    hashPassword: async (password) => `plain$${password}`,
    verifyPassword: async (password, stored) => stored === `plain$${password}`,
    sleep: async () => undefined,
  },
  alerts: { schedule: false },
  ...(config.crm
    ? {
        crmLeads: {
          connection: { ...config.crm, timeoutMs: 30_000 },
          agencyMail: true,
          leaseMs: config.leaseMs,
          pollMs: 500,
        },
      }
    : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
