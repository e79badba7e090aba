/**
 * LIVE_DIR/media: every photo taken from the CRM, named by its content (the first 16 hex
 * digits of its sha256, ~64 bits: no collision in any agency's lifetime of photos) and never
 * rewritten. Two things keep a sync from fetching or writing a photo twice:
 * - index.json maps each CRM URL already fetched to its name, so a known URL is not fetched
 *   again (a CRM gives a changed photo a new URL: its picture ID is in it);
 * - a fetched photo whose name exists (the same bytes under another URL) is not written again.
 * The index also holds each photo's size, measured once when it was stored, which the
 * snapshot check then trusts instead of reading thousands of files (publisher/media/media.ts).
 * The index is rewritten atomically; an entry whose file is gone is forgotten.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Lng } from '../../../src/config/languages.ts';
import type { ImageSize } from '../../../publisher/media/media.ts';
import { CrmError } from '../errors.ts';
import { formatJson, liveLayout, readJsonIfExists, writeAtomic } from './layout.ts';
import { checkPicture, PictureError } from './pictures.ts';
import type { FetchedPicture, FetchPicture } from './types.ts';

export interface MediaEntry extends ImageSize {
  /** The file in LIVE_DIR/media: `{name}.{ext}`. */
  file: string;
}

interface MediaIndex {
  version: 1;
  /** CRM picture URL -> content name. */
  urls: Record<string, string>;
  media: Record<string, MediaEntry>;
}

/** Where a picture URL came from, to name the record when it cannot be taken. */
export interface PictureRef {
  url: string;
  endpoint: string;
  language: Lng;
  kind: 'listing' | 'project';
  id: number;
  record: string;
  field: string;
}

export interface ResolvedPictures {
  /** CRM URL -> content name, for every URL taken. */
  names: Map<string, string>;
  /** CRM URL -> why it could not be taken, naming the first record that names it. */
  failed: Map<string, CrmError>;
  downloaded: number;
  reused: number;
}

/** Photos fetched at once: the CRM's picture host is shared with its API. */
const CONCURRENCY = 6;

export function contentName(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

async function measure(bytes: Buffer): Promise<ImageSize> {
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.width && meta.height) return { width: meta.width, height: meta.height };
  } catch {
    // Reported below, as the picture's own problem.
  }
  throw new PictureError('malformed', 'the picture is not a readable image (no width and height)');
}

/** A picture that cannot be taken, as the CRM error of the record that names it. */
function pictureFailure(ref: PictureRef, error: unknown): CrmError {
  const reason = error instanceof Error ? error.message : String(error);
  return new CrmError(
    {
      failure: error instanceof PictureError ? error.failure : 'network',
      endpoint: ref.endpoint,
      language: ref.language,
      record: ref.record,
      field: ref.field,
      status: error instanceof PictureError ? error.status : undefined,
    },
    `picture ${ref.url}: ${reason}`,
  );
}

export class MediaStore {
  private dirty = false;

  private constructor(
    private readonly dir: string,
    private readonly indexFile: string,
    private readonly urls: Map<string, string>,
    private readonly media: Map<string, MediaEntry>,
    private readonly files: Set<string>,
  ) {}

  static async open(liveDir: string, log: (line: string) => void): Promise<MediaStore> {
    const { media: dir, mediaIndex } = liveLayout(liveDir);
    await mkdir(dir, { recursive: true });
    let index: MediaIndex | undefined;
    try {
      index = await readJsonIfExists<MediaIndex>(mediaIndex);
    } catch (error) {
      // Losing the index costs one fetch per photo, never a wrong photo: start a new one.
      log(`sync: ${mediaIndex} is unreadable (${(error as Error).message}); the photos are fetched again`);
    }
    const files = new Set(await readdir(dir));
    const media = new Map(Object.entries(index?.media ?? {}).filter(([, entry]) => files.has(entry.file)));
    const urls = new Map(Object.entries(index?.urls ?? {}).filter(([, name]) => media.has(name)));
    const store = new MediaStore(dir, mediaIndex, urls, media, files);
    store.dirty = media.size !== Object.keys(index?.media ?? {}).length;
    return store;
  }

  /** The file of a content name in LIVE_DIR/media, undefined for a name it does not hold. */
  fileOf(name: string): string | undefined {
    return this.media.get(name)?.file;
  }

  pathOf(file: string): string {
    return path.join(this.dir, file);
  }

  knownSizes(): Map<string, ImageSize> {
    return new Map([...this.media].map(([name, { width, height }]) => [name, { width, height }]));
  }

  /**
   * The content name of every URL, fetching those not fetched before. A URL that cannot be
   * taken is in `failed` (the sync keeps its record's last good version). After a failure on
   * the way (network, timeout, 5xx: the picture host is down), the URLs not yet fetched are
   * not asked but failed too, rather than each waiting for its own timeouts.
   */
  async resolve(refs: Iterable<PictureRef>, fetchPicture: FetchPicture): Promise<ResolvedPictures> {
    const names = new Map<string, string>();
    const queue: PictureRef[] = [];
    const queued = new Set<string>();
    let reused = 0;
    for (const ref of refs) {
      const known = this.urls.get(ref.url);
      if (known) {
        if (!names.has(ref.url)) reused += 1;
        names.set(ref.url, known);
      } else if (!queued.has(ref.url)) {
        queued.add(ref.url);
        queue.push(ref);
      }
    }
    let downloaded = 0;
    const failed = new Map<string, CrmError>();
    let hostDown: CrmError | undefined;
    const worker = async () => {
      for (let ref = queue.shift(); ref; ref = queue.shift()) {
        if (hostDown) {
          failed.set(
            ref.url,
            pictureFailure(ref, new PictureError(hostDown.failure, 'not asked: an earlier picture failed on the way')),
          );
          continue;
        }
        try {
          names.set(ref.url, await this.take(ref, fetchPicture));
          downloaded += 1;
        } catch (error) {
          const failure = error instanceof CrmError ? error : pictureFailure(ref, error);
          failed.set(ref.url, failure);
          if (failure.transient) hostDown ??= failure;
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    } finally {
      // What was stored before a failure is kept: the next run does not fetch it again.
      await this.save();
    }
    return { names, failed, downloaded, reused };
  }

  private async take(ref: PictureRef, fetchPicture: FetchPicture): Promise<string> {
    let picture: FetchedPicture;
    let ext: string;
    let name: string;
    let size: ImageSize | undefined;
    try {
      picture = await fetchPicture(ref.url);
      ext = checkPicture(picture);
      name = contentName(picture.bytes);
      // Measured once, when first stored: the snapshot check trusts it from then on.
      size = this.media.has(name) ? undefined : await measure(picture.bytes);
    } catch (error) {
      throw pictureFailure(ref, error);
    }
    if (size) {
      const file = `${name}.${ext}`;
      if (!this.files.has(file)) await writeAtomic(path.join(this.dir, file), picture.bytes);
      this.files.add(file);
      this.media.set(name, { file, ...size });
    }
    this.urls.set(ref.url, name);
    this.dirty = true;
    return name;
  }

  async save(): Promise<void> {
    if (!this.dirty) return;
    const index: MediaIndex = {
      version: 1,
      urls: Object.fromEntries(this.urls),
      media: Object.fromEntries(this.media),
    };
    await writeAtomic(this.indexFile, formatJson(index));
    this.dirty = false;
  }
}
