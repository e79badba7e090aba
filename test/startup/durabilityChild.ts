/**
 * The real app in a process of its own, listening on 127.0.0.1, for the durability test
 * (server/durability.test.ts), which kills it with SIGKILL and starts it again on the same data
 * folder. Arguments: distDir, detailManifest, dataDir, the SMTP port, and the wiring:
 * "threads" as server/index.ts runs it (the intake and the relay each in its own thread, from
 * their TypeScript sources), or "manual": both in-process, the relay without its loop (the
 * test runs each pass). Prints "listening <port>" once it answers.
 *
 * Test-only control routes, never in server code: the relay's back-off starts at 30 s, so the
 * test moves this process's clock on (POST /__test/clock {"advanceMs"}) and runs a relay pass
 * (POST /__test/relay, answered with the mails delivered) instead of waiting minutes. The
 * clock reaches the in-process relay only: the relay thread keeps its own.
 */
import { createApp } from '../../server/app.ts';
import { smtpTransport } from '../../server/mail/transport.ts';
import { sourceWorker } from './sourceWorker.ts';

const [distDir = '', detailManifest = '', dataDir = '', smtpPort = '', wiring = 'threads'] = process.argv.slice(2);
const smtp = { host: '127.0.0.1', port: Number(smtpPort), ignoreTls: true };

let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const app = await createApp({
  distDir,
  detailManifest,
  dataDir,
  clock,
  ...(wiring === 'threads'
    ? {
        threads: {
          intake: sourceWorker('server/forms/intakeWorker.ts'),
          relay: sourceWorker('server/mail/relayWorker.ts'),
        },
        mail: { smtp },
      }
    : { mail: { transport: smtpTransport(smtp), relay: false } }),
  forms: { rateLimit: 0, captchaMaxNumber: 200 },
  alerts: { schedule: false },
});

app.post('/__test/clock', async (request: { body: unknown }) => {
  offsetMs += Number((request.body as { advanceMs?: unknown } | null)?.advanceMs ?? 0);
  return { now: clock().getTime() };
});
app.post('/__test/relay', async () => ({ delivered: (await app.relay?.run()) ?? 0 }));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
