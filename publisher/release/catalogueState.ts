/**
 * One snapshot as the publisher needs it: the validated files of every language (for the plan),
 * the browser catalogues (for the pages), the canonical path of every record, and detail files
 * made on demand for the records a publish renders, with the sizes of just their photos.
 */
import path from 'node:path';
import type { Lng } from '../../src/config/languages.ts';
import { toClientCatalogue } from '../../src/domain/catalogue/clientData.ts';
import type { Catalogue } from '../../src/domain/catalogue/types.ts';
import { toProjectDetail, toPropertyDetail } from '../../src/domain/catalogue/clientDetail.ts';
import { detailKey } from '../../src/domain/catalogue/detailPaths.ts';
import type { DetailRequest, ProjectDetail, PropertyDetail } from '../../src/domain/catalogue/detailTypes.ts';
import type { CatalogueFiles } from '../snapshot/catalogueCheck.ts';
import { canonicalPaths } from '../dataFiles/detailBuild.ts';
import { readSourceSize } from '../media/media.ts';
import type { SitemapPage } from '../pages/sitemap.ts';
import { formatProblem, readCatalogue, type SnapshotProblem } from '../snapshot/snapshot.ts';
import { readdir } from 'node:fs/promises';

export type Detail = PropertyDetail | ProjectDetail;

export interface CatalogueState {
  files: Map<Lng, CatalogueFiles>;
  catalogues: Map<Lng, Catalogue>;
  canonical: ReturnType<typeof canonicalPaths>;
  /** The detail file of a record (its photos' sizes read once), or null when it has none. */
  detail(request: DetailRequest): Promise<Detail | null>;
  /** A detail already made by `detail`, for the renderer, which asks synchronously. */
  madeDetail(request: DetailRequest): Detail | null;
  /** The sitemap entries of every listing and project page, in the full build's order. */
  sitemapEntries(): SitemapPage[];
}

export async function loadCatalogueState(root: string, languages: readonly Lng[]): Promise<CatalogueState> {
  const files = new Map<Lng, CatalogueFiles>();
  for (const lng of languages) {
    const problems: SnapshotProblem[] = [];
    const read = await readCatalogue(root, lng, problems);
    if (!read)
      throw new Error(`The ${lng} catalogue of ${root} is invalid:\n  ${problems.map(formatProblem).join('\n  ')}`);
    files.set(lng, read);
  }
  const catalogues = new Map([...files].map(([lng, f]) => [lng, toClientCatalogue(lng, f)]));
  const canonical = canonicalPaths(catalogues);
  const mediaDir = path.join(root, 'snapshot', 'media');
  const sourceNames = new Map<string, string>();
  const sizes = new Map<string, { width: number; height: number }>();
  const made = new Map<string, Detail>();

  const sizeOf = async (name: string) => {
    if (sizes.has(name)) return;
    if (sourceNames.size === 0) {
      for (const file of await readdir(mediaDir)) sourceNames.set(path.parse(file).name, file);
    }
    const file = sourceNames.get(name);
    if (!file) throw new Error(`No source image for the photo ${name} in ${mediaDir}`);
    sizes.set(name, await readSourceSize(path.join(mediaDir, file)));
  };

  return {
    files,
    catalogues,
    canonical,
    async detail(request) {
      const key = detailKey(request);
      const known = made.get(key);
      if (known) return known;
      const lngFiles = files.get(request.lng);
      const record =
        request.kind === 'property'
          ? lngFiles?.properties.find((p) => p.ID === request.id)
          : lngFiles?.projects.find((p) => p.ID === request.id);
      if (!record) return null;
      for (const picture of record.Pictures) await sizeOf(picture.Name);
      const alternates = canonical[`${request.kind}/${request.id}`] ?? {};
      const detail =
        request.kind === 'property'
          ? toPropertyDetail(record as CatalogueFiles['properties'][number], sizes, alternates)
          : toProjectDetail(record as CatalogueFiles['projects'][number], sizes, alternates);
      made.set(key, detail);
      return detail;
    },
    madeDetail: (request) => made.get(detailKey(request)) ?? null,
    sitemapEntries() {
      const entries: SitemapPage[] = [];
      for (const [lng, f] of files) {
        const push = (key: string, lastmod: string) => {
          const alternates = canonical[key] ?? {};
          const own = alternates[lng];
          if (own) entries.push({ path: own, lng, alternates, lastmod });
        };
        for (const p of f.properties) push(`property/${p.ID}`, p.DateCreated);
        for (const p of f.projects) push(`project/${p.ID}`, p.DateCreated);
      }
      return entries;
    },
  };
}
