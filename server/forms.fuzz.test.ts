/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.ts';
import type { MailTransport } from './mail/transport.ts';
import { FORM_KINDS, KIND_RULES, isFormKind, type FormKind } from '../src/domain/forms/kinds.ts';
import { bookableSlots } from '../src/domain/forms/appointments.ts';
import { belgianDay } from '../src/lib/dates.ts';
import { VALID_VALUES } from '../test/forms/validValues.ts';
import { makeSite } from '../test/forms/serverKit.ts';
import { storedRows } from '../test/forms/formsApp.ts';

// Property-based runs, hundreds of requests each, against the app started for the file: sized for a
// machine several times slower than a loaded one.
jest.setTimeout(60_000);

/**
 * Property-based tests of POST /api/forms/{kind} against the real app (a real database):
 * whatever arrives, the answer is a 4xx with an `{ error }` body, never a 5xx, and nothing
 * is stored. The captcha of every body is wrong ('x'), so no generated body can be accepted.
 */

const RUNS = 150;
const TIMEOUT = 60_000;

type Values = Record<string, unknown>;
type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;

/** The valid sample of a kind with the envelope; the captcha answer is not a real one. */
function sample(kind: FormKind): Values {
  const values: Values = { ...(JSON.parse(JSON.stringify(VALID_VALUES[kind])) as Values), lng: 'fr', captcha: 'x' };
  if (kind === 'contact-appointment') values.slot = bookableSlots(belgianDay(new Date()))[0];
  return values;
}

/** The fields one can replace: the sample's own, a nested signer's, the honeypot and a stranger. */
function fieldsOf(kind: FormKind): string[] {
  const values = sample(kind);
  const nested = Object.entries(values).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).map((k) => `${key}.${k}`) : [],
  );
  return [...Object.keys(values), ...nested, 'fax', 'signerB', 'hasSignerB', '__proto__', 'constructor'];
}

/** The sample with one (possibly dotted) field set to a value, serialised as the browser would. */
function replaced(kind: FormKind, field: string, value: unknown): string {
  const values = sample(kind);
  const parts = field.split('.');
  const last = parts.pop()!;
  let node = values;
  for (const part of parts) {
    const copy = { ...(node[part] as Values) };
    node[part] = copy;
    node = copy;
  }
  // defineProperty, so that "__proto__" becomes an own key of the JSON and not the prototype.
  Object.defineProperty(node, last, { value, enumerable: true, writable: true, configurable: true });
  return JSON.stringify(values);
}

const json = (value: unknown): string => JSON.stringify(value) ?? 'null';

/** Any JSON body for a kind: anything at all, objects, dictionaries, or a valid sample with one field replaced. */
const jsonBody = (kind: FormKind): fc.Arbitrary<string> =>
  fc.oneof(
    fc.anything().map(json),
    fc.object().map(json),
    fc.dictionary(fc.string(), fc.jsonValue()).map(json),
    fc
      .record({ field: fc.constantFrom(...fieldsOf(kind)), value: fc.jsonValue() })
      .map(({ field, value }) => replaced(kind, field, value)),
  );

const kinds = fc.constantFrom(...FORM_KINDS);
/** The kinds that take a file, so read multipart bodies instead of refusing them at once. */
const uploadKinds = fc.constantFrom(...FORM_KINDS.filter((kind) => KIND_RULES[kind].uploads.length > 0));

/** A boundary: any text, or the characters RFC 2046 allows. */
const boundaries = fc.oneof(
  fc.string({ minLength: 1, maxLength: 70 }),
  fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
);

/** A file's bytes: a known signature (PDF, PNG, JPEG, ZIP/DOCX) or none, then anything. */
const fileBytes = fc
  .tuple(fc.constantFrom('', '%PDF-1.4\n', '\x89PNG\r\n\x1a\n', '\xff\xd8\xff\xe0', 'PK\x03\x04'), fc.string())
  .map(([magic, rest]) => Buffer.concat([Buffer.from(magic, 'latin1'), Buffer.from(rest)]));

interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: string | Buffer;
}

const anyPart: fc.Arbitrary<Part> = fc.record(
  {
    name: fc.oneof(fc.constantFrom('payload', 'cv', 'image', 'fax'), fc.string()),
    filename: fc.oneof(fc.constantFrom('cv.pdf', 'photo.png', '../../etc/passwd'), fc.string()),
    type: fc.constantFrom('application/pdf', 'image/png', 'text/plain', ''),
    content: fc.oneof(fc.string(), fileBytes, kinds.chain(jsonBody)),
  },
  { requiredKeys: ['name', 'content'] },
);

/** What a browser sends: the values as a `payload` part, then perhaps a file in the kind's field. */
const formParts = (kind: FormKind): fc.Arbitrary<Part[]> =>
  fc
    .tuple(
      jsonBody(kind),
      fc.option(
        fc.record({
          name: fc.constantFrom(...KIND_RULES[kind].uploads.map((u) => u.field), 'cv', 'image'),
          filename: fc.oneof(fc.constantFrom('cv.pdf', 'photo.png', 'cv.docx'), fc.string()),
          content: fileBytes,
        }),
        { nil: undefined },
      ),
    )
    .map(([payload, file]): Part[] => [{ name: 'payload', content: payload }, ...(file ? [file] : [])]);

/** A multipart body for a kind, built around a boundary (which the header may or may not announce). */
const multipartBody = (kind: FormKind, boundary: string): fc.Arbitrary<Buffer> =>
  fc
    .record({
      parts: fc.oneof(fc.array(anyPart, { maxLength: 4 }), formParts(kind)),
      closed: fc.oneof(fc.constant(true), fc.boolean()),
    })
    .map(({ parts, closed }) =>
      Buffer.concat([
        ...parts.flatMap(({ name, filename, type, content }) => {
          const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
          const contentType = type === undefined ? '' : `Content-Type: ${type}\r\n`;
          return [
            Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${contentType}\r\n`),
            Buffer.from(content),
            Buffer.from('\r\n'),
          ];
        }),
        Buffer.from(closed ? `--${boundary}--\r\n` : ''),
      ]),
    );

interface RawRequest {
  kind: FormKind;
  contentType: string;
  body: string | Buffer;
}

/**
 * A raw body with its content type: JSON, plain text, or multipart with a random, empty or
 * missing boundary; and, to get past the multipart parser, a form-like body whose plain
 * boundary the header announces, for a kind that takes a file.
 */
const rawRequest: fc.Arbitrary<RawRequest> = fc.oneof(
  fc.tuple(uploadKinds, fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/)).chain(([kind, boundary]) =>
    fc.record({
      kind: fc.constant(kind),
      contentType: fc.constant(`multipart/form-data; boundary=${boundary}`),
      body: multipartBody(kind, boundary),
    }),
  ),
  fc.record({
    kind: kinds,
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
    body: fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()),
  }),
  fc.oneof(uploadKinds, kinds).chain((kind) =>
    fc.record({
      kind: fc.constant(kind),
      contentType: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data;'),
      body: fc.oneof(
        fc.string(),
        boundaries.chain((boundary) => multipartBody(kind, boundary)),
      ),
    }),
  ),
  fc.tuple(fc.oneof(uploadKinds, kinds), boundaries).chain(([kind, boundary]) =>
    fc.record({
      kind: fc.constant(kind),
      contentType: fc.constantFrom(
        `multipart/form-data; boundary=${boundary}`,
        `multipart/form-data; boundary="${boundary}"`,
      ),
      body: fc.oneof(
        fc.string(),
        multipartBody(kind, boundary),
        boundaries.chain((other) => multipartBody(kind, other)),
      ),
    }),
  ),
);

describe('POST /api/forms/{kind} with generated input', () => {
  let app: FastifyInstance;
  let site: ReturnType<typeof makeSite>;
  const sent: unknown[] = [];
  const transport: MailTransport = {
    describe: 'memory',
    send: async (message) => {
      sent.push(message);
    },
    close: () => undefined,
  };

  beforeAll(async () => {
    site = makeSite();
    app = await createApp({
      distDir: site.distDir,
      detailManifest: site.detailManifest,
      dataDir: site.dataDir,
      mail: { transport, relay: false },
      forms: { rateLimit: 0, captchaMaxNumber: 500, captchaKey: 'k', hashPassword: async () => 'h' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, body: string | Buffer, headers: Record<string, string | string[]> = {}) =>
    app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json', ...headers } });

  /** A 4xx with a JSON `{ error: string }` body; the failure tells the request and the answer. */
  function expectClientError(response: Reply, request: string): void {
    const status = response.statusCode;
    let error: unknown;
    try {
      error = (response.json() as { error?: unknown }).error;
    } catch {
      error = undefined;
    }
    if (status < 400 || status > 499 || typeof error !== 'string') {
      throw new Error(`${request}\n  answered ${status}: ${response.body.slice(0, 500)}`);
    }
  }

  it.each(FORM_KINDS.map((kind) => [kind]))(
    '%s: any JSON body gets a 4xx with an error, never a 5xx',
    async (kind) => {
      await fc.assert(
        fc.asyncProperty(jsonBody(kind), async (body) => {
          expectClientError(await post(`/api/forms/${kind}`, body), `POST /api/forms/${kind} ${body.slice(0, 300)}`);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'any raw body as JSON, plain text or multipart (random or missing boundary) gets a 4xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(rawRequest, async ({ kind, contentType, body }) => {
          const response = await post(`/api/forms/${kind}`, body, { 'content-type': contentType });
          expectClientError(
            response,
            `POST /api/forms/${kind} (${contentType}) ${JSON.stringify(body.toString().slice(0, 300))}`,
          );
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'any Idempotency-Key header never gives a 5xx',
    async () => {
      const keys = fc.oneof(
        fc.string(),
        fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
        fc.array(fc.string(), { minLength: 2, maxLength: 3 }),
      );
      await fc.assert(
        fc.asyncProperty(kinds, keys, fc.boolean(), async (kind, key, validSample) => {
          const body = validSample ? JSON.stringify(sample(kind)) : '{}';
          const response = await post(`/api/forms/${kind}`, body, { 'idempotency-key': key });
          expectClientError(response, `POST /api/forms/${kind} Idempotency-Key: ${JSON.stringify(key)}`);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'any kind in the URL gets a 404, or a 4xx for a real kind',
    async () => {
      const names = fc.oneof(fc.string(), fc.constantFrom(...FORM_KINDS, 'challenge', 'SITE-CONTACT', '.', '..', ' '));
      await fc.assert(
        fc.asyncProperty(names, async (name) => {
          const url = `/api/forms/${encodeURIComponent(name)}`;
          const response = await post(url, JSON.stringify(sample('site-contact')));
          const status = response.statusCode;
          const ok = isFormKind(name) ? status >= 400 && status <= 499 && status !== 404 : status === 404;
          if (!ok) throw new Error(`POST ${url}\n  answered ${status}: ${response.body.slice(0, 300)}`);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it('stored nothing, uploaded nothing and queued no mail for all that bad input', async () => {
    const tables = ['submissions', 'uploads', 'upload_files', 'outbox', 'appointments', 'newsletter', 'demands'];
    for (const table of tables) {
      expect([table, await storedRows(site, `SELECT COUNT(*) AS "n" FROM ${table}`)]).toEqual([table, [{ n: 0 }]]);
    }
    const uploads = path.join(site.dataDir, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
    expect(sent).toEqual([]);
  });
});
