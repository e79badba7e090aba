/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type Db } from '../db/database.ts';
import { outbox } from './outboxSync.ts';
import { createRelay, extraHeaders } from './relay.ts';
import type { OutgoingMail } from './render.ts';
import { smtpTransport } from './transport.ts';

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
    expect(extraHeaders(undefined)).toEqual({});
  });
});

/**
 * The relay against a real SMTP server on 127.0.0.1 that answers each recipient as a mail
 * server would: 550 for an address it does not know (permanent), 451 while it is busy (a
 * temporary refusal), 250 otherwise.
 */
describe('the relay and the mail server’s answers', () => {
  const GONE = 'gone@example.be';
  const BUSY = 'busy@example.be';
  let server: SMTPServer;
  let port: number;
  let busy: boolean;
  const tried: string[] = [];
  const delivered: string[] = [];
  let dir: string;
  let db: Db;
  let now: number;
  const relays: ReturnType<typeof createRelay>[] = [];

  const mail = (to: string): OutgoingMail => ({
    role: 'friend',
    to,
    replyTo: null,
    subject: 'Une maison',
    text: 'Bonjour',
    html: '<p>Bonjour</p>',
    attachments: [],
  });
  const relay = () => {
    const made = createRelay({
      db,
      transport: smtpTransport({ host: '127.0.0.1', port, ignoreTls: true }),
      clock: () => new Date(now),
      from: 'info@immo-famenne.be',
      uploadDir: dir,
      domain: 'immo-famenne.be',
    });
    relays.push(made);
    return made;
  };
  const row = (id: number) =>
    db.prepare('SELECT status, attempts, last_error, next_attempt_at FROM outbox WHERE id = ?').get(id) as {
      status: string;
      attempts: number;
      last_error: string | null;
      next_attempt_at: number;
    };

  beforeEach(async () => {
    busy = true;
    tried.length = 0;
    delivered.length = 0;
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        tried.push(address.address);
        if (address.address === GONE)
          return callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
        if (address.address === BUSY && busy)
          return callback(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 }));
        callback();
      },
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          delivered.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
    dir = mkdtempSync(path.join(tmpdir(), 'relay-'));
    db = openDatabase(path.join(dir, 'site.db'));
    now = Date.parse('2026-11-24T10:00:00Z');
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.stop()));
    db.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('treats a 550 as final after one attempt, keeping the server’s answer, and still sends the rest', async () => {
    const box = outbox(db);
    const gone = box.add(null, mail(GONE), now);
    const fine = box.add(null, mail('ami@example.fr'), now);
    const r = relay();
    expect(await r.run()).toBe(1);
    expect(row(gone)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row(gone).last_error).toMatch(/550 5\.1\.1 No such user/);
    expect(row(fine)).toMatchObject({ status: 'sent' });
    // Days later, nothing is tried again.
    now += 6 * 24 * 3600_000;
    expect(await r.run()).toBe(0);
    expect(tried.filter((to) => to === GONE)).toHaveLength(1);
    expect(delivered).toEqual(['ami@example.fr']);
  });

  it('retries a 451 after its back-off and delivers once the server takes it', async () => {
    const box = outbox(db);
    const id = box.add(null, mail(BUSY), now);
    const r = relay();
    expect(await r.run()).toBe(0);
    expect(row(id)).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: now + 30_000 });
    expect(row(id).last_error).toMatch(/451/);
    // Not before its time.
    now += 10_000;
    expect(await r.run()).toBe(0);
    expect(tried).toHaveLength(1);
    busy = false;
    now += 30_000;
    expect(await r.run()).toBe(1);
    expect(row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(delivered).toEqual([BUSY]);
  });

  it('reuses its connections: many mails, few SMTP sessions', async () => {
    let sessions = 0;
    server.on('connect', () => sessions++);
    const box = outbox(db);
    for (let i = 0; i < 30; i++) box.add(null, mail(`ami${i}@example.fr`), now);
    const r = relay();
    expect(await r.run()).toBe(30);
    expect(delivered).toHaveLength(30);
    expect(sessions).toBeLessThanOrEqual(3);
  });
});
