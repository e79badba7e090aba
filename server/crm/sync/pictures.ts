/**
 * Fetching one CRM photo. A photo is the CRM's file on its own host; what comes back is stored
 * under LIVE_DIR/media and later turned into the site's variants, so only the four image types
 * the build reads are taken, and at most 15 MB (a camera original is ~5-10 MB; an answer larger
 * than that is not a listing photo). The waits are the CRM client's (./request.ts): a timeout per
 * attempt, up to 3 attempts with exponential backoff and jitter for what fails on the way
 * (network, timeout, 5xx, 429), none for an answer given on purpose (404, a web page).
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { CrmFailure } from '../errors.ts';
import type { FetchedPicture, FetchPicture } from './types.ts';

export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;

/** The image types the build turns into variants (scripts/lib/media.ts), by their file extension. */
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
  fetch?: typeof fetch;
  /** Per attempt, body included. Default 30 s: a photo is larger than an API answer. */
  timeoutMs?: number;
  attempts?: number;
  backoffMs?: number;
  maxBackoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

async function readCapped(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_PICTURE_BYTES) {
    await response.body?.cancel();
    throw new PictureError('malformed', `the picture is ${declared} bytes, more than 15 MB`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      // A missing or false Content-Length must not make the sync hold a huge answer in memory.
      if (size > MAX_PICTURE_BYTES) throw new PictureError('malformed', 'the picture is more than 15 MB');
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

export function createPictureFetcher(options: PictureFetcherOptions = {}): FetchPicture {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const attempts = Math.max(1, options.attempts ?? 3);
  const backoffMs = options.backoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 8_000;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const random = options.random ?? Math.random;

  async function once(url: string): Promise<FetchedPicture> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await doFetch(url, { signal, headers: { accept: 'image/*' } });
      if (!response.ok) {
        await response.body?.cancel();
        throw new PictureError('http', `HTTP ${response.status}`, response.status);
      }
      const contentType = response.headers.get('content-type') ?? '';
      // Checked before the body is read: a web page in place of a photo is not downloaded.
      if (!pictureExtension(contentType)) {
        await response.body?.cancel();
        checkPicture({ bytes: Buffer.alloc(0), contentType });
      }
      return { bytes: await readCapped(response), contentType };
    } catch (error) {
      if (error instanceof PictureError) throw error;
      if (signal.aborted) throw new PictureError('timeout', `no answer within ${timeoutMs} ms`);
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
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
