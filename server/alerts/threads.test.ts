/** @jest-environment node */
/**
 * Alerts the server's way: the opt-in rendered and stored by the intake thread, the alert
 * queued by the engine on the server's connection, and both sent by the relay thread over a
 * real SMTP server on 127.0.0.1, List-Unsubscribe headers included.
 */
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';
import { makeSite, solvedCaptcha, sourceWorker, startSmtp } from '../../test/forms/serverKit.ts';
import { house, makeCatalogue, tokenIn } from './testKit.ts';

const VISITOR = 'jan.claes@example.be';

async function until<T>(probe: () => T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('alerts with the intake and the relay in their own threads', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;

  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('mails the opt-in, then the alert with its one-click headers, over SMTP', async () => {
    smtp = await startSmtp();
    const site = makeSite();
    const catalogue = makeCatalogue();
    catalogue.publish([house(120)]);
    app = await createApp({
      distDir: site.distDir,
      detailManifest: site.detailManifest,
      dataDir: site.dataDir,
      threads: {
        intake: sourceWorker('server/forms/intakeWorker.ts'),
        relay: sourceWorker('server/mail/relayWorker.ts'),
      },
      mail: { smtp: { host: '127.0.0.1', port: smtp.port, ignoreTls: true } },
      forms: { rateLimit: 0, captchaMaxNumber: 500, captchaKey: 'test-key', hashPassword: async () => 'hash' },
      alerts: { catalogueDir: catalogue.dataDir, schedule: false },
    });
    await app.ready();
    await app.alerts!.run();

    const values = { ...VALID_VALUES['demand-register'], lng: 'en', captcha: await solvedCaptcha(app) };
    const response = await app.inject({ method: 'POST', url: '/api/forms/demand-register', payload: values });
    expect(response.statusCode).toBe(202);
    const optIn = await until(() => smtp.mails.find((mail) => mail.to.includes(VISITOR)));
    expect(optIn.parsed.subject).toBe('Confirm your search alert');
    const token = tokenIn(optIn.parsed.text ?? '', 'looking-for/confirm');
    const confirmed = await app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    expect(confirmed.json()).toMatchObject({ status: 'active' });

    catalogue.publish([house(120), house(501)]);
    expect((await app.alerts!.run()).mails).toBe(1);
    const alert = await until(() =>
      smtp.mails.find((mail) => mail.to.includes(VISITOR) && mail.parsed.subject !== optIn.parsed.subject),
    );
    expect(alert.parsed.subject).toBe('New for your search: House in Marche-en-Famenne');
    const head = alert.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toContain(`List-Unsubscribe: <https://www.immo-famenne.be/api/alerts/unsubscribe?token=${token}>`);
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  }, 30_000);
});
