/**
 * Reads and checks what a sync publishes (docs/LIVE_CATALOGUE.md): releases/current.json, a
 * release's release.json and its canonical.json. Anything not as the contract says is refused
 * with a reason, never half taken: the server then keeps serving what it served.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { DetailManifest } from '../../publisher/dataFiles/manifest.ts';
import type { GoneKind } from './types.ts';

const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** A file of dist/, relative and /-separated, never leaving the overlay. */
const relativeFile = z
  .string()
  .min(1)
  .refine(
    (file) =>
      !file.startsWith('/') &&
      !file.includes('\\') &&
      !file.split('/').some((part) => part === '..' || part === '' || part === '.'),
    'not a relative path inside the release',
  );
const pagePath = z.string().regex(/^\/[^?#]*$/, 'not a site path');

export const currentSchema = z.object({ release: z.string().regex(RELEASE_ID) });

export const releaseSchema = z.object({
  id: z.string().regex(RELEASE_ID),
  base: z.string().min(1),
  snapshot: z.string().optional(),
  createdAt: z.string().optional(),
  files: z.array(relativeFile),
  /** Files served from an earlier release's directory, by its id: a publish never copies them. */
  inherited: z.record(z.string().regex(RELEASE_ID), z.array(relativeFile)).optional(),
  hidden: z.array(relativeFile),
  gone: z.record(pagePath, z.enum(['property', 'project'])),
  goneIds: z.array(z.string().regex(/^(?:property|project)\/\d{1,9}$/)),
  manifest: relativeFile,
});

const byLanguage = z.record(z.string(), z.string());
const manifestSchema = z.object({
  canonical: z.record(z.string(), byLanguage),
  prefixes: z.record(z.string(), z.object({ property: z.array(z.string()), project: z.array(z.string()) })),
  forms: z
    .object({
      subjects: z.record(
        z.string(),
        z.object({ goal: z.union([z.literal(0), z.literal(1)]), open: z.boolean(), label: byLanguage }),
      ),
      types: z.record(z.string(), byLanguage),
      pages: z.object({ newsletter: byLanguage, login: byLanguage, portal: byLanguage }),
    })
    .optional(),
  listPages: z.record(pagePath, z.number().int().min(1)).optional(),
});

export interface ReleaseData {
  id: string;
  overlayDir: string;
  /** Every file the release serves -> the directory it is in (its own, or an earlier release's). */
  files: Map<string, string>;
  /** The earlier releases it serves files from: kept on disk as long as it is served. */
  layers: string[];
  hidden: Set<string>;
  gone: Map<string, GoneKind>;
  goneIds: Set<string>;
  manifest: DetailManifest;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

function issues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

async function readJson(file: string): Promise<Outcome<unknown>> {
  try {
    return { ok: true, value: JSON.parse(await readFile(file, 'utf8')) as unknown };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, reason: `${file}: ${code === 'ENOENT' ? 'missing' : String(error)}` };
  }
}

/** The release current.json names, or why there is none to take. */
export async function readCurrent(releasesDir: string): Promise<Outcome<string>> {
  const file = path.join(releasesDir, 'current.json');
  const json = await readJson(file);
  if (!json.ok) return json;
  const parsed = currentSchema.safeParse(json.value);
  return parsed.success
    ? { ok: true, value: parsed.data.release }
    : { ok: false, reason: `${file}: ${issues(parsed.error)}` };
}

/** One release, checked against the contract and the running build's stamp. */
export async function readRelease(
  releasesDir: string,
  id: string,
  baseStamp: string | null,
): Promise<Outcome<ReleaseData>> {
  const overlayDir = path.join(releasesDir, id);
  const file = path.join(overlayDir, 'release.json');
  const json = await readJson(file);
  if (!json.ok) return json;
  const parsed = releaseSchema.safeParse(json.value);
  if (!parsed.success) return { ok: false, reason: `${file}: ${issues(parsed.error)}` };
  const release = parsed.data;
  if (release.id !== id) return { ok: false, reason: `${file}: its id ${release.id} is not its directory's` };
  if (baseStamp === null)
    return { ok: false, reason: `${file}: the running build has no stamp to compare its base with` };
  if (release.base !== baseStamp) {
    return { ok: false, reason: `${file}: made for the build ${release.base}, not the running ${baseStamp}` };
  }
  const manifestFile = path.join(overlayDir, release.manifest);
  const manifestJson = await readJson(manifestFile);
  if (!manifestJson.ok) return manifestJson;
  const manifest = manifestSchema.safeParse(manifestJson.value);
  if (!manifest.success) return { ok: false, reason: `${manifestFile}: ${issues(manifest.error)}` };
  // The contract's own files are never pages, whatever the list says.
  const internal = new Set(['release.json', release.manifest]);
  return {
    ok: true,
    value: {
      id,
      overlayDir,
      files: servedFiles(releasesDir, overlayDir, release, internal),
      layers: Object.keys(release.inherited ?? {}).filter((layer) => layer !== id),
      hidden: new Set(release.hidden),
      gone: new Map(Object.entries(release.gone)),
      goneIds: new Set(release.goneIds),
      manifest: manifest.data as DetailManifest,
    },
  };
}

function servedFiles(
  releasesDir: string,
  overlayDir: string,
  release: z.infer<typeof releaseSchema>,
  internal: ReadonlySet<string>,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const [layer, names] of Object.entries(release.inherited ?? {})) {
    const dir = path.join(releasesDir, layer);
    for (const name of names) if (!internal.has(name)) files.set(name, dir);
  }
  for (const name of release.files) if (!internal.has(name)) files.set(name, overlayDir);
  return files;
}

/** The base build's manifest (build/canonical.json), read once; none gives an empty one. */
export function loadManifest(file: string | undefined): DetailManifest {
  if (!file || !existsSync(file)) return { canonical: {}, prefixes: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as DetailManifest;
}

/** The `inputs` hash of build/stamp.json, or null when there is none (no release is then served). */
export function readStamp(file: string): string | null {
  try {
    const inputs = (JSON.parse(readFileSync(file, 'utf8')) as { inputs?: unknown }).inputs;
    return typeof inputs === 'string' && inputs !== '' ? inputs : null;
  } catch {
    return null;
  }
}
