/**
 * Where mail goes. With SMTP configured (SMTP_URL, or SMTP_HOST with SMTP_PORT, SMTP_USER,
 * SMTP_PASS, SMTP_SECURE; read by server/settings/env.ts), nodemailer sends it over a small
 * pool of kept-open connections (a new connection and greeting per mail cost ~100 ms, a
 * pooled mail a few); without (the embedded default) each mail is written as an .eml file in
 * data/outbox, named by its outbox id so a second write of the same mail replaces the file
 * instead of adding one.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';

/**
 * The mail server refused this mail for good (a 5xx answer to its sender, its recipient or its
 * content): sending it again would get the same answer. The message keeps the server's answer.
 */
export class PermanentMailError extends Error {}

/**
 * A 5xx answer about the mail itself is final. A 5xx at login (wrong SMTP_USER/SMTP_PASS) or at
 * the greeting is our configuration or the server's state, not the mail's: those are retried
 * with every other failure (4xx, refused or lost connections, timeouts), so mending the
 * settings lets the waiting mail go.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (error instanceof PermanentMailError) return true;
  const e = error as { permanent?: unknown; code?: unknown; responseCode?: unknown };
  return (
    e?.permanent === true &&
    (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') &&
    typeof e.responseCode === 'number' &&
    e.responseCode >= 500
  );
}

/** Connections the pool keeps open to the mail server, and mails sent on one before it is renewed. */
export const SMTP_POOL = { maxConnections: 3, maxMessages: 100 } as const;

export interface MailTransport {
  /** Resolves once the mail is delivered to the next hop; rejects when it is not. */
  send(message: Mail.Options & { outboxId: number }): Promise<void>;
  describe: string;
  /** How many mails it can usefully take at once (its connections); one when not said. */
  concurrency?: number;
  close(): void;
}

export interface SmtpSettings {
  url?: string;
  host?: string;
  port?: number;
  secure?: boolean;
  user?: string;
  pass?: string;
  /** Plain SMTP on a trusted network (a relay on 127.0.0.1): no STARTTLS. */
  ignoreTls?: boolean;
}

export function smtpTransport(settings: SmtpSettings): MailTransport {
  const options: SMTPPool.Options = settings.url
    ? { url: settings.url }
    : {
        host: settings.host,
        port: settings.port,
        secure: settings.secure ?? false,
        ignoreTLS: settings.ignoreTls ?? false,
        ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
      };
  const transporter = nodemailer.createTransport({
    ...options,
    pool: true,
    ...SMTP_POOL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as SMTPPool.Options);
  return {
    describe: settings.url ? 'SMTP (SMTP_URL)' : `SMTP ${settings.host}:${settings.port}`,
    concurrency: SMTP_POOL.maxConnections,
    async send(message) {
      const { outboxId: _id, ...mail } = message;
      const info = await transporter.sendMail(mail);
      if (info.rejected.length > 0) {
        // Some recipients taken, some not (a mail here has one, so this is rare): say who and why.
        const answers = (info.rejectedErrors ?? []).map((e) => e.message).join('; ');
        const text = `Rejected: ${info.rejected.join(', ')}${answers ? ` (${answers})` : ''}`;
        const final = (info.rejectedErrors ?? []).length > 0 && (info.rejectedErrors ?? []).every(isPermanentRefusal);
        throw final ? new PermanentMailError(text) : new Error(text);
      }
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | null = null;
  return {
    describe: `.eml files in ${dir}`,
    async send(message) {
      const { outboxId, ...mail } = message;
      const info = (await builder.sendMail(mail)) as { message: Buffer };
      await (ready ??= mkdir(dir, { recursive: true }));
      const file = path.join(dir, `${String(outboxId).padStart(8, '0')}.eml`);
      // Written whole or not at all: a reader never sees half a mail.
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
    close: () => undefined,
  };
}
