/** @jest-environment node */
/**
 * The server's way of running forms: the intake and the mail relay each in a worker thread,
 * the intake on its own connection to the database, and a real SMTP server on 127.0.0.1.
 */
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.ts';
import { VALID_VALUES } from '../test/forms/validValues.ts';
import { makeSite, solvedCaptcha, sourceWorker, startSmtp, type Received } from '../test/forms/serverKit.ts';
import { multipartBody, storedRows } from '../test/forms/formsApp.ts';

const AGENCY = 'info@immo-famenne.be';

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('forms with the intake and the relay in their own threads', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  let site: ReturnType<typeof makeSite>;

  beforeAll(async () => {
    smtp = await startSmtp();
    site = makeSite();
    app = await createApp({
      distDir: site.distDir,
      detailManifest: site.detailManifest,
      dataDir: site.dataDir,
      threads: {
        intake: sourceWorker('server/forms/intakeWorker.ts'),
        relay: sourceWorker('server/mail/relayWorker.ts'),
      },
      mail: { smtp: { host: '127.0.0.1', port: smtp.port, ignoreTls: true } },
      forms: { rateLimit: 0, captchaMaxNumber: 500, captchaKey: 'test-key' },
    });
    await app.ready();
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('stores a contact message, answers 202, and the relay thread delivers both mails once', async () => {
    const values = {
      ...VALID_VALUES['site-contact'],
      lastName: 'Threadé',
      lng: 'nl',
      captcha: await solvedCaptcha(app),
    };
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/forms/site-contact',
        headers: { 'idempotency-key': 'thread-test-0001' },
        payload: values,
      });
    const response = await send();
    expect(response.statusCode).toBe(202);
    const { id } = response.json<{ id: number }>();

    const [row] = await storedRows<{ kind: string; lng: string; data: string }>(
      site,
      'SELECT kind, lng, data FROM submissions WHERE id = ?',
      [id],
    );
    expect(row?.kind).toBe('site-contact');
    expect(row?.lng).toBe('nl');
    expect(JSON.parse(row?.data ?? '{}')).toMatchObject({
      lastName: 'Threadé',
      email: VALID_VALUES['site-contact'].email,
    });

    const delivered = await until(() => (smtp.mails.length >= 2 ? smtp.mails : undefined));
    const toAgency = delivered.find((mail: Received) => mail.to.includes(AGENCY));
    const toVisitor = delivered.find((mail: Received) => mail.to.includes(String(VALID_VALUES['site-contact'].email)));
    expect(toAgency?.parsed.text).toContain('Threadé');
    expect(toAgency?.parsed.replyTo?.text).toContain(String(VALID_VALUES['site-contact'].email));
    expect(toVisitor?.parsed.subject).toBeTruthy();
    const sent = await until(async () => {
      const [count] = await storedRows<{ n: number }>(site, `SELECT COUNT(*) AS "n" FROM outbox WHERE status = 'sent'`);
      return count?.n === 2 ? count.n : undefined;
    });
    expect(sent).toBe(2);

    // The same key again: the first answer, and no third mail.
    const again = await send();
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ id, kind: 'site-contact' });
    // Nothing more to send: a submission queues its mails before it is answered, and no new one was.
    const [queued] = await storedRows<{ n: number }>(
      site,
      `SELECT COUNT(*) AS "n" FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.kind = 'site-contact'`,
    );
    expect(queued?.n).toBe(2);
    expect(smtp.mails).toHaveLength(2);
  }, 30_000);

  it('refuses a spent captcha from the thread with the same field error as in-process', async () => {
    const captcha = await solvedCaptcha(app);
    const first = await app.inject({
      method: 'POST',
      url: '/api/forms/sign-newsletter',
      payload: { ...VALID_VALUES['sign-newsletter'], lng: 'fr', captcha },
    });
    expect(first.statusCode).toBe(202);
    const second = await app.inject({
      method: 'POST',
      url: '/api/forms/sign-newsletter',
      payload: { ...VALID_VALUES['sign-newsletter'], lng: 'fr', captcha },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: 'errors.invalid', errors: { captcha: 'errors.captchaInvalid' } });
  }, 30_000);

  it('stores an uploaded file’s bytes from the thread, as they were sent', async () => {
    const cv = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const values = { ...VALID_VALUES['job-contact'], lng: 'fr', captcha: await solvedCaptcha(app) };
    const { body, headers } = multipartBody(values, { field: 'cv', name: 'cv.pdf', bytes: cv });
    const response = await app.inject({ method: 'POST', url: '/api/forms/job-contact', payload: body, headers });
    expect(response.statusCode).toBe(202);
    const files = await storedRows<{ content: Buffer; bytes: number }>(
      site,
      `SELECT f.content, u.bytes FROM uploads u JOIN upload_files f ON f.stored_name = u.stored_name
       WHERE u.submission_id = ?`,
      [response.json<{ id: number }>().id],
    );
    expect(files.map((file) => [Buffer.from(file.content), file.bytes])).toEqual([[cv, cv.length]]);
  }, 30_000);
});
