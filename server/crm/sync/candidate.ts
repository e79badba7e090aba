/**
 * The candidate snapshot's directory: a complete snapshot in the build's layout, so that
 * checkSnapshot(root) and the publisher read it as they read the repository.
 *   snapshot/{lng}/{properties,projects,types,cities}.json   written from the CRM
 *   snapshot/config/, snapshot/content/                       copies of the site's (small)
 *   snapshot/media/                                           hardlinks: the site's banners and drawings,
 *                                                             and the LIVE_DIR/media photos the records use
 *   public -> {siteRoot}/public                               the documents listings link to
 * Hardlinks cost no space and are as fast as a rename; across filesystems (a LIVE_DIR on a
 * volume of its own) the file is copied instead.
 */
import { copyFile, cp, link, mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lng } from '../../../src/config/languages.ts';
import type { CatalogueFiles } from '../../../publisher/snapshot/catalogueCheck.ts';
import { CATALOGUE_NAMES, type CatalogueName } from './good.ts';
import { formatJson } from './layout.ts';
import type { MediaStore } from './mediaStore.ts';

/** The content names a catalogue's listings and projects show. */
function photoNames(catalogues: Iterable<CatalogueFiles>): Set<string> {
  const names = new Set<string>();
  for (const { properties, projects } of catalogues) {
    for (const p of properties) {
      names.add(p.SmallPictureItem.Name);
      for (const picture of p.Pictures) names.add(picture.Name);
    }
    for (const p of projects) {
      names.add(p.SmallPicture.Name);
      for (const picture of p.Pictures) names.add(picture.Name);
    }
  }
  return names;
}

/** The LIVE_DIR/media files of the photos the records show, and the names it does not hold. */
export function candidatePhotos(
  catalogues: Iterable<CatalogueFiles>,
  store: Pick<MediaStore, 'fileOf' | 'pathOf'>,
): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  for (const name of photoNames(catalogues)) {
    const file = store.fileOf(name);
    if (file) files.push(store.pathOf(file));
    else missing.push(name);
  }
  return { files, missing };
}

/** The four files of a language as the snapshot stores them. */
export function catalogueTexts(files: CatalogueFiles): Record<CatalogueName, string> {
  return Object.fromEntries(CATALOGUE_NAMES.map((name) => [name, formatJson(files[name])])) as Record<
    CatalogueName,
    string
  >;
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
  }
}

/** Links a few at a time: thousands of photos, each one system call. */
async function linkAll(pairs: [string, string][]): Promise<void> {
  const queue = [...pairs];
  const worker = async () => {
    for (let pair = queue.shift(); pair; pair = queue.shift()) await linkOrCopy(pair[0], pair[1]);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

export interface CandidateInput {
  dir: string;
  siteRoot: string;
  texts: Map<Lng, Record<CatalogueName, string>>;
  /** Absolute paths of the LIVE_DIR/media photos the records use. */
  photos: string[];
}

export async function writeCandidate({ dir, siteRoot, texts, photos }: CandidateInput): Promise<void> {
  const snapshot = path.join(dir, 'snapshot');
  const site = path.resolve(siteRoot);
  for (const [lng, files] of texts) {
    await mkdir(path.join(snapshot, lng), { recursive: true });
    for (const name of CATALOGUE_NAMES) await writeFile(path.join(snapshot, lng, `${name}.json`), files[name]);
  }
  for (const folder of ['config', 'content']) {
    await cp(path.join(site, 'snapshot', folder), path.join(snapshot, folder), { recursive: true });
  }
  const media = path.join(snapshot, 'media');
  await mkdir(media, { recursive: true });
  const siteMedia = path.join(site, 'snapshot', 'media');
  const own = (await readdir(siteMedia, { withFileTypes: true })).filter((entry) => entry.isFile());
  await linkAll([
    ...own.map((entry): [string, string] => [path.join(siteMedia, entry.name), path.join(media, entry.name)]),
    ...photos.map((file): [string, string] => [file, path.join(media, path.basename(file))]),
  ]);
  await symlink(path.join(site, 'public'), path.join(dir, 'public'), 'dir');
}
