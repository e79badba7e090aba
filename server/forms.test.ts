/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp, type AppDeps } from './app.ts';
import { smtpTransport } from './mail/transport.ts';
import { FORM_KINDS, type FormKind } from '../src/domain/forms/kinds.ts';
import { bookableSlots } from '../src/domain/forms/appointments.ts';
import { belgianDay } from '../src/lib/dates.ts';
import { VALID_VALUES } from '../test/forms/validValues.ts';
import { makeSite, solvedCaptcha, startSmtp, type Received } from '../test/forms/serverKit.ts';
import { storedRows } from '../test/forms/formsApp.ts';
import { testEngine, testSqlFor } from '../test/db/testSql.ts';

// Each test starts the app (database, migrations, keys) beside a real SMTP server: sized for a
// machine several times slower than a loaded one.
jest.setTimeout(60_000);

const AGENCY = 'info@immo-famenne.be';
const fastHash = async (password: string) => `test$${password.length}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function build(site: ReturnType<typeof makeSite>, smtpPort: number, extra: Partial<AppDeps> = {}) {
  return createApp({
    distDir: site.distDir,
    detailManifest: site.detailManifest,
    dataDir: site.dataDir,
    mail: { transport: smtpTransport({ host: '127.0.0.1', port: smtpPort, ignoreTls: true }), relay: false },
    forms: { rateLimit: 0, captchaMaxNumber: 500, captchaKey: 'test-key', hashPassword: fastHash },
    ...extra,
  });
}

async function payload(app: FastifyInstance, kind: FormKind, lng = 'fr'): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = { ...VALID_VALUES[kind], lng, captcha: await solvedCaptcha(app) };
  if (kind === 'contact-appointment') values.slot = bookableSlots(belgianDay(new Date()))[0];
  return values;
}

function multipart(values: Record<string, unknown>, file?: { field: string; name: string; bytes: Buffer }) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [
    `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(values)}\r\n`,
  ].map((p) => Buffer.from(p));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function send(
  app: FastifyInstance,
  kind: FormKind,
  values: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  if (kind === 'job-contact') {
    const { body, headers: h } = multipart(values, { field: 'cv', name: 'cv.pdf', bytes: PDF });
    return app.inject({ method: 'POST', url: `/api/forms/${kind}`, payload: body, headers: { ...h, ...headers } });
  }
  return app.inject({ method: 'POST', url: `/api/forms/${kind}`, payload: values, headers });
}

const text = (mail: Received) => `${mail.parsed.subject ?? ''}\n${mail.parsed.text ?? ''}`;

describe('POST /api/forms/{kind} with a real SQLite file and a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let site: ReturnType<typeof makeSite>;
  let app: FastifyInstance;

  beforeEach(async () => {
    smtp = await startSmtp();
    site = makeSite();
    app = await build(site, smtp.port);
  });
  afterEach(async () => {
    await app.close();
    await smtp.stop();
  });

  it.each(FORM_KINDS.map((kind) => [kind]))(
    '%s: stored, answered 202, one mail to the right address with the values',
    async (kind) => {
      const values = await payload(app, kind);
      const response = await send(app, kind, values);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ kind });
      await app.relay?.run();
      const main = kind === 'send-to-friend' ? 'ami@example.fr' : AGENCY;
      const toMain = smtp.mails.filter((mail) => mail.to.includes(main));
      expect(toMain).toHaveLength(1);
      const body = text(toMain[0]!);
      // The values the visitor typed are in the mail, in French labels.
      if (kind === 'send-to-friend') expect(body).toContain('Claire Dubois');
      else if (kind === 'testimonial') expect(body).toContain('Very good follow-up');
      else if (kind === 'purchase-offer') expect(body).toMatch(/€ 240\.000/);
      else if (kind === 'demand-register') expect(body).toContain('Maison, Villa');
      else if (kind === 'job-contact') expect(body).toContain('Tom Maes');
      else expect(body).toMatch(/claire\.dubois@example\.be|Claire/);
      if (kind === 'demand-register') expect(body).not.toContain('correct horse battery');
      // The HTML part escapes what the visitor typed.
      expect(toMain[0]!.parsed.html || '').not.toContain('<b>!</b>');
      // Nothing is left to send, and nothing was sent twice.
      await app.relay?.run();
      expect(smtp.mails.filter((mail) => mail.to.includes(main))).toHaveLength(1);
    },
  );

  it('attaches the CV of a job application, checked by its content', async () => {
    const values = await payload(app, 'job-contact');
    expect((await send(app, 'job-contact', values)).statusCode).toBe(202);
    await app.relay?.run();
    const mail = smtp.mails.find((m) => m.to.includes(AGENCY))!;
    expect(mail.parsed.attachments.map((a) => a.filename)).toEqual(['cv.pdf']);
    expect(mail.parsed.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    // Kept in the database under a name of the server's, never under the visitor's.
    const uploads = await storedRows<{ name: string; content: Buffer }>(
      site,
      'SELECT stored_name AS "name", content FROM upload_files',
    );
    expect(uploads.map((row) => row.name)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)]);
    expect(Buffer.from(uploads[0]!.content)).toEqual(PDF);
    expect(existsSync(path.join(site.dataDir, 'uploads'))).toBe(false);
  });

  it('refuses a file that is not what its name says', async () => {
    const values = await payload(app, 'job-contact');
    const { body, headers } = multipart(values, {
      field: 'cv',
      name: 'cv.pdf',
      bytes: Buffer.from('MZ\x90\x00 not a pdf'),
    });
    const response = await app.inject({ method: 'POST', url: '/api/forms/job-contact', payload: body, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'errors.invalid', errors: { cv: 'errors.fileType' } });
  });

  it('refuses a CV over 5 MB with 413', async () => {
    const values = await payload(app, 'job-contact');
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const { body, headers } = multipart(values, { field: 'cv', name: 'cv.pdf', bytes: big });
    const response = await app.inject({ method: 'POST', url: '/api/forms/job-contact', payload: body, headers });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ cv: 'errors.fileTooLarge' });
  });

  it('sends a confirmation in the visitor language, and the agency mail has Reply-To the visitor, both marked automatic', async () => {
    expect((await send(app, 'contact-me', await payload(app, 'contact-me', 'nl'))).statusCode).toBe(202);
    await app.relay?.run();
    const agency = smtp.mails.find((m) => m.to.includes(AGENCY))!;
    const visitor = smtp.mails.find((m) => m.to.includes('claire.dubois@example.be'))!;
    expect(agency.parsed.replyTo?.text).toContain('claire.dubois@example.be');
    // Written by a machine (RFC 3834): no out-of-office on either side answers it.
    for (const mail of [agency, visitor]) {
      expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
      expect(mail.parsed.headers.get('x-auto-response-suppress')).toBe('All');
    }
    expect(visitor.parsed.replyTo?.text).toBe(AGENCY);
    expect(visitor.parsed.subject).toContain('120');
    expect(visitor.parsed.text).toContain('https://www.immo-famenne.be/nl/te-koop/marche-en-famenne/huis/120/');
    expect(visitor.parsed.text).toContain('Huis, Marche-en-Famenne');
  });

  it('answers 400 with the field errors of the shared schema', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/site-contact',
      payload: { lng: 'fr', email: 'not-an-address', firstName: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      email: 'errors.emailInvalid',
      firstName: 'errors.firstNameRequired',
      lastName: 'errors.lastNameRequired',
      title: 'errors.titleRequired',
      phone: 'errors.phoneRequired',
      captcha: 'errors.captchaNotConfirmed',
    });
  });

  it('refuses a captcha answer that is wrong or used twice', async () => {
    const values = await payload(app, 'site-contact');
    const wrong = JSON.parse(Buffer.from(String(values.captcha), 'base64').toString()) as { number: number };
    wrong.number += 1;
    const bad = await send(app, 'site-contact', {
      ...values,
      captcha: Buffer.from(JSON.stringify(wrong)).toString('base64'),
    });
    expect(bad.json()).toEqual({ error: 'errors.invalid', errors: { captcha: 'errors.captchaInvalid' } });
    expect((await send(app, 'site-contact', values)).statusCode).toBe(202);
    const replay = await send(app, 'site-contact', { ...values, remarks: 'again' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toEqual({ captcha: 'errors.captchaInvalid' });
  });

  it('makes a repeated submit with the same Idempotency-Key harmless', async () => {
    const values = await payload(app, 'site-contact');
    const headers = { 'idempotency-key': 'key-0123456789' };
    const first = await send(app, 'site-contact', values, headers);
    const second = await send(app, 'site-contact', values, headers);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const other = await send(app, 'site-contact', { ...values, remarks: 'changed' }, headers);
    expect(other.statusCode).toBe(422);
    await app.relay?.run();
    expect(smtp.mails.filter((m) => m.to.includes(AGENCY))).toHaveLength(1);
    expect(await storedRows(site, 'SELECT COUNT(*) AS "n" FROM submissions')).toEqual([{ n: 1 }]);
  });

  it('accepts a honeypot hit quietly but mails nothing', async () => {
    const response = await send(app, 'site-contact', {
      ...(await payload(app, 'site-contact')),
      fax: 'http://spam.example',
    });
    expect(response.statusCode).toBe(202);
    await app.relay?.run();
    expect(smtp.mails).toHaveLength(0);
  });

  it('books a visit slot once, says when it is taken, and refuses a sold listing', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/appointments/120' })).json<{ slots: string[] }>();
    const slot = before.slots[0]!;
    expect(
      (await send(app, 'contact-appointment', { ...(await payload(app, 'contact-appointment')), slot })).statusCode,
    ).toBe(202);
    const again = await send(app, 'contact-appointment', { ...(await payload(app, 'contact-appointment')), slot });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ slot: 'errors.slotTaken' });
    const after = (await app.inject({ method: 'GET', url: '/api/appointments/120' })).json<{ slots: string[] }>();
    expect(after.slots).not.toContain(slot);
    expect(after.slots).toHaveLength(before.slots.length - 1);
    const sold = (await app.inject({ method: 'GET', url: '/api/appointments/147' })).json();
    expect(sold).toEqual({ open: false, slots: [], full: true });
    expect((await app.inject({ method: 'GET', url: '/api/appointments/999' })).statusCode).toBe(404);
  });

  it('says the appointments are full when every slot is booked', async () => {
    const sql = await testSqlFor(site.dataDir);
    const row = await sql.get<{ id: number }>(
      "INSERT INTO submissions (kind, lng, data, status, created_at) VALUES ('x', 'fr', '{}', 'accepted', ?) RETURNING id",
      [Date.now()],
    );
    for (const slot of bookableSlots(belgianDay(new Date()))) {
      await sql.run("INSERT INTO appointments (submission_id, subject, day, slot) VALUES (?, 'property/120', ?, ?)", [
        row?.id ?? 0,
        slot.slice(0, 10),
        slot.slice(11),
      ]);
    }
    await sql.close();
    expect((await app.inject({ method: 'GET', url: '/api/appointments/120' })).json()).toMatchObject({
      full: true,
      slots: [],
    });
    const response = await send(app, 'contact-appointment', await payload(app, 'contact-appointment'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'errors.appointmentsFull' });
  });

  it('refuses an unknown property and an offer on a rental', async () => {
    const unknown = await send(app, 'contact-me', { ...(await payload(app, 'contact-me')), propertyId: 999 });
    expect(unknown.json().errors).toEqual({ propertyId: 'errors.unknownProperty' });
    const offer = await send(app, 'purchase-offer', { ...(await payload(app, 'purchase-offer')), propertyId: 284 });
    expect(offer.json().errors).toEqual({ propertyId: 'errors.unknownProperty' });
  });

  it('stores a demand as structured criteria with a hashed password', async () => {
    expect((await send(app, 'demand-register', await payload(app, 'demand-register'))).statusCode).toBe(202);
    const [row] = await storedRows<Record<string, unknown>>(site, 'SELECT * FROM demands');
    expect(row).toMatchObject({
      goal: 'sale',
      types: '[1,2]',
      zones: '["5000","6900"]',
      min_price: 150000,
      max_price: 300000,
      bedrooms: 3,
      bathrooms: null,
      garden: 1,
      parking: 0,
    });
    expect(row?.password_hash).toBe('test$21');
    const rows = await storedRows(site, 'SELECT * FROM submissions');
    expect(JSON.stringify(rows)).toContain('Claes');
    expect(JSON.stringify(rows)).not.toContain('correct horse battery');
    // Nor anywhere in the SQLite file, freed pages and journal included.
    if (testEngine === 'sqlite') {
      const stored = readFileSync(path.join(site.dataDir, 'site.db'));
      expect(stored.includes('correct horse battery')).toBe(false);
    }
  });

  it('answers 404 for an unknown kind and 4xx for bodies that are not forms', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/forms/nope', payload: {} })).statusCode).toBe(404);
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/forms/site-contact',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: 'errors.badRequest' });
    const array = await app.inject({ method: 'POST', url: '/api/forms/site-contact', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    const xml = await app.inject({
      method: 'POST',
      url: '/api/forms/site-contact',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/forms/site-contact',
      payload: { remarks: 'x'.repeat(70_000) },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('the relay', () => {
  it('keeps mail while the SMTP server is down and delivers each exactly once when it is back, across a restart', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.stop();
    const site = makeSite();
    let now = new Date();
    const clock = () => now;
    let app = await build(site, port, { clock });
    for (const kind of ['site-contact', 'contact-demand'] as const) {
      expect((await send(app, kind, await payload(app, kind))).statusCode).toBe(202);
    }
    expect(await app.relay?.run()).toBe(0);
    await app.close();

    // The server restarts; the mail server comes back; the retry time passes.
    const back = await startSmtp(port);
    now = new Date(now.getTime() + 60_000);
    app = await build(site, port, { clock });
    expect(await app.relay?.run()).toBe(4);
    expect(await app.relay?.run()).toBe(0);
    expect(back.mails.filter((m) => m.to.includes(AGENCY))).toHaveLength(2);
    expect(back.mails).toHaveLength(4);
    const ids = back.mails.map((m) => m.parsed.messageId);
    expect(new Set(ids).size).toBe(4);
    await app.close();
    await back.stop();
  });
});

describe('the per-address limit', () => {
  it('answers 429 with Retry-After once an address has sent too much, and stores nothing more', async () => {
    const smtp = await startSmtp();
    const site = makeSite();
    const app = await build(site, smtp.port, {
      forms: { rateLimit: 2, captchaMaxNumber: 500, captchaKey: 'test-key', hashPassword: fastHash },
    });
    expect((await send(app, 'sign-newsletter', await payload(app, 'sign-newsletter'))).statusCode).toBe(202);
    expect((await send(app, 'sign-newsletter', await payload(app, 'sign-newsletter'))).statusCode).toBe(202);
    const third = await send(app, 'sign-newsletter', await payload(app, 'sign-newsletter'));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: 'errors.tooMany' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(500);
    expect(await storedRows(site, 'SELECT COUNT(*) AS "n" FROM submissions')).toEqual([{ n: 2 }]);
    await app.close();
    await smtp.stop();
  });
});
