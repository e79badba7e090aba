/**
 * Fetching one CRM photo. A photo is the CRM's file on its own host; what comes back is stored
 * under LIVE_DIR/media and later turned into the site's variants, so only the four image types
 * the build reads are taken, and at most 15 MB (a camera original is ~5-10 MB; an answer larger
 * than that is not a listing photo). Only URLs the media policy allows are fetched
 * (./mediaPolicy.ts): the host is resolved first, its addresses checked, and the connection
 * made to the address checked; each redirect (at most 3) is checked the same way. The waits
 * are the CRM client's (./request.ts): a timeout per attempt, up to 3 attempts with
 * exponential backoff and jitter for what fails on the way (network, timeout, 5xx, 429), none
 * for an answer given on purpose (404, a web page, a refused URL).
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { isPublicAddress, operatorNamedPrivateHost, refusedUrl, type MediaPolicy } from './mediaPolicy.ts';
import type { CrmFailure } from '../errors.ts';
import type { FetchedPicture, FetchPicture } from './types.ts';

export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;

/** The image types the build turns into variants (publisher/media/media.ts), by their file extension. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** The extension of a picture's Content-Type, undefined for anything but JPEG, PNG, WebP and SVG. */
export function pictureExtension(contentType: string): string | undefined {
  return EXTENSIONS[contentType.split(';')[0]?.trim().toLowerCase() ?? ''];
}

/** Why a picture could not be taken, in the terms of a CrmError (the sync wraps it with the record). */
export class PictureError extends Error {
  override readonly name = 'PictureError';
  constructor(
    readonly failure: CrmFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return (
      this.failure === 'network' ||
      this.failure === 'timeout' ||
      (this.status !== undefined && (this.status >= 500 || this.status === 429))
    );
  }
}

/** Refuses what the site cannot use, whoever fetched it. */
export function checkPicture(picture: FetchedPicture): string {
  const ext = pictureExtension(picture.contentType);
  if (!ext) {
    throw new PictureError(
      'malformed',
      `the answer is ${picture.contentType || 'untyped'}, not a JPEG, PNG, WebP or SVG image`,
    );
  }
  if (picture.bytes.length > MAX_PICTURE_BYTES) {
    throw new PictureError('malformed', `the picture is ${picture.bytes.length} bytes, more than 15 MB`);
  }
  if (picture.bytes.length === 0) throw new PictureError('malformed', 'the picture is empty');
  return ext;
}

export interface PictureFetcherOptions {
  /** Where photos may come from: CRM_URL's origin and CRM_MEDIA_HOSTS. */
  policy: MediaPolicy;
  /** Per attempt, redirects and body included. Default 30 s: a photo is larger than an API answer. */
  timeoutMs?: number;
  attempts?: number;
  backoffMs?: number;
  maxBackoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Name resolution; the system's by default (tests give their own). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function readCapped(response: IncomingMessage): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_PICTURE_BYTES) {
    response.destroy();
    throw new PictureError('malformed', `the picture is ${declared} bytes, more than 15 MB`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    // A missing or false Content-Length must not make the sync hold a huge answer in memory.
    if (size > MAX_PICTURE_BYTES) {
      response.destroy();
      throw new PictureError('malformed', 'the picture is more than 15 MB');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const systemResolve = (hostname: string) => lookup(hostname, { all: true, verbatim: true });

/** The address to connect to: every address of the host public, or the host one the operator named. */
async function checkedAddress(
  url: URL,
  policy: MediaPolicy,
  resolve: NonNullable<PictureFetcherOptions['resolve']>,
): Promise<{ address: string; family: number }> {
  const refused = refusedUrl(url, policy);
  if (refused) throw new PictureError('forbidden', `refused: ${refused}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  const first = addresses[0];
  if (!first) throw new PictureError('network', `network error (${host} has no address)`);
  if (!operatorNamedPrivateHost(url, policy) && addresses.some((a) => !isPublicAddress(a.address))) {
    // The address is not named: the log must not map the agency's network.
    throw new PictureError('forbidden', `refused: ${url.host} resolves to a private or reserved address`);
  }
  return first;
}

function get(url: URL, pinned: { address: string; family: number }, signal: AbortSignal): Promise<IncomingMessage> {
  // The connection goes to the address checked, whatever the name resolves to a moment later.
  const pin: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { accept: 'image/*' }, signal, lookup: pin });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

export function createPictureFetcher(options: PictureFetcherOptions): FetchPicture {
  const { policy } = options;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const attempts = Math.max(1, options.attempts ?? 3);
  const backoffMs = options.backoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 8_000;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const random = options.random ?? Math.random;
  const resolve = options.resolve ?? systemResolve;

  async function once(start: string): Promise<FetchedPicture> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      let url = new URL(start);
      for (let redirects = 0; ; redirects += 1) {
        const response = await get(url, await checkedAddress(url, policy, resolve), signal);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          response.resume();
          if (redirects >= MAX_REDIRECTS)
            throw new PictureError('http', `more than ${MAX_REDIRECTS} redirects`, status);
          url = new URL(location, url);
          continue;
        }
        if (status < 200 || status > 299) {
          response.resume();
          throw new PictureError('http', `HTTP ${status}`, status);
        }
        const contentType = response.headers['content-type'] ?? '';
        // Checked before the body is read: a web page in place of a photo is not downloaded.
        if (!pictureExtension(contentType)) {
          response.destroy();
          checkPicture({ bytes: Buffer.alloc(0), contentType });
        }
        return { bytes: await readCapped(response), contentType };
      }
    } catch (error) {
      if (error instanceof PictureError) throw error;
      if (signal.aborted) throw new PictureError('timeout', `no answer within ${timeoutMs} ms`);
      if (error instanceof TypeError && /Invalid URL/i.test(error.message)) {
        throw new PictureError('forbidden', 'refused: the redirect is not a URL');
      }
      const code =
        (error as { code?: unknown; cause?: { code?: unknown } }).code ??
        (error as { cause?: { code?: unknown } }).cause?.code;
      throw new PictureError('network', `network error (${typeof code === 'string' ? code : String(error)})`);
    }
  }

  return async function fetchPicture(url) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once(url);
      } catch (error) {
        if (!(error instanceof PictureError) || !error.retryable || attempt >= attempts) {
          if (error instanceof PictureError && error.retryable) {
            throw new PictureError(error.failure, `${error.message}, ${attempt} of ${attempts} attempts`, error.status);
          }
          throw error;
        }
        const exponential = Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1));
        await sleep(Math.round(exponential / 2 + random() * (exponential / 2)));
      }
    }
  };
}
