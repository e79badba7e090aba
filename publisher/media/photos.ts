/**
 * The image variants of the photos a publish brings in. The base build made those of the
 * committed snapshot's media; the CRM's photos, named by their content, get theirs in one
 * directory shared by every release (a name never changes its picture, so a variant made once
 * serves every later release and nothing is copied per release). Variants are written before
 * the release that names them is switched in.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildMedia, mediaWidths, variantName } from './media.ts';

export async function buildPhotoVariants(options: {
  names: readonly string[];
  sourceDir: string;
  baseMediaDir: string;
  variantsDir: string;
  cacheDir: string;
}): Promise<number> {
  // buildMedia writes the widest JPEG last: where it is, the whole set is (an interrupted run is made again).
  const made = (dir: string, name: string) =>
    existsSync(path.join(dir, variantName(name, Math.max(...mediaWidths(name)), 'jpg')));
  const wanted = options.names.filter((name) => !made(options.baseMediaDir, name) && !made(options.variantsDir, name));
  if (wanted.length === 0) return 0;
  const result = await buildMedia({
    sourceDir: options.sourceDir,
    outDir: options.variantsDir,
    cacheDir: options.cacheDir,
    only: new Set(wanted),
  });
  return result.images;
}
