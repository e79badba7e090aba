/**
 * Request bodies sent with a Content-Encoding (gzip, deflate, br): decoded before a route's
 * parser reads them, and every broken one answered. No browser compresses what it posts, but a
 * script may, and each such body must get an answer like any other bad body.
 *
 * @fastify/compress decodes request bodies too, but it pipes the request into the decoder with
 * `pump`, which destroys the request when the decoder fails. A body larger than one socket read
 * (about 16 KB) was then still arriving, and destroying it closed the socket: the client got no
 * answer at all. Here a decoding error unplugs the decoder and lets the rest of the body be read
 * and dropped, so the 400 goes out on the connection it came in on.
 *
 * What is decoded counts against the route's body limit (Fastify's own count: a zip bomb gets
 * 413), and so does what arrives encoded.
 */
import { createBrotliDecompress, createGunzip, createInflate, type Gunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Decoder = Gunzip & { receivedEncodedLength?: number };

const DECODERS: Record<string, () => Decoder> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** A 4xx that errorReply (errors.ts) answers with its `{ error }` key. */
function refusal(statusCode: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { statusCode, code });
}

function decode(request: FastifyRequest, reply: FastifyReply, payload: Readable): Readable {
  const header = request.headers['content-encoding'];
  const encoding = (Array.isArray(header) ? header.join(',') : (header ?? '')).trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return payload;
  const make = DECODERS[encoding];
  // One encoding only: a chain of them ("gzip, br") is nothing a client of this site sends.
  if (!make) throw refusal(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', `Unsupported Content-Encoding: ${encoding}`);
  // @fastify/multipart reads the request itself, not the stream handed to the parser.
  if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) {
    throw refusal(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'A multipart body is not accepted compressed');
  }
  const decoder: Decoder = make();
  decoder.receivedEncodedLength = 0;
  const count = (chunk: Buffer) => {
    decoder.receivedEncodedLength = (decoder.receivedEncodedLength ?? 0) + chunk.length;
  };
  // Fed only once the parser reads it: an error before the parser listened would be missed,
  // and the request would wait for its timeout.
  decoder.once('resume', () => {
    payload.on('data', count);
    payload.pipe(decoder);
  });
  // The rest of the body is read and dropped: the answer can go, and the connection stays.
  const drain = () => {
    payload.unpipe(decoder);
    payload.resume();
  };
  decoder.on('error', (error: Error & { statusCode?: number }) => {
    drain();
    error.statusCode = 400;
  });
  // Once answered (the whole body read, a 413 half-way, the client gone), nothing more is decoded.
  reply.raw.once('close', () => {
    drain();
    decoder.destroy();
  });
  return decoder;
}

/** Registers the decoding; before @fastify/compress, whose own request decoding it turns off. */
export function decodeRequestBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.decompress = false;
  });
  app.addHook('preParsing', async (request, reply, payload) => decode(request, reply, payload));
}
