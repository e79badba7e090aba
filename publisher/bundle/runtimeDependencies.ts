/**
 * What the built server needs from node_modules at run time must be in package.json's
 * `dependencies`: a production install (`npm ci --omit=dev`) has nothing else. The server, its
 * worker threads and the sync child are bundled with every package left external, and the SSR
 * bundle (which the portal and the sync's publisher render with) imports its packages too, so
 * the build lists each bundle's external imports and stops when one is a devDependency or
 * missing, naming the package and the file that imports it. CI proves the same on a pruned copy.
 */
import { builtinModules } from 'node:module';

export interface ExternalImport {
  /** The specifier as written, e.g. `react-dom/server` or `node:fs`. */
  specifier: string;
  /** The output file that imports it, for the message. */
  from: string;
}

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`; null for a relative path or a URL. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || /^[a-z]+:/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

function isBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '');
}

/** One line per package the bundles import that a production install would not have. */
export function missingRuntimeDependencies(
  imports: readonly ExternalImport[],
  manifest: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> },
): string[] {
  const runtime = new Set(Object.keys(manifest.dependencies ?? {}));
  const dev = new Set(Object.keys(manifest.devDependencies ?? {}));
  const byPackage = new Map<string, Set<string>>();
  for (const { specifier, from } of imports) {
    if (isBuiltin(specifier)) continue;
    const name = packageOf(specifier);
    if (name === null || runtime.has(name)) continue;
    byPackage.set(name, (byPackage.get(name) ?? new Set()).add(from));
  }
  return [...byPackage].map(
    ([name, files]) =>
      `${name} (imported by ${[...files].sort().join(', ')}) is ${dev.has(name) ? 'a devDependency' : 'not in package.json'}: move it to "dependencies"`,
  );
}

/** The external imports of an esbuild build made with `metafile: true`. */
export function esbuildExternals(
  metafile: { outputs: Record<string, { imports: { path: string; external?: boolean }[] }> } | undefined,
  root: string,
): ExternalImport[] {
  if (!metafile) throw new Error('The server bundle was built without its metafile');
  return Object.entries(metafile.outputs).flatMap(([file, output]) =>
    output.imports
      .filter((entry) => entry.external)
      .map((entry) => ({ specifier: entry.path, from: file.startsWith(root) ? file.slice(root.length + 1) : file })),
  );
}

interface BundleChunk {
  type: string;
  fileName: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The imports of a Vite (Rolldown) build's chunks that are not chunks of the same build. */
export function viteExternals(result: unknown, outDir: string): ExternalImport[] {
  const outputs = (Array.isArray(result) ? result : [result]) as { output?: BundleChunk[] }[];
  const chunks = outputs.flatMap((entry) => entry.output ?? []);
  if (chunks.length === 0) throw new Error(`The build of ${outDir} returned no chunks to check`);
  const own = new Set(chunks.map((chunk) => chunk.fileName));
  return chunks
    .filter((chunk) => chunk.type === 'chunk')
    .flatMap((chunk) =>
      [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]
        .filter((specifier) => !own.has(specifier))
        .map((specifier) => ({ specifier, from: `${outDir}/${chunk.fileName}` })),
    );
}
