/**
 * Writes each enabled language's browser catalogue to dist/data/{buildId}/catalogue.{lng}.json
 * (the snapshot is validated before this runs) and returns them for the prerenderer.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toClientCatalogue } from '../../src/domain/catalogue/clientData.ts';
import { catalogueUrlPath } from '../../src/domain/catalogue/dataPaths.ts';
import type { Catalogue } from '../../src/domain/catalogue/types.ts';
import type { Lng } from '../../src/config/languages.ts';
import { readCatalogue, formatProblem, type SnapshotProblem } from '../snapshot/snapshot.ts';

export async function loadClientCatalogue(root: string, lng: Lng): Promise<Catalogue> {
  const problems: SnapshotProblem[] = [];
  const files = await readCatalogue(root, lng, problems);
  if (!files) throw new Error(`The ${lng} catalogue is invalid:\n  ${problems.map(formatProblem).join('\n  ')}`);
  return toClientCatalogue(lng, files);
}

export async function writeClientCatalogues(
  root: string,
  distDir: string,
  buildId: string,
  languages: readonly Lng[],
): Promise<Map<Lng, Catalogue>> {
  const catalogues = new Map<Lng, Catalogue>();
  for (const lng of languages) {
    const catalogue = await loadClientCatalogue(root, lng);
    const file = path.join(distDir, ...catalogueUrlPath(lng, buildId).split('/').filter(Boolean));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(catalogue));
    catalogues.set(lng, catalogue);
  }
  return catalogues;
}
