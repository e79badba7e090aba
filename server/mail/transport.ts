/**
 * Where mail goes. With SMTP configured (SMTP_URL, or SMTP_HOST with SMTP_PORT, SMTP_USER,
 * SMTP_PASS, SMTP_SECURE), nodemailer sends it; without (the embedded default) each mail is
 * written as an .eml file in data/outbox, named by its outbox id so a second write of the
 * same mail replaces the file instead of adding one.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';

export interface MailTransport {
  /** Resolves once the mail is delivered to the next hop; rejects when it is not. */
  send(message: Mail.Options & { outboxId: number }): Promise<void>;
  describe: string;
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

export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv): SmtpSettings | null {
  if (env.SMTP_URL) return { url: env.SMTP_URL };
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT ? Number.parseInt(env.SMTP_PORT, 10) : 587,
    secure: env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true',
    ...(env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : {}),
    ignoreTls: env.SMTP_IGNORE_TLS === '1',
  };
}

export function smtpTransport(settings: SmtpSettings): MailTransport {
  const options: SMTPTransport.Options = settings.url
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
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as SMTPTransport.Options);
  return {
    describe: settings.url ? 'SMTP (SMTP_URL)' : `SMTP ${settings.host}:${settings.port}`,
    async send(message) {
      const { outboxId: _id, ...mail } = message;
      const info = await transporter.sendMail(mail);
      if (info.rejected.length > 0) throw new Error(`Rejected: ${info.rejected.join(', ')}`);
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
