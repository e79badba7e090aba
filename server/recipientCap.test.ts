/** @jest-environment node */
/**
 * What a stranger can make the agency mail to someone else's address (issue 18, finding 8):
 * no free text of theirs, and at most RECIPIENT_DAILY_CAP mails a day to one address, counted
 * apart for a third party's address and for the visitor's own.
 */
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.ts';
import { RECIPIENT_DAILY_CAP } from './mail/recipientCap.ts';
import { smtpTransport } from './mail/transport.ts';
import type { FormKind } from '../src/domain/forms/kinds.ts';
import { VALID_VALUES } from '../test/forms/validValues.ts';
import { makeSite, solvedCaptcha, startSmtp } from '../test/forms/serverKit.ts';
import { storedRows } from '../test/forms/formsApp.ts';

// Each test starts the app beside a real SMTP server: sized for a machine several times slower than
// a loaded one.
jest.setTimeout(60_000);

const FRIEND_CAP = RECIPIENT_DAILY_CAP['third-party'];
const VISITOR_CAP = RECIPIENT_DAILY_CAP.visitor;
const AGENCY = 'info@immo-famenne.be';
const FRIEND = 'ami@example.fr';
const SPAM = 'Your account is blocked: call +32 900 12 34 56 or visit http://evil.example/login now';

describe('mail to an address a visitor typed', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let site: ReturnType<typeof makeSite>;
  let app: FastifyInstance;
  let now: Date;

  beforeEach(async () => {
    smtp = await startSmtp();
    site = makeSite();
    now = new Date('2026-11-24T10:00:00Z');
    app = await createApp({
      distDir: site.distDir,
      detailManifest: site.detailManifest,
      dataDir: site.dataDir,
      clock: () => now,
      mail: { transport: smtpTransport({ host: '127.0.0.1', port: smtp.port, ignoreTls: true }), relay: false },
      forms: { rateLimit: 0, captchaMaxNumber: 500, captchaKey: 'test-key', hashPassword: async () => 'x' },
    });
  });
  afterEach(async () => {
    await app.close();
    await smtp.stop();
  });

  async function send(kind: FormKind, extra: Record<string, unknown> = {}) {
    const captcha = await solvedCaptcha(app);
    const payload = { ...VALID_VALUES[kind], lng: 'fr', captcha, ...extra };
    return app.inject({ method: 'POST', url: `/api/forms/${kind}`, payload });
  }
  const queuedTo = async (address: string) => {
    const [row] = await storedRows<{ n: number }>(
      site,
      'SELECT COUNT(*) AS "n" FROM outbox WHERE lower(to_address) = ?',
      [address],
    );
    return row?.n;
  };

  it('sends the friend no free text of the sender, only who sent which listing', async () => {
    // A hand-made request may still carry a message: it is not a field of the form any more.
    const senderName = 'Zoë Van den Broeck-d’Ardenne';
    expect((await send('send-to-friend', { senderName, message: SPAM })).statusCode).toBe(202);
    await app.relay?.run();
    const [mail] = smtp.mails.filter((m) => m.to.includes(FRIEND));
    expect(mail).toBeDefined();
    const all = `${mail!.parsed.subject}\n${mail!.parsed.text}\n${String(mail!.parsed.html)}`;
    expect(all).toContain(senderName);
    expect(all).toContain('https://www.immo-famenne.be/fr/a-vendre/marche-en-famenne/maison/120/');
    expect(all).not.toMatch(/evil\.example|blocked|900 12/);
  });

  it('takes a name as the sender’s name, not a sentence with a number or a link', async () => {
    const response = await send('send-to-friend', { senderName: 'Bank alert: call 0900 12 34 56' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'errors.invalid', errors: { senderName: 'errors.senderNameInvalid' } });
    expect(await queuedTo(FRIEND)).toBe(0);
  });

  it('does not echo a long free text in the confirmation; the agency still reads it', async () => {
    const remarks = `${SPAM} ${'lorem ipsum '.repeat(150)}`.trim();
    expect((await send('site-contact', { remarks })).statusCode).toBe(202);
    await app.relay?.run();
    const agency = smtp.mails.find((m) => m.to.includes(AGENCY))!;
    const visitor = smtp.mails.find((m) => m.to.includes('claire.dubois@example.be'))!;
    expect(agency.parsed.text).toContain(remarks);
    expect(`${visitor.parsed.text}${String(visitor.parsed.html)}`).not.toMatch(/evil\.example|lorem ipsum/);
    expect(visitor.parsed.text).toContain('non repris ici');
  });

  it(`refuses the friend mail after ${FRIEND_CAP} a day to one address, queues nothing for it, and allows it again the next day`, async () => {
    for (let i = 0; i < FRIEND_CAP; i++) {
      // The same address however it is written.
      const friendEmail = i === 1 ? 'AMI@Example.fr' : FRIEND;
      expect((await send('send-to-friend', { friendEmail })).statusCode).toBe(202);
    }
    const over = await send('send-to-friend');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: 'errors.recipientLimit', errors: { friendEmail: 'errors.recipientLimit' } });
    expect(await queuedTo(FRIEND)).toBe(FRIEND_CAP);
    // Another friend is not concerned.
    expect((await send('send-to-friend', { friendEmail: 'autre@example.fr' })).statusCode).toBe(202);
    await app.relay?.run();
    expect(smtp.mails.filter((m) => m.to.some((to) => to.toLowerCase() === FRIEND))).toHaveLength(FRIEND_CAP);

    now = new Date(now.getTime() + 24 * 3600_000);
    expect((await send('send-to-friend')).statusCode).toBe(202);
    expect(await queuedTo(FRIEND)).toBe(FRIEND_CAP + 1);
  });

  it('still takes a contact message past the cap, without one more confirmation to that address', async () => {
    for (let i = 0; i <= VISITOR_CAP; i++) expect((await send('site-contact')).statusCode).toBe(202);
    await app.relay?.run();
    expect(smtp.mails.filter((m) => m.to.includes(AGENCY))).toHaveLength(VISITOR_CAP + 1);
    expect(smtp.mails.filter((m) => m.to.includes('claire.dubois@example.be'))).toHaveLength(VISITOR_CAP);
  });

  it("counts a friend's mails apart from the visitor's own: mails as a friend leave that address its confirmations", async () => {
    const visitor = 'claire.dubois@example.be';
    for (let i = 0; i < FRIEND_CAP; i++) {
      expect((await send('send-to-friend', { friendEmail: visitor })).statusCode).toBe(202);
    }
    expect((await send('send-to-friend', { friendEmail: visitor })).statusCode).toBe(429);
    expect((await send('site-contact')).statusCode).toBe(202);
    expect(await queuedTo(visitor)).toBe(FRIEND_CAP + 1);
  });
});
