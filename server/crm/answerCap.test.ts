/** @jest-environment node */
/**
 * A CRM answer is read as a stream and given up past the cap, naming the endpoint and the page:
 * a 700 MB page once took the sync child to 2.5 GB. The server below streams without a length,
 * as that answer did, and counts what it managed to send before the client hung up.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCrmClient } from './client.ts';
import { CrmError } from './errors.ts';
import { MAX_ANSWER_BYTES } from './request.ts';

let server: Server;
let base: string;
let sent = 0;
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.includes('GetTypeOfPropertyList')) {
      // Announced: refused before a byte of the body is read.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(MAX_ANSWER_BYTES + 1) });
      res.write(CHUNK);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    // Up to 700 MB, as long as the client reads.
    const pump = () => {
      while (sent < 700 * 1024 * 1024) {
        sent += CHUNK.length;
        if (!res.write(CHUNK)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('close', () => res.destroy());
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = () =>
  createCrmClient(
    { url: base, customer: 'c', password: 'cap-test-secret', attempts: 1 },
    { sleep: async () => {}, log: () => {} },
  );

test('an answer streamed past 16 MiB is given up, with its endpoint and page named', async () => {
  const error = await client()
    .properties('fr')
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CrmError);
  expect((error as CrmError).message).toMatch(
    /^CRM GetPropertyList \(fr\), rows 1-50: the answer is larger than 16 MiB \(more than 16777216 bytes read\)$/,
  );
  // The socket's buffers let a little more through, never the 700 MB.
  expect(sent).toBeLessThan(64 * 1024 * 1024);
});

test('an answer announced larger than the cap is refused unread', async () => {
  const error = await client()
    .types('nl')
    .catch((e: unknown) => e);
  expect((error as CrmError).message).toMatch(
    /^CRM GetTypeOfPropertyList \(nl\), rows 1-50: the answer is larger than 16 MiB \(16777217 bytes announced\)$/,
  );
});
