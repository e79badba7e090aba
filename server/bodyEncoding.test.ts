/** @jest-environment node */
/**
 * Compressed request bodies, as a client on the network sends them to the listening server
 * (inject never opens a socket, and the bug this guards against was a socket closed without an
 * answer): every route that reads a body answers a broken gzip, deflate or brotli body with a
 * 4xx and the site's `{ error }` JSON, whatever its size; a body that decodes too large gets 413;
 * a good one is read as if it had been sent plain.
 */
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { makeSite } from '../test/forms/serverKit.ts';
import { formsApp } from '../test/forms/formsApp.ts';
import { answerOf, rawRequest } from '../test/http/rawRequest.ts';

// A database, a listening server and a few hundred requests: sized for a slow machine.
jest.setTimeout(120_000);

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

interface Answer {
  status: number;
  type: string;
  body: string;
}

async function send(
  port: number,
  method: string,
  url: string,
  body: Buffer,
  headers: Record<string, string>,
  framing: 'length' | 'chunked' = 'length',
): Promise<Answer> {
  const request = rawRequest(port, method, url, {
    headers: {
      ...(framing === 'length' ? { 'content-length': String(body.length) } : {}),
      origin: `http://127.0.0.1:${port}`,
      ...headers,
    },
  });
  // The server answers before it has read the whole body: what it has not read is its business.
  const answer = answerOf(request);
  if (framing === 'length') request.end(body);
  else {
    // Chunked, in pieces as a stream would send it: no length for the server to refuse it by.
    for (let at = 0; at < body.length; at += 16 * 1024) request.write(body.subarray(at, at + 16 * 1024));
    request.end();
  }
  const { status, headers: answerHeaders, text } = await answer;
  return { status, type: String(answerHeaders['content-type'] ?? ''), body: text };
}

/**
 * Every route of the app with a body-taking method, from Fastify's own route tree (a child's
 * path is its parent's plus its own), parameters filled with 1.
 */
function bodyRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const route = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = route;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (BODY_METHODS.includes(method)) routes.push({ method, url: route.replace(/:\w+/g, '1').replace(/\*$/, 'x') });
    }
  }
  return routes;
}

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const site = makeSite();
  app = await formsApp(site, {
    live: {
      dir: `${site.dataDir}/live`,
      graceMinutes: 60,
      sync: { job: async () => ({ status: 'unchanged', ms: 0 }), intervalMinutes: 60, secret: 'sync-secret-for-tests' },
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app.close();
});

it('finds the routes that read a body', () => {
  const routes = bodyRoutes(app).map((route) => `${route.method} ${route.url}`);
  expect(routes).toEqual(
    expect.arrayContaining([
      'POST /api/forms/1',
      'POST /api/owner/login',
      'POST /api/staff/login',
      'POST /api/staff/members/1/active',
      'PUT /api/staff/visits/listings/1/days/1',
      'POST /api/visits',
      'POST /api/alerts/confirm',
      'POST /api/crm/sync',
    ]),
  );
});

describe.each([
  ['20 KB with its length', 20 * 1024, 'length'],
  ['200 KB with its length', 200 * 1024, 'length'],
  ['200 KB in chunks', 200 * 1024, 'chunked'],
] as const)('a broken gzip body of %s', (_size, bytes, framing) => {
  it('gets a 4xx JSON answer on every route', async () => {
    const garbage = randomBytes(bytes);
    const answers: string[] = [];
    for (const { method, url } of bodyRoutes(app)) {
      const answer = await send(
        port,
        method,
        url,
        garbage,
        { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        framing,
      );
      const json = answer.type.startsWith('application/json') ? (JSON.parse(answer.body) as { error?: unknown }) : {};
      answers.push(`${method} ${url}: ${answer.status} ${typeof json.error === 'string' ? 'error' : answer.body}`);
    }
    expect(answers.filter((answer) => !/: 4\d\d error$/.test(answer))).toEqual([]);
  });
});

it('answers a broken body the same in every encoding, and the plain body of the same route', async () => {
  const garbage = randomBytes(20 * 1024);
  for (const encoding of ['gzip', 'x-gzip', 'deflate', 'br']) {
    const answer = await send(port, 'POST', '/api/owner/login', garbage, {
      'content-type': 'application/json',
      'content-encoding': encoding,
    });
    expect([encoding, answer.status, answer.body]).toEqual([encoding, 400, '{"error":"errors.badRequest"}']);
  }
  const plain = await send(port, 'POST', '/api/owner/login', garbage, { 'content-type': 'application/json' });
  expect([plain.status, plain.body]).toEqual([400, '{"error":"errors.badRequest"}']);
});

it('reads a good compressed body as the plain one, and refuses one that decodes beyond the limit', async () => {
  const plain = Buffer.from(JSON.stringify({ email: 'nobody' }));
  const expected = await send(port, 'POST', '/api/owner/login', plain, { 'content-type': 'application/json' });
  expect(expected.status).toBe(400);
  expect(JSON.parse(expected.body)).toMatchObject({ error: 'errors.invalid' });
  for (const [encoding, body] of [
    ['gzip', gzipSync(plain)],
    ['br', brotliCompressSync(plain)],
  ] as const) {
    const answer = await send(port, 'POST', '/api/owner/login', body, {
      'content-type': 'application/json',
      'content-encoding': encoding,
    });
    expect([encoding, answer.status, answer.body]).toEqual([encoding, expected.status, expected.body]);
  }
  // A megabyte of one letter: a few hundred bytes on the wire, sixteen times the 64 KB limit once decoded.
  const bomb = gzipSync(Buffer.from(JSON.stringify({ email: 'a'.repeat(1024 * 1024) })));
  expect(bomb.length).toBeLessThan(4096);
  const answer = await send(port, 'POST', '/api/owner/login', bomb, {
    'content-type': 'application/json',
    'content-encoding': 'gzip',
  });
  expect([answer.status, answer.body]).toEqual([413, '{"error":"errors.tooLarge"}']);
});

it('refuses an encoding it does not know, and a compressed multipart body', async () => {
  const unknown = await send(port, 'POST', '/api/owner/login', Buffer.from('{}'), {
    'content-type': 'application/json',
    'content-encoding': 'compress',
  });
  expect([unknown.status, unknown.body]).toEqual([415, '{"error":"errors.unsupportedMediaType"}']);
  const multipart = await send(port, 'POST', '/api/forms/contact', gzipSync(Buffer.from('--x--\r\n')), {
    'content-type': 'multipart/form-data; boundary=x',
    'content-encoding': 'gzip',
  });
  expect([multipart.status, multipart.body]).toEqual([415, '{"error":"errors.unsupportedMediaType"}']);
});
