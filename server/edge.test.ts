/** @jest-environment node */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApp, type AppDeps } from './app.ts';
import { proxyTrust } from './edge.ts';
import { VALID_VALUES } from '../test/forms/validValues.ts';
import { makeSite, solvedCaptcha } from '../test/forms/serverKit.ts';

// Each test starts a listening app and talks to it over sockets: sized for a machine several times
// slower than a loaded one.
jest.setTimeout(60_000);

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const fastHash = async (password: string) => `test$${password.length}`;

async function build(extra: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  const site = makeSite();
  return createApp({
    distDir: site.distDir,
    detailManifest: site.detailManifest,
    dataDir: site.dataDir,
    mail: { relay: false },
    forms: { rateLimit: 2, captchaMaxNumber: 500, captchaKey: 'test-key', hashPassword: fastHash },
    ...extra,
  });
}

/** A raw socket to the listening app, and what it receives until the server closes it. */
function open(port: number, from = '127.0.0.1'): Promise<{ socket: Socket; closed: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      // A socket the server destroys may end in a reset rather than a close.
      socket.on('error', () => undefined);
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

/** A whole GET on a fresh socket; resolves with the status line, or null if the socket is refused. */
async function get(port: number, from = '127.0.0.1'): Promise<string | null> {
  const { socket, closed } = await open(port, from);
  socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  const received = await closed;
  return received === '' ? null : (received.split('\r\n')[0] ?? null);
}

describe('the network edge of a listening server', () => {
  let app: FastifyInstance;
  let port: number;
  afterEach(() => app.close());

  async function listen(edge: AppDeps['edge']) {
    app = await build({ edge });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  }

  it('cuts a request whose body never finishes after the request timeout', async () => {
    await listen({ requestTimeoutMs: 1000, headersTimeoutMs: 1000, idleTimeoutMs: 60_000 });
    const { socket, closed } = await open(port);
    socket.write(
      'POST /api/visits HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"id":',
    );
    // A slow-loris keeps the socket busy with a byte now and then, so only the request timeout ends it.
    const drip = setInterval(() => socket.write(' '), 200);
    const received = await closed;
    clearInterval(drip);
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
  }, 15_000);

  it('refuses a socket beyond the per-address cap while another address is served', async () => {
    await listen({ maxConnectionsPerAddress: 3 });
    const held = await Promise.all([open(port), open(port), open(port)]);
    try {
      expect(await get(port)).toBeNull();
      // The same machine from another loopback address is another client.
      expect(await get(port, '127.0.0.2')).toBe('HTTP/1.1 200 OK');
      held[0]?.socket.destroy();
      await held[0]?.closed;
      expect(await get(port)).toBe('HTTP/1.1 200 OK');
    } finally {
      for (const { socket } of held) socket.destroy();
    }
  });
});

describe('proxy trust', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  const newsletter = async (forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/forms/sign-newsletter',
      payload: { ...VALID_VALUES['sign-newsletter'], lng: 'fr', captcha: await solvedCaptcha(app) },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const beacon = (forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/visits',
      payload: '{"id":120}',
      headers: { 'content-type': 'text/plain', 'user-agent': FIREFOX, 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For from a peer on the same machine unless TRUST_PROXY names it', async () => {
    app = await build();
    expect((await newsletter('203.0.113.1')).statusCode).toBe(202);
    expect((await newsletter('203.0.113.2')).statusCode).toBe(202);
    const third = await newsletter('203.0.113.3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: 'errors.tooMany' });

    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await beacon(address);
    expect(await storedVisitors(app)).toEqual({ views: 3, visitors: 1 });
  });

  it('believes the proxy TRUST_PROXY names', async () => {
    app = await build({ trustProxy: '127.0.0.1' });
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await newsletter(address)).statusCode).toBe(202);
    }
    for (const address of ['198.51.100.1', '198.51.100.2']) await beacon(address);
    expect(await storedVisitors(app)).toEqual({ views: 2, visitors: 2 });
  });

  it('reads TRUST_PROXY as addresses, ranges, names or a hop count', () => {
    expect(proxyTrust(undefined).isTrustedProxy('127.0.0.1')).toBe(false);
    const named = proxyTrust('loopback, 10.1.0.0/16');
    expect(named.isTrustedProxy('::ffff:127.0.0.1')).toBe(true);
    expect(named.isTrustedProxy('10.1.2.3')).toBe(true);
    expect(named.isTrustedProxy('10.2.0.1')).toBe(false);
    expect(proxyTrust('2').isTrustedProxy('192.0.2.1')).toBe(true);
  });
});

/** Views and visitors of property 120 as its owner's statistics show them. */
async function storedVisitors(app: FastifyInstance): Promise<{ views: number; visitors: number }> {
  const stats = await app.visits?.stats.forProperty(120);
  return { views: stats?.pageViews ?? -1, visitors: stats?.total ?? -1 };
}
