/**
 * The real app in a process of its own, wired as server/index.ts wires it (the intake and the
 * relay each in its own thread, from their TypeScript sources; the stop on SIGTERM and SIGINT of
 * server/shutdown.ts), for server/shutdown.test.ts. Arguments: distDir, detailManifest, dataDir,
 * the SMTP port, SHUTDOWN_GRACE_MS. The log goes to stdout as JSON lines; "listening <port>" once
 * it answers.
 */
import { createApp } from '../../server/app.ts';
import { stopOnSignals } from '../../server/shutdown.ts';
import { sourceWorker } from './sourceWorker.ts';

const [distDir = '', detailManifest = '', dataDir = '', smtpPort = '', grace = ''] = process.argv.slice(2);
const graceMs = Number(grace);

const app = await createApp({
  distDir,
  detailManifest,
  dataDir,
  logger: true,
  threads: {
    intake: sourceWorker('server/forms/intakeWorker.ts'),
    relay: sourceWorker('server/mail/relayWorker.ts'),
  },
  mail: { smtp: { host: '127.0.0.1', port: Number(smtpPort), ignoreTls: true } },
  forms: { rateLimit: 0, captchaMaxNumber: 200 },
  alerts: { schedule: false },
  shutdownGraceMs: graceMs,
});
stopOnSignals(app, { graceMs });

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
