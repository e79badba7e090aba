/** @jest-environment node */
/**
 * The relay on the engine of the run (SQLite, or PostgreSQL under npm run test:pg), against a
 * real SMTP server on 127.0.0.1 (test/mail/answeringSmtp.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { dropTestDatabase, freshTestSql, testEngine } from '../../test/db/testSql.ts';
import { sourceWorker } from '../../test/forms/serverKit.ts';
import { answeringSmtp, BUSY, GONE, type AnsweringSmtp } from '../../test/mail/answeringSmtp.ts';
import { defaultDatabase } from '../db/settings.ts';
import type { Sql } from '../db/sql.ts';
import { outbox } from './outbox.ts';
import { createRelay, extraHeaders, type RelayOptions } from './relay.ts';
import { relayThread } from './relayThread.ts';
import type { OutgoingMail } from './render.ts';
import { smtpTransport, type MailTransport } from './transport.ts';

// SMTP round trips to a real server, a database and a worker thread per test: sized for a slow machine.
jest.setTimeout(60_000);

describe('extraHeaders', () => {
  it('passes the alerts’ List-Unsubscribe headers on as they were stored', () => {
    const stored = JSON.stringify({
      'List-Unsubscribe': '<https://www.immo-famenne.be/api/alerts/unsubscribe?token=0123456789abcdef0123456789abcdef>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(extraHeaders(stored)).toEqual(JSON.parse(stored));
  });

  it('drops what is not one plain header line, and never overrides the addressing', () => {
    expect(
      extraHeaders(
        JSON.stringify({
          'X-Ok': 'fine',
          'X-Injected': 'a\r\nBcc: someone@example.com',
          'Bad Name': 'x',
          To: 'someone@example.com',
          bcc: 'someone@example.com',
          'X-Number': 5,
        }),
      ),
    ).toEqual({ 'X-Ok': 'fine' });
    expect(extraHeaders('not json')).toEqual({});
    expect(extraHeaders('["List-Unsubscribe"]')).toEqual({});
    // A stored header never unmarks a mail as automatic.
    expect(extraHeaders(JSON.stringify({ 'Auto-Submitted': 'no', 'X-Auto-Response-Suppress': 'None' }))).toEqual({});
    expect(extraHeaders(undefined)).toEqual({});
  });
});

const DOMAIN = 'immo-famenne.be';

const mail = (to: string, attachments: OutgoingMail['attachments'] = []): OutgoingMail => ({
  role: 'friend',
  to,
  replyTo: null,
  subject: 'Une maison',
  text: 'Bonjour',
  html: '<p>Bonjour</p>',
  attachments,
});

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe(`the relay on ${testEngine}`, () => {
  let smtp: AnsweringSmtp;
  const logged: string[] = [];
  let dir: string;
  let uploadDir: string;
  let sql: Sql;
  let now: number;
  const stops: (() => Promise<void>)[] = [];

  const relay = (options: Partial<RelayOptions> = {}) => {
    const made = createRelay({
      sql,
      transport: smtpTransport({ host: '127.0.0.1', port: smtp.port, ignoreTls: true }),
      clock: () => new Date(now),
      from: 'info@immo-famenne.be',
      uploadDir,
      domain: DOMAIN,
      log: (line) => logged.push(line),
      ...options,
    });
    stops.push(() => made.stop());
    return made;
  };
  const row = async (id: number) =>
    (await sql.get<{
      status: string;
      attempts: number;
      last_error: string | null;
      next_attempt_at: number;
      lease_until: number | null;
    }>('SELECT status, attempts, last_error, next_attempt_at, lease_until FROM outbox WHERE id = ?', [id]))!;

  beforeEach(async () => {
    logged.length = 0;
    smtp = await answeringSmtp();
    ({ sql, dataDir: dir } = await freshTestSql('relay-'));
    uploadDir = path.join(dir, 'uploads');
    mkdirSync(uploadDir);
    now = Date.parse('2026-11-24T10:00:00Z');
  });
  afterEach(async () => {
    // A test that failed while the server held its answers must not hold up the relays' stop.
    smtp.release();
    await Promise.all(stops.splice(0).map((stop) => stop()));
    await sql.close();
    await dropTestDatabase(dir);
    rmSync(dir, { recursive: true, force: true });
    await smtp.close();
  });

  it('treats a 550 as final after one attempt, keeping the server’s answer, and still sends the rest', async () => {
    const box = outbox(sql);
    const gone = await box.add(sql, null, mail(GONE), now);
    const fine = await box.add(sql, null, mail('ami@example.fr'), now);
    const r = relay();
    expect(await r.run()).toBe(1);
    expect(await row(gone)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(gone)).last_error).toMatch(/550 5\.1\.1 No such user/);
    expect(await row(fine)).toMatchObject({ status: 'sent', attempts: 1, lease_until: null });
    // Days later, nothing is tried again.
    now += 6 * 24 * 3600_000;
    expect(await r.run()).toBe(0);
    expect(smtp.tried.filter((to) => to === GONE)).toHaveLength(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['ami@example.fr']]);
    // The Message-ID is the outbox row's: a repeat after a crash is recognisably the same mail.
    expect(smtp.messageIds()).toEqual([`<outbox-${fine}-${Date.parse('2026-11-24T10:00:00Z')}@${DOMAIN}>`]);
  });

  it('retries a 451 after its back-off and delivers once the server takes it', async () => {
    const id = await outbox(sql).add(sql, null, mail(BUSY), now);
    const r = relay();
    expect(await r.run()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: now + 30_000 });
    expect((await row(id)).last_error).toMatch(/451/);
    // Not before its time.
    now += 10_000;
    expect(await r.run()).toBe(0);
    expect(smtp.tried).toHaveLength(1);
    smtp.busy = false;
    now += 30_000;
    expect(await r.run()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.map((m) => m.to)).toEqual([[BUSY]]);
  });

  it('gives a mail refused again and again up after 5 days', async () => {
    const id = await outbox(sql).add(sql, null, mail(BUSY), now);
    const r = relay();
    await r.run();
    now += 5 * 24 * 3600_000 - 60_000;
    await r.run();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 2 });
    now += 60_000;
    await r.run();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(logged.at(-1)).toMatch(/attempt 3, given up/);
    expect(smtp.received).toHaveLength(0);
  });

  it('reuses its connections: many mails, few SMTP sessions', async () => {
    let sessions = 0;
    smtp.server.on('connect', () => sessions++);
    const box = outbox(sql);
    for (let i = 0; i < 30; i++) await box.add(sql, null, mail(`ami${i}@example.fr`), now);
    expect(await relay().run()).toBe(30);
    expect(smtp.received).toHaveLength(30);
    expect(sessions).toBeLessThanOrEqual(3);
  });

  it('stopping lets the mails being sent finish and gives the claimed ones not started back', async () => {
    const box = outbox(sql);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await box.add(sql, null, mail(`ami${i}@example.fr`), now));
    smtp.hold();
    const r = relay();
    const pass = r.run();
    // Three lanes: three mails reach the mail server, which holds its answers.
    await until(() => (smtp.received.length === 3 ? true : undefined));
    const stopped = r.stop(60_000);
    smtp.release();
    await stopped;
    expect(await pass).toBe(3);
    const rows = await Promise.all(ids.map(row));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'pending', 'pending']);
    // Free for the next start or another instance at once, untried.
    expect(rows.slice(3)).toEqual([
      expect.objectContaining({ lease_until: null, attempts: 0 }),
      expect.objectContaining({ lease_until: null, attempts: 0 }),
    ]);
    expect(logged).toContain('2 claimed mails given back unsent at shutdown');
  });

  it('gives back, unsent and untried, the mails still being sent when the grace runs out', async () => {
    const box = outbox(sql);
    const ids = [
      await box.add(sql, null, mail('ami@example.fr'), now),
      await box.add(sql, null, mail('amie@example.fr'), now),
    ];
    smtp.hold();
    const r = relay();
    const pass = r.run();
    await until(() => (smtp.received.length === 2 ? true : undefined));
    await r.stop(50);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, lease_until: null });
    expect(logged.at(-1)).toBe(
      `the shutdown's grace is over: 2 claimed mails given back (${ids.join(', ')}); ` +
        'one the mail server takes after all goes again, with the same Message-ID',
    );
    // Whatever the mail server now answers, nothing is marked: the mails are the next relay's.
    smtp.release();
    expect(await pass).toBe(0);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, lease_until: null });
  });

  it('attaches uploads from the database, else from the upload folder, and never holds a mail for a lost one', async () => {
    const pdf = Buffer.from('%PDF-1.4 stored in the database');
    const png = Buffer.from('\x89PNG kept on disk before issue 22', 'latin1');
    await sql.run('INSERT INTO upload_files (stored_name, content) VALUES (?, ?)', ['in-db.pdf', pdf]);
    writeFileSync(path.join(uploadDir, 'on-disk.png'), png);
    const id = await outbox(sql).add(
      sql,
      null,
      mail('agence@example.be', [
        { field: 'plan', storedName: 'in-db.pdf', filename: 'plan.pdf' },
        { field: 'photo', storedName: 'on-disk.png', filename: 'photo.png' },
        { field: 'epc', storedName: 'nowhere.pdf', filename: 'peb.pdf' },
      ]),
      now,
    );
    expect(await relay().run()).toBe(1);
    const parsed = await simpleParser(smtp.received[0]!.raw);
    const files = Object.fromEntries(parsed.attachments.map((a) => [a.filename, a.content]));
    expect(Object.keys(files)).toEqual(['plan.pdf', 'photo.png', 'peb.pdf.missing.txt']);
    expect(files['plan.pdf']).toEqual(pdf);
    expect(files['photo.png']).toEqual(png);
    expect(files['peb.pdf.missing.txt']?.toString()).toMatch(/"peb\.pdf" .* could not be attached: .*nowhere\.pdf/);
    // Sent, and the operator can find why it went without the file.
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await row(id)).last_error).toMatch(/sent without "peb\.pdf" \(nowhere\.pdf\)/);
    expect(logged).toEqual([expect.stringMatching(/^mail \d+ to friend sent without "peb\.pdf"/)]);
  });

  it('waits and tries again while an upload folder cannot be read', async () => {
    // A directory where the file should be: reading fails with something else than "not found".
    mkdirSync(path.join(uploadDir, 'unreadable.pdf'));
    const id = await outbox(sql).add(
      sql,
      null,
      mail('agence@example.be', [{ field: 'plan', storedName: 'unreadable.pdf', filename: 'plan.pdf' }]),
      now,
    );
    const r = relay();
    expect(await r.run()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: now + 30_000 });
    expect(smtp.received).toHaveLength(0);
    rmSync(path.join(uploadDir, 'unreadable.pdf'), { recursive: true });
    writeFileSync(path.join(uploadDir, 'unreadable.pdf'), 'the plan');
    now += 30_000;
    expect(await r.run()).toBe(1);
    expect((await simpleParser(smtp.received[0]!.raw)).attachments[0]?.content.toString()).toBe('the plan');
  });

  it('starts a mail only while its lease has a minute left, claiming the rest again', async () => {
    const leftAtStart: number[] = [];
    const transport: MailTransport = {
      describe: 'a slow server',
      async send(message) {
        leftAtStart.push((await row(message.outboxId)).lease_until! - now);
        now += 50_000;
      },
      close: () => undefined,
    };
    const box = outbox(sql);
    for (let i = 0; i < 4; i++) await box.add(sql, null, mail(`ami${i}@example.fr`), now);
    expect(await relay({ transport }).run()).toBe(4);
    // 120 s, 70 s, then past the minute: the next mails go under a new lease.
    expect(leftAtStart).toEqual([120_000, 70_000, 120_000, 70_000]);
  });

  it('sends when the next mail is due, at once when woken, and gives unsent leases back on close', async () => {
    // Its periodic look an hour away: a mail sent within the waits below was sent because it was
    // due or because of wake(), however slow the machine.
    const r = relay({ clock: () => new Date(), pollMs: 3_600_000 });
    const box = outbox(sql);
    const later = await box.add(sql, null, mail('plus-tard@example.fr'), Date.now() + 300);
    const sent = async (id: number) => ((await row(id)).status === 'sent' ? true : undefined);
    r.start();
    await until(() => sent(later), 60_000);
    // Queued by the server (the relay's next look is an hour away): wake() sends it now.
    const woken = await box.add(sql, null, mail('tout-de-suite@example.fr'), Date.now());
    r.wake();
    await until(() => sent(woken), 60_000);
    expect(smtp.received).toHaveLength(2);

    // The server holds its answers: the relay is stopped with mails on their way, whatever the speed.
    smtp.hold();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await box.add(sql, null, mail(`ami${i}@example.fr`), Date.now()));
    r.wake();
    await until(() => (smtp.received.length > 2 ? true : undefined), 60_000);
    const stopped = r.stop();
    smtp.release();
    await stopped;
    const rows = await Promise.all(ids.map(row));
    const done = rows.filter((one) => one.status === 'sent');
    // What was on its way finished and is marked; the rest is free for the next start at once.
    expect(done.length).toBe(smtp.received.length - 2);
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(12);
    for (const one of rows.filter((each) => each.status !== 'sent')) {
      expect(one).toMatchObject({ status: 'pending', attempts: 0, lease_until: null });
    }
  }, 120_000);

  it('sends each of 200 mails exactly once with two relays on two connections (another thread)', async () => {
    smtp.answerMs = 5;
    const local = relay({ clock: () => new Date() });
    // The other relay as the server runs it: its own thread and connection (on PostgreSQL its
    // own pool, like another instance; on SQLite its own connection to the file).
    const other = relayThread(
      sourceWorker('server/mail/relayWorker.ts'),
      {
        database: defaultDatabase(dir),
        smtp: { host: '127.0.0.1', port: smtp.port, ignoreTls: true },
        outboxDir: path.join(dir, 'outbox'),
        from: 'info@immo-famenne.be',
        uploadDir,
        domain: DOMAIN,
      },
      (line) => logged.push(line),
    );
    stops.push(() => other.stop());
    other.start();
    // Answered once the thread has opened its database and looked at the empty outbox.
    expect(await other.run()).toBe(0);
    const box = outbox(sql);
    const queuedAt = Date.now();
    await sql.tx(async (tx) => {
      for (let i = 0; i < 200; i++) await box.add(tx, null, mail(`ami${i}@example.fr`), queuedAt);
    });
    const [here, there] = await Promise.all([local.run(), other.run()]);
    expect(here + there).toBe(200);
    // Both took part: the claims really ran side by side.
    expect(here).toBeGreaterThan(0);
    expect(there).toBeGreaterThan(0);
    // Both stopped, nothing is on its way any more: a mail sent twice has arrived twice by now.
    await Promise.all(stops.splice(0).map((stop) => stop()));
    const ids = smtp.messageIds();
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    expect(await sql.all(`SELECT status, attempts, COUNT(*) AS "n" FROM outbox GROUP BY status, attempts`)).toEqual([
      { status: 'sent', attempts: 1, n: 200 },
    ]);
    expect(logged).toEqual([]);
  }, 120_000);
});
