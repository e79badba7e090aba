/**
 * The sizes of the site's own images (snapshot/media: banners, drawings, team photos), which
 * every candidate links and every check would otherwise measure again with sharp (~2 ms each).
 * Kept for the life of the process, keyed by the file's identity (device, inode, size,
 * modification time), so an image replaced in place is measured again.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { readSourceSize, type ImageSize } from '../../../publisher/media/media.ts';

const measured = new Map<string, ImageSize>();

const IMAGE = /\.(svg|jpe?g|png|webp)$/i;

export async function siteMediaSizes(dir: string): Promise<Map<string, ImageSize>> {
  const sizes = new Map<string, ImageSize>();
  for (const file of await readdir(dir)) {
    if (!IMAGE.test(file)) continue;
    const full = path.join(dir, file);
    const info = await stat(full);
    if (!info.isFile()) continue;
    const key = `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
    let size = measured.get(key);
    if (!size) {
      size = await readSourceSize(full);
      measured.set(key, size);
    }
    sizes.set(path.parse(file).name, size);
  }
  return sizes;
}
