/** @jest-environment node */
/**
 * Fetching a CRM photo: what fails on the way is tried again, what the host answers on purpose
 * is not, and only an image of at most 15 MB is taken.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPictureFetcher, MAX_PICTURE_BYTES, pictureExtension } from './pictures.ts';

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

const fetcher = () => createPictureFetcher({ sleep: async () => {}, random: () => 0.5 });

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
