/**
 * Writes a detail file per listing and project in each enabled language
 * (dist/data/{buildId}/{lng}/{kind}-{id}.json) and returns what the rest of the build needs:
 * the files for the prerenderer, every detail page with its alternates for the sitemap, and
 * the canonical path of each id for the server's /property/{id}/ and /project/{id}/ redirects.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lng } from '../../src/config/languages.ts';
import { listingHref, projectHref } from '../../src/domain/catalogue/links.ts';
import type { Catalogue } from '../../src/domain/catalogue/types.ts';
import { toProjectDetail, toPropertyDetail, type ImageSizes } from '../../src/domain/catalogue/clientDetail.ts';
import { detailKey, detailUrlPath } from '../../src/domain/catalogue/detailPaths.ts';
import type {
  Alternates,
  DetailKind,
  DetailRequest,
  ProjectDetail,
  PropertyDetail,
} from '../../src/domain/catalogue/detailTypes.ts';
import { formatProblem, readCatalogue, type SnapshotProblem } from '../snapshot/snapshot.ts';

export interface DetailPage {
  path: string;
  lng: Lng;
  alternates: Alternates;
  lastmod: string;
}

export interface BuiltDetails {
  get: (request: DetailRequest) => PropertyDetail | ProjectDetail | null;
  pages: DetailPage[];
  /** "property/120" -> the canonical path in each language. */
  canonical: Record<string, Alternates>;
}

/** The canonical path of every listing and project, per language, from each language's catalogue. */
export function canonicalPaths(catalogues: Map<Lng, Catalogue>): Record<string, Alternates> {
  const paths: Record<string, Alternates> = {};
  const add = (kind: DetailKind, id: number, lng: Lng, href: string) => {
    const entry = (paths[`${kind}/${id}`] ??= {});
    entry[lng] = href;
  };
  for (const [lng, catalogue] of catalogues) {
    const projects = new Map(catalogue.projects.map((p) => [p.ID, p]));
    for (const listing of catalogue.properties) {
      const project = listing.ProjectID === null ? undefined : projects.get(listing.ProjectID);
      add('property', listing.ID, lng, listingHref(lng, listing, project));
    }
    for (const project of catalogue.projects) add('project', project.ID, lng, projectHref(lng, project));
  }
  return paths;
}

export async function writeDetails(options: {
  root: string;
  distDir: string;
  buildId: string;
  catalogues: Map<Lng, Catalogue>;
  imageSizes: ImageSizes;
}): Promise<BuiltDetails> {
  const { root, distDir, buildId, catalogues, imageSizes } = options;
  const canonical = canonicalPaths(catalogues);
  const files = new Map<string, PropertyDetail | ProjectDetail>();
  const pages: DetailPage[] = [];

  const write = async (lng: Lng, kind: DetailKind, id: number, detail: PropertyDetail | ProjectDetail) => {
    const file = path.join(distDir, ...detailUrlPath(lng, kind, id, buildId).split('/').filter(Boolean));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(detail));
    files.set(detailKey({ lng, kind, id }), detail);
    const own = detail.Alternates[lng];
    if (own) pages.push({ path: own, lng, alternates: detail.Alternates, lastmod: detail.DateCreated });
  };

  for (const lng of catalogues.keys()) {
    const problems: SnapshotProblem[] = [];
    const snapshot = await readCatalogue(root, lng, problems);
    if (!snapshot) throw new Error(`The ${lng} catalogue is invalid:\n  ${problems.map(formatProblem).join('\n  ')}`);
    for (const p of snapshot.properties) {
      await write(lng, 'property', p.ID, toPropertyDetail(p, imageSizes, canonical[`property/${p.ID}`] ?? {}));
    }
    for (const p of snapshot.projects) {
      await write(lng, 'project', p.ID, toProjectDetail(p, imageSizes, canonical[`project/${p.ID}`] ?? {}));
    }
  }
  return { get: (request) => files.get(detailKey(request)) ?? null, pages, canonical };
}

/** One detail file, made on request by the dev server (the build writes them all at once). */
export async function devDetail(
  root: string,
  languages: readonly Lng[],
  request: DetailRequest,
  imageSizes: ImageSizes,
): Promise<PropertyDetail | ProjectDetail | null> {
  const { loadClientCatalogue } = await import('./catalogueBuild.ts');
  const catalogues = new Map<Lng, Catalogue>();
  for (const lng of languages) catalogues.set(lng, await loadClientCatalogue(root, lng));
  const canonical = canonicalPaths(catalogues);
  const snapshot = await readCatalogue(root, request.lng, []);
  const alternates = canonical[`${request.kind}/${request.id}`] ?? {};
  if (request.kind === 'property') {
    const found = snapshot?.properties.find((p) => p.ID === request.id);
    return found ? toPropertyDetail(found, imageSizes, alternates) : null;
  }
  const found = snapshot?.projects.find((p) => p.ID === request.id);
  return found ? toProjectDetail(found, imageSizes, alternates) : null;
}
