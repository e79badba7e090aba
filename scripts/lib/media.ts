/**
 * Responsive variants of the source photos in snapshot/media, made with sharp at build time:
 * every width in MEDIA_WIDTHS, as WebP and as a JPEG fallback, cached by source content.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const MEDIA_WIDTHS = [100, 300, 400, 600, 1360] as const;
export const MEDIA_FORMATS = ['webp', 'jpg'] as const;
const SETTINGS = 'jpg:q72:progressive:mozjpeg|webp:q70|v1';
const SOURCE = /\.(svg|jpe?g|png|webp)$/i;

export function variantName(name: string, width: number, format: string): string {
  return `${name}-${width}.${format}`;
}

export async function readSourceSize(file: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(file).metadata();
  if (!meta.width || !meta.height) throw new Error(`${file}: no image size`);
  return { width: meta.width, height: meta.height };
}

export async function imageSizes(sourceDir: string): Promise<Map<string, { width: number; height: number }>> {
  const sizes = new Map<string, { width: number; height: number }>();
  for (const file of (await readdir(sourceDir)).filter((f) => SOURCE.test(f))) {
    sizes.set(file.replace(SOURCE, ''), await readSourceSize(path.join(sourceDir, file)));
  }
  return sizes;
}

async function render(file: string, width: number, format: string): Promise<Buffer> {
  const { width: sourceWidth } = await readSourceSize(file);
  // SVG is rasterised at the size it is needed, so a large variant stays sharp.
  const density = file.endsWith('.svg') ? Math.max(1, (72 * width) / sourceWidth) : undefined;
  const image = sharp(file, density ? { density } : {}).resize({ width, withoutEnlargement: !density });
  return format === 'webp'
    ? image.webp({ quality: 70 }).toBuffer()
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 72, progressive: true, mozjpeg: true }).toBuffer();
}

/** One variant on request (the dev server). */
export async function renderVariant(sourceDir: string, name: string, width: number, format: string): Promise<Buffer> {
  const file = (await readdir(sourceDir)).find((f) => f.replace(SOURCE, '') === name && SOURCE.test(f));
  if (!file || !(MEDIA_WIDTHS as readonly number[]).includes(width)) throw new Error(`No variant ${name}-${width}`);
  return render(path.join(sourceDir, file), width, format);
}

export async function buildMedia(options: {
  sourceDir: string;
  outDir: string;
  cacheDir: string;
  concurrency?: number;
}): Promise<{ images: number; variants: number; fromCache: number }> {
  if (!existsSync(options.sourceDir)) return { images: 0, variants: 0, fromCache: 0 };
  const files = (await readdir(options.sourceDir)).filter((f) => SOURCE.test(f)).sort();
  await mkdir(options.outDir, { recursive: true });
  let variants = 0;
  let fromCache = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const source = path.join(options.sourceDir, file);
      const name = file.replace(SOURCE, '');
      let body: Buffer;
      try {
        body = await readFile(source);
      } catch (error) {
        throw new Error(`${source}: ${(error as Error).message}`, { cause: error });
      }
      const key = createHash('sha256').update(body).update(SETTINGS).digest('hex').slice(0, 24);
      const cached = path.join(options.cacheDir, key);
      await mkdir(cached, { recursive: true });
      for (const width of MEDIA_WIDTHS) {
        for (const format of MEDIA_FORMATS) {
          const variant = variantName(name, width, format);
          const inCache = path.join(cached, variant);
          if (existsSync(inCache)) fromCache++;
          else {
            try {
              await writeFile(inCache, await render(source, width, format));
            } catch (error) {
              throw new Error(`${source}: ${(error as Error).message}`, { cause: error });
            }
          }
          await copyFile(inCache, path.join(options.outDir, variant));
          variants++;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  return { images: files.length, variants, fromCache };
}
