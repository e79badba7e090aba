/**
 * Raster variants of the listing photographs: every source in snapshot/media (drawn SVGs or
 * real photos) becomes one file per width and format, `{name}-{width}.{format}`.
 *
 * Rasterising is the slow part of a build, so variants are cached by content: the key is the
 * sha256 of the source bytes and of the encoder settings, and a variant found under that key
 * is copied instead of encoded again. Changing a photo, a quality or a width invalidates
 * exactly what it should. The name is not part of the key: the CRM's copy of a photo the
 * build already made (named by its content hash by the sync) is copied, not encoded again.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Metadata, OutputInfo } from 'sharp';

/** 300 is the listing thumbnail width; 100, 400, 600 and 1360 are the site's image widths. */
export const MEDIA_WIDTHS = [100, 300, 400, 600, 1360] as const;

/**
 * The home banner's views (banner-*) fill the width of the screen: a phone gets at most the
 * 800 variant (2x a 390 px screen, ~25 KB in WebP), a laptop the 1360. No thumbnails.
 */
export const BANNER_WIDTHS = [400, 600, 800, 1360] as const;

/** The widths built for one source, by its name. */
export function mediaWidths(name: string): readonly number[] {
  return name.startsWith('banner-') ? BANNER_WIDTHS : MEDIA_WIDTHS;
}

/**
 * AVIF is left out on purpose. Measured on this 2-core machine with the 120 drawn sources at
 * the five widths (sharp 0.35.5, libaom via libheif, quality 50, effort 4, two workers):
 * WebP + JPEG from a cold cache took 80 s in all; AVIF encoding alone took 336 s of encoder
 * time for a sample of 30 sources, about 670 s of wall time extra for all 120, ten times
 * the ~60 s it was allowed. It would have saved about 22% of the bytes against WebP.
 */
export const MEDIA_FORMATS = ['webp', 'jpg'] as const;

export type MediaFormat = (typeof MEDIA_FORMATS)[number];

const SOURCE_EXTENSIONS = new Set(['.svg', '.jpg', '.jpeg', '.png', '.webp']);

const ENCODERS = {
  jpg: { quality: 72, progressive: true, mozjpeg: true },
  webp: { quality: 70 },
} as const satisfies Record<MediaFormat, object>;

/**
 * Everything that changes the bytes of a variant, besides the source. The sharp version is
 * in it because a new libvips, libwebp or mozjpeg encodes differently.
 */
function settings(widths: readonly number[]): string {
  return JSON.stringify({ v: 2, widths, encoders: ENCODERS, sharp: sharp.versions.sharp });
}

export function variantName(name: string, width: number, format: string): string {
  return `${name}-${width}.${format}`;
}

export interface BuildMediaOptions {
  sourceDir: string;
  outDir: string;
  cacheDir: string;
  concurrency?: number;
  /** Only these sources, by name without extension (a publish's new photos); all when unset. */
  only?: ReadonlySet<string>;
}

export interface BuildMediaResult {
  images: number;
  variants: number;
  fromCache: number;
}

/** Names a corrupt or unreadable source in the error, whatever sharp or the disk said. */
function fail(file: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`${file}: cannot read image: ${reason}`);
}

export async function readSourceSize(file: string): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(file).metadata();
  } catch (error) {
    throw fail(file, error);
  }
  if (!meta.width || !meta.height) throw fail(file, new Error('no intrinsic width and height'));
  return { width: meta.width, height: meta.height };
}

async function listSources(sourceDir: string): Promise<string[]> {
  const entries = await readdir(sourceDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && SOURCE_EXTENSIONS.has(path.extname(e.name).toLowerCase()))
    .map((e) => e.name)
    .sort();
}

export type ImageSize = { width: number; height: number };

/**
 * Name without extension -> intrinsic size, for the snapshot checker and the pages.
 *
 * `known` gives sizes already measured, by name, and is trusted for those names without
 * reading the file: only pass sizes of sources named by their content (the CRM photos of a
 * live sync, `{sha256-16}.jpg`), whose name never comes back with other bytes. Reading a
 * size costs ~2 ms a file, which for the 8,000 photos of a 2,000-listing catalogue was most
 * of a snapshot check.
 */
export async function imageSizes(
  sourceDir: string,
  known?: ReadonlyMap<string, ImageSize>,
): Promise<Map<string, ImageSize>> {
  const sizes = new Map<string, ImageSize>();
  for (const file of await listSources(sourceDir)) {
    const name = path.parse(file).name;
    sizes.set(name, known?.get(name) ?? (await readSourceSize(path.join(sourceDir, file))));
  }
  return sizes;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Write then rename, so an interrupted build never leaves a truncated file in the cache. */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/**
 * Pixels for one width. An SVG is rasterised at that width directly (density scaled from
 * its intrinsic size), so large variants stay sharp and small ones are not a blurred
 * downscale; a photo is resized. Neither is ever made wider than asked.
 */
async function rasterise(file: string, source: Buffer, isSvg: boolean, intrinsicWidth: number, width: number) {
  const density = isSvg ? Math.min(100000, (72 * width) / intrinsicWidth) : undefined;
  const image = sharp(source, density ? { density } : {});
  return image
    .resize({ width, withoutEnlargement: !isSvg })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw fail(file, error);
    });
}

async function encode(pixels: { data: Buffer; info: OutputInfo }, format: MediaFormat): Promise<Buffer> {
  const { width, height, channels } = pixels.info;
  const image = sharp(pixels.data, { raw: { width, height, channels } });
  // JPEG has no alpha: transparent areas of a PNG or SVG become white, not black.
  return format === 'jpg'
    ? image.flatten({ background: '#ffffff' }).jpeg(ENCODERS.jpg).toBuffer()
    : image.webp(ENCODERS.webp).toBuffer();
}

/** One variant on request, uncached: the dev server's /media middleware (vite.config.ts). */
export async function renderVariant(sourceDir: string, name: string, width: number, format: string): Promise<Buffer> {
  const file = (await listSources(sourceDir)).find((f) => path.parse(f).name === name);
  if (!file || !mediaWidths(name).includes(width) || !(MEDIA_FORMATS as readonly string[]).includes(format)) {
    throw new Error(`No variant ${variantName(name, width, format)}`);
  }
  const full = path.join(sourceDir, file);
  let source: Buffer;
  try {
    source = await readFile(full);
  } catch (error) {
    throw fail(full, error);
  }
  const isSvg = path.extname(file).toLowerCase() === '.svg';
  const pixels = await rasterise(full, source, isSvg, (await readSourceSize(full)).width, width);
  return encode(pixels, format as MediaFormat);
}

async function buildOne(file: string, opts: BuildMediaOptions): Promise<{ variants: number; fromCache: number }> {
  const full = path.join(opts.sourceDir, file);
  let source: Buffer;
  try {
    source = await readFile(full);
  } catch (error) {
    throw fail(full, error);
  }
  const name = path.parse(file).name;
  const widths = mediaWidths(name);
  const key = createHash('sha256').update(source).update('\0').update(settings(widths)).digest('hex');
  const cacheDir = path.join(opts.cacheDir, key.slice(0, 2), key);
  await mkdir(cacheDir, { recursive: true });
  let fromCache = 0;
  let variants = 0;
  let intrinsicWidth = 0;
  const isSvg = path.extname(file).toLowerCase() === '.svg';
  for (const width of widths) {
    const missing: MediaFormat[] = [];
    for (const format of MEDIA_FORMATS) {
      const cached = path.join(cacheDir, `${width}.${format}`);
      if (await exists(cached)) {
        await copyFile(cached, path.join(opts.outDir, variantName(name, width, format)));
        fromCache++;
      } else {
        missing.push(format);
      }
      variants++;
    }
    if (!missing.length) continue;
    if (!intrinsicWidth) intrinsicWidth = (await readSourceSize(full)).width;
    const pixels = await rasterise(full, source, isSvg, intrinsicWidth, width);
    for (const format of missing) {
      const data = await encode(pixels, format).catch((error: unknown) => {
        throw fail(full, error);
      });
      const cached = path.join(cacheDir, `${width}.${format}`);
      await writeAtomic(cached, data);
      await copyFile(cached, path.join(opts.outDir, variantName(name, width, format)));
    }
  }
  return { variants, fromCache };
}

export async function buildMedia(opts: BuildMediaOptions): Promise<BuildMediaResult> {
  // A checkout without photos still builds (the pages fall back to no image).
  if (!(await stat(opts.sourceDir).catch(() => null))?.isDirectory()) return { images: 0, variants: 0, fromCache: 0 };
  const files = (await listSources(opts.sourceDir)).filter(
    (file) => !opts.only || opts.only.has(path.parse(file).name),
  );
  await mkdir(opts.outDir, { recursive: true });
  const result: BuildMediaResult = { images: 0, variants: 0, fromCache: 0 };
  // A small pool: libvips already threads each operation, two images at a time keeps both
  // cores busy through the single-threaded parts (SVG rendering, file I/O).
  const queue = [...files];
  let failure: unknown;
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined && failure === undefined; file = queue.shift()) {
      try {
        const done = await buildOne(file, opts);
        result.images++;
        result.variants += done.variants;
        result.fromCache += done.fromCache;
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 2) }, worker));
  if (failure !== undefined) throw failure;
  return result;
}
