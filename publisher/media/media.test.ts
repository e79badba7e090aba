/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  BANNER_WIDTHS,
  buildMedia,
  imageSizes,
  MEDIA_FORMATS,
  MEDIA_WIDTHS,
  readSourceSize,
  renderVariant,
  variantName,
} from './media.ts';

// Images encoded and decoded by sharp at several widths and formats: sized for a machine several
// times slower than a loaded one.
jest.setTimeout(60_000);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <rect width="1600" height="900" fill="#6a8fb8"/><circle cx="800" cy="450" r="300" fill="#e8c040"/></svg>`;

let work: string;
let sourceDir: string;

beforeEach(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'media-'));
  sourceDir = path.join(work, 'src');
  mkdirSync(sourceDir);
  writeFileSync(path.join(sourceDir, 'drawn.svg'), svg);
  // A photo smaller than the widest variant, with transparency (JPEG must flatten it).
  await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.5 } } })
    .png()
    .toFile(path.join(sourceDir, 'photo.png'));
  writeFileSync(path.join(sourceDir, 'notes.txt'), 'not an image');
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

const dirs = () => ({ sourceDir, outDir: path.join(work, 'out'), cacheDir: path.join(work, 'cache') });

describe('media variants', () => {
  it('names variants by source, width and format', () => {
    expect(variantName('p120-1', 300, 'webp')).toBe('p120-1-300.webp');
  });

  it('reads intrinsic sizes of every source', async () => {
    expect(await readSourceSize(path.join(sourceDir, 'drawn.svg'))).toEqual({ width: 1600, height: 900 });
    expect(await imageSizes(sourceDir)).toEqual(
      new Map([
        ['drawn', { width: 1600, height: 900 }],
        ['photo', { width: 800, height: 600 }],
      ]),
    );
  });

  it('writes every width and format, then takes them all from the cache', async () => {
    const first = await buildMedia(dirs());
    const count = MEDIA_WIDTHS.length * MEDIA_FORMATS.length;
    expect(first).toEqual({ images: 2, variants: 2 * count, fromCache: 0 });

    const files = readdirSync(dirs().outDir).sort();
    const expected = ['drawn', 'photo'].flatMap((n) =>
      MEDIA_WIDTHS.flatMap((w) => MEDIA_FORMATS.map((f) => variantName(n, w, f))),
    );
    expect(files).toEqual(expected.sort());

    for (const width of MEDIA_WIDTHS) {
      const drawn = await sharp(path.join(dirs().outDir, variantName('drawn', width, 'webp'))).metadata();
      expect(drawn).toMatchObject({ format: 'webp', width, height: Math.round((width * 900) / 1600) });
      const photo = await sharp(path.join(dirs().outDir, variantName('photo', width, 'jpg'))).metadata();
      // A photo is never enlarged: the 1360 variant of an 800 px photo stays 800 px wide.
      expect(photo).toMatchObject({ format: 'jpeg', width: Math.min(width, 800), channels: 3 });
    }

    rmSync(dirs().outDir, { recursive: true });
    const second = await buildMedia(dirs());
    expect(second).toEqual({ images: 2, variants: 2 * count, fromCache: 2 * count });
    expect(readdirSync(dirs().outDir).sort()).toEqual(expected.sort());
  });

  it('re-encodes only the source that changed', async () => {
    await buildMedia(dirs());
    writeFileSync(path.join(sourceDir, 'drawn.svg'), svg.replace('#e8c040', '#40c0e8'));
    const again = await buildMedia(dirs());
    expect(again.fromCache).toBe(MEDIA_WIDTHS.length * MEDIA_FORMATS.length);
  });

  it('renders one variant on request for the dev server', async () => {
    const body = await renderVariant(sourceDir, 'drawn', 400, 'jpg');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 225 });
    await expect(renderVariant(sourceDir, 'drawn', 123, 'jpg')).rejects.toThrow('No variant drawn-123.jpg');
  });

  it('builds the banner views at the banner widths only (no thumbnails, an 800 for phones)', async () => {
    writeFileSync(path.join(sourceDir, 'banner-1.svg'), svg);
    await buildMedia(dirs());
    const banner = readdirSync(dirs().outDir).filter((f) => f.startsWith('banner-1-'));
    expect(banner.sort()).toEqual(
      BANNER_WIDTHS.flatMap((w) => MEDIA_FORMATS.map((f) => variantName('banner-1', w, f))).sort(),
    );
    expect(banner).toContain('banner-1-800.webp');
    expect(banner).not.toContain('banner-1-100.webp');
    const body = await renderVariant(sourceDir, 'banner-1', 800, 'webp');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 800, height: 450 });
    await expect(renderVariant(sourceDir, 'banner-1', 100, 'webp')).rejects.toThrow('No variant banner-1-100.webp');
  });

  it('fails on a corrupt source with an error naming the file', async () => {
    const bad = path.join(sourceDir, 'broken.jpg');
    writeFileSync(bad, Buffer.from('this is not a jpeg at all'));
    await expect(buildMedia(dirs())).rejects.toThrow(bad);
    await expect(readSourceSize(bad)).rejects.toThrow(bad);
  });

  it('builds nothing when there is no source folder', async () => {
    expect(await buildMedia({ ...dirs(), sourceDir: path.join(work, 'missing') })).toEqual({
      images: 0,
      variants: 0,
      fromCache: 0,
    });
  });
});
