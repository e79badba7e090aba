/**
 * The real app for the forms' server tests, as a visitor's browser talks to it: a built site
 * in a temp dir, the database of the run (SQLite, or PostgreSQL under npm run test:pg), a
 * solved captcha, JSON or multipart bodies.
 */
import type { FastifyInstance } from 'fastify';
import { createApp, type AppDeps } from '../../server/app.ts';
import type { Param } from '../../server/db/sql.ts';
import { smtpTransport } from '../../server/mail/transport.ts';
import type { FormKind } from '../../src/domain/forms/kinds.ts';
import { VALID_VALUES } from './validValues.ts';
import { solvedCaptcha, type makeSite } from './serverKit.ts';
import { testSqlFor } from '../db/testSql.ts';

export type Site = ReturnType<typeof makeSite>;

/** The app without a relay (nothing listens on port 9): the mails stay in the outbox. */
export async function formsApp(site: Site, extra: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  return createApp({
    distDir: site.distDir,
    detailManifest: site.detailManifest,
    dataDir: site.dataDir,
    mail: { transport: smtpTransport({ host: '127.0.0.1', port: 9, ignoreTls: true }), relay: false },
    forms: { rateLimit: 0, captchaMaxNumber: 500, captchaKey: 'test-key', hashPassword: async () => 'x' },
    // The daily deletion of old requests has its own tests: here it never runs behind a test's back.
    retention: { schedule: false },
    ...extra,
  });
}

/** A kind's valid sample with the envelope and a solved captcha, then the changes. */
export async function formValues(
  app: FastifyInstance,
  kind: FormKind,
  changes: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return { ...VALID_VALUES[kind], lng: 'fr', captcha: await solvedCaptcha(app), ...changes };
}

export interface FilePart {
  field: string;
  name: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body as the browser sends it: the values as JSON, then the file. */
export function multipartBody(values: Record<string, unknown>, file?: FilePart) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(values)}\r\n`),
  ];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function postForm(
  app: FastifyInstance,
  kind: FormKind,
  values: Record<string, unknown>,
  file?: FilePart,
  headers: Record<string, string> = {},
) {
  if (!file) return app.inject({ method: 'POST', url: `/api/forms/${kind}`, payload: values, headers });
  const { body, headers: h } = multipartBody(values, file);
  return app.inject({ method: 'POST', url: `/api/forms/${kind}`, payload: body, headers: { ...h, ...headers } });
}

/** Rows of the site's database, read on a connection of their own (closed again). */
export async function storedRows<T>(site: Site, text: string, params: Param[] = []): Promise<T[]> {
  const sql = await testSqlFor(site.dataDir);
  try {
    return await sql.all<T>(text, params);
  } finally {
    await sql.close();
  }
}

/** The names of the uploaded files kept (in the database: none is written to the data folder). */
export async function uploadedFiles(site: Site): Promise<string[]> {
  const rows = await storedRows<{ name: string }>(
    site,
    'SELECT stored_name AS "name" FROM upload_files ORDER BY stored_name',
  );
  return rows.map((row) => row.name);
}
