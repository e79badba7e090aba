/**
 * Validates every snapshot and configuration file against its schema. A bad file fails
 * with one line per problem naming the file, the record and the field, and the reason.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { menuSchema, siteSchema, type SiteConfig } from '../../src/config/schema.ts';
import {
  citiesFileSchema,
  projectsFileSchema,
  propertiesFileSchema,
  typesFileSchema,
} from '../../src/domain/catalogue/schema.ts';
import { checkCatalogue, type CatalogueFiles } from './catalogueCheck.ts';
import { checkAcrossLanguages } from './crossLanguage.ts';
import { imageSizes, type ImageSize } from '../media/media.ts';
import { loadContent } from '../dataFiles/contentBuild.ts';
import { purchaseCostsSchema } from '../../src/config/purchaseCostsSchema.ts';

export interface SnapshotProblem {
  file: string;
  record: string;
  field: string;
  reason: string;
}

type PathPart = PropertyKey;

/** A record is named by its id (config: id, catalogue: ID or WebID), a city by name and postcode. */
function recordName(node: unknown): string | null {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return null;
  const record = node as Record<string, unknown>;
  const id = record.id ?? record.ID ?? record.WebID;
  if (id !== undefined) return `id ${String(id)}`;
  if (typeof record.Zip === 'string' && 'PropertyCount' in record) return `city ${String(record.Name)}|${record.Zip}`;
  return null;
}

/** Names the record a problem is in: the id of the nearest object that has one. */
function describe(data: unknown, issuePath: readonly PathPart[]): { record: string; field: string } {
  let node: unknown = data;
  let record = '(file)';
  let recordDepth = 0;
  issuePath.forEach((part, depth) => {
    if (node && typeof node === 'object') {
      node = (node as Record<PropertyKey, unknown>)[part];
      const name = recordName(node);
      if (name) {
        record = name;
        recordDepth = depth + 1;
      }
    }
  });
  const field = issuePath.slice(recordDepth).map(String).join('.') || issuePath.map(String).join('.') || '(root)';
  return { record, field };
}

export function checkJson(file: string, text: string, schema: z.ZodType): SnapshotProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [{ file, record: '(file)', field: '(root)', reason: `not valid JSON: ${(error as Error).message}` }];
  }
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ file, ...describe(data, issue.path), reason: issue.message }));
}

export const CONFIG_FILES: { file: string; schema: z.ZodType }[] = [
  { file: 'snapshot/config/site.json', schema: siteSchema },
  { file: 'snapshot/config/menu.json', schema: menuSchema },
  { file: 'snapshot/config/purchase-costs.json', schema: purchaseCostsSchema },
];

export const CATALOGUE_FILES = [
  { name: 'properties', schema: propertiesFileSchema },
  { name: 'projects', schema: projectsFileSchema },
  { name: 'types', schema: typesFileSchema },
  { name: 'cities', schema: citiesFileSchema },
] as const;

async function readChecked(
  root: string,
  file: string,
  schema: z.ZodType,
  problems: SnapshotProblem[],
): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path.join(root, file), 'utf8');
  } catch {
    problems.push({ file, record: '(file)', field: '(root)', reason: 'the file is missing' });
    return undefined;
  }
  const found = checkJson(file, text, schema);
  problems.push(...found);
  return found.length === 0 ? JSON.parse(text) : undefined;
}

/** Reads and validates one language's catalogue; undefined when a file is missing or invalid. */
export async function readCatalogue(
  root: string,
  lng: string,
  problems: SnapshotProblem[],
): Promise<CatalogueFiles | undefined> {
  const files: Record<string, unknown> = {};
  for (const { name, schema } of CATALOGUE_FILES) {
    files[name] = await readChecked(root, `snapshot/${lng}/${name}.json`, schema, problems);
  }
  return Object.values(files).every((value) => value !== undefined) ? (files as unknown as CatalogueFiles) : undefined;
}

export interface CheckOptions {
  /**
   * Sizes of photos named by their content, measured when they were stored (the live sync's
   * media index): trusted without reading the file (see imageSizes).
   */
  knownSizes?: ReadonlyMap<string, ImageSize>;
}

export async function checkSnapshot(root = process.cwd(), options: CheckOptions = {}): Promise<SnapshotProblem[]> {
  const problems: SnapshotProblem[] = [];
  const config: Record<string, unknown> = {};
  for (const { file, schema } of CONFIG_FILES) {
    config[file] = await readChecked(root, file, schema, problems);
  }
  const site = config['snapshot/config/site.json'] as SiteConfig | undefined;
  if (!site) return problems;

  const mediaDir = path.join(root, 'snapshot', 'media');
  // Read once for the catalogue and the content checks. An unreadable image is one problem
  // naming it (its pictures are then reported missing), not a crash of the check.
  let media = new Map<string, ImageSize>();
  if (existsSync(mediaDir)) {
    try {
      media = await imageSizes(mediaDir, options.knownSizes);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push({ file: 'snapshot/media', record: '(file)', field: '(root)', reason });
    }
  }
  const publicFileExists = (sitePath: string) => {
    const file = path.join(root, 'public', ...sitePath.split('/').filter(Boolean));
    return file.startsWith(path.join(root, 'public') + path.sep) && existsSync(file);
  };
  const catalogues = new Map<string, CatalogueFiles>();
  for (const lng of site.languages.enabled) {
    const files = await readCatalogue(root, lng, problems);
    if (!files) continue;
    problems.push(...checkCatalogue(files, { lng, media, publicFileExists }));
    catalogues.set(lng, files);
  }
  if (catalogues.size === site.languages.enabled.length) {
    problems.push(...checkAcrossLanguages(catalogues, site.languages.default));
  }
  await loadContent(root, site.languages.enabled, problems, media);
  return problems;
}

export function formatProblem(p: SnapshotProblem): string {
  return `${p.file}: ${p.record}: ${p.field}: ${p.reason}`;
}
