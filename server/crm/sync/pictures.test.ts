/** @jest-environment node */
/**
 * Fetching a CRM photo: what fails on the way is tried again, what the host answers on purpose
 * is not, and only an image of at most 15 MB is taken; only from the CRM's origin and the hosts
 * CRM_MEDIA_HOSTS names, never from a private address (redirects included).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress } from './mediaPolicy.ts';
import { createPictureFetcher, MAX_PICTURE_BYTES, pictureExtension, type PictureFetcherOptions } from './pictures.ts';

let server: Server;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/photo.jpg')
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from([1, 2, 3]));
    if (req.url === '/page') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (req.url === '/huge.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(MAX_PICTURE_BYTES + 1) });
      return res.end();
    }
    if (req.url === '/busy') return res.writeHead(503).end();
    if (req.url === '/moved') return res.writeHead(302, { location: '/photo.jpg' }).end();
    if (req.url?.startsWith('/to?')) {
      return res.writeHead(301, { location: decodeURIComponent(req.url.slice('/to?'.length)) }).end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits.length = 0;
});

// The test server is the CRM: its origin is allowed, as CRM_URL would make it.
const fetcher = (options: Partial<PictureFetcherOptions> = {}) =>
  createPictureFetcher({
    policy: { crmOrigin: base, hosts: [] },
    sleep: async () => {},
    random: () => 0.5,
    ...options,
  });

test('an image comes with its type; the four image types map to their extensions', async () => {
  expect(await fetcher()(`${base}/photo.jpg`)).toEqual({ bytes: Buffer.from([1, 2, 3]), contentType: 'image/jpeg' });
  expect(['image/jpeg', 'image/png; q=1', 'IMAGE/WEBP', 'image/svg+xml', 'image/gif'].map(pictureExtension)).toEqual([
    'jpg',
    'png',
    'webp',
    'svg',
    undefined,
  ]);
});

test('a web page, an oversize picture or a 404 is refused at once; a 503 is tried three times', async () => {
  const fetch = fetcher();
  await expect(fetch(`${base}/page`)).rejects.toMatchObject({
    failure: 'malformed',
    message: expect.stringMatching(/text\/html/),
  });
  await expect(fetch(`${base}/huge.png`)).rejects.toMatchObject({ message: expect.stringMatching(/more than 15 MB/) });
  await expect(fetch(`${base}/missing.jpg`)).rejects.toMatchObject({ failure: 'http', status: 404 });
  expect(hits).toEqual(['/page', '/huge.png', '/missing.jpg']);
  await expect(fetch(`${base}/busy`)).rejects.toMatchObject({ message: 'HTTP 503, 3 of 3 attempts' });
  expect(hits.filter((url) => url === '/busy')).toHaveLength(3);
});

test('a redirect on the CRM is followed; one to another port, or to a private address, is refused', async () => {
  expect((await fetcher()(`${base}/moved`)).contentType).toBe('image/jpeg');
  const elsewhere = `http://127.0.0.1:1/photo.jpg`;
  await expect(fetcher()(`${base}/to?${encodeURIComponent(elsewhere)}`)).rejects.toMatchObject({
    failure: 'forbidden',
    message: "refused: 127.0.0.1:1 is neither the CRM's host nor one CRM_MEDIA_HOSTS names",
  });
  // A named media host that resolves to loopback, straight or behind the CRM's redirect.
  const named = fetcher({
    policy: { crmOrigin: base, hosts: ['media.example.com'] },
    resolve: async () => [{ address: '127.0.0.1', family: 4 }],
  });
  for (const url of [
    'http://media.example.com/p.jpg',
    `${base}/to?${encodeURIComponent('http://media.example.com/p.jpg')}`,
  ]) {
    await expect(named(url)).rejects.toMatchObject({
      failure: 'forbidden',
      message: 'refused: media.example.com resolves to a private or reserved address',
    });
  }
  expect(hits).toEqual([
    '/moved',
    '/photo.jpg',
    '/to?' + encodeURIComponent(elsewhere),
    expect.stringMatching(/^\/to\?/),
  ]);
});

test('a picture on another host, or on an address the operator did not name, is refused before any request', async () => {
  const fetch = fetcher();
  for (const url of [
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/p.jpg',
    'http://10.0.0.8/p.jpg',
    'https://evil.example/p.jpg',
    'file:///etc/passwd',
  ]) {
    await expect(fetch(url)).rejects.toMatchObject({ failure: 'forbidden' });
  }
  expect(hits).toEqual([]);
});

test.each([
  ['127.0.0.1', false],
  ['10.1.2.3', false],
  ['172.20.0.1', false],
  ['192.168.1.10', false],
  ['169.254.169.254', false],
  ['100.64.0.1', false],
  ['0.0.0.0', false],
  ['::1', false],
  ['fe80::1', false],
  ['fd12:3456::1', false],
  ['::ffff:127.0.0.1', false],
  ['::ffff:7f00:1', false],
  ['8.8.8.8', true],
  ['2a00:1450:4001:82a::200e', true],
  ['::ffff:8.8.8.8', true],
])('%s is public: %s', (address, expected) => {
  expect(isPublicAddress(address)).toBe(expected);
});
