/**
 * A worker script for a server started from its TypeScript sources in a child process (the
 * server itself runs the built .js files). A worker does not inherit tsx's loader: the script
 * imports tsx's API by its full path and runs the TypeScript entry through it (as sourceWorker
 * in test/forms/serverKit.ts does inside jest).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export function sourceWorker(entry: string): URL {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const exports = (
    JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }
  ).exports;
  const tsx = pathToFileURL(path.resolve(path.dirname(manifest), exports['./esm/api']?.import.default ?? '')).href;
  const file = pathToFileURL(path.resolve(entry)).href;
  const script = `const { tsImport } = await import(${JSON.stringify(tsx)}); await tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(script)}`);
}
