/** A hash of everything the build reads, so `npm start` rebuilds only when something changed. */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const INPUTS = [
  'src',
  'snapshot',
  'locales',
  'public',
  'server',
  'scripts',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

async function files(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [entry];
  const names = await readdir(entry);
  const nested = await Promise.all(names.map((name) => files(path.join(entry, name))));
  return nested.flat();
}

export async function inputsHash(root = process.cwd()): Promise<string> {
  const all = (await Promise.all(INPUTS.map((input) => files(path.join(root, input))))).flat().sort();
  const hash = createHash('sha256');
  for (const file of all) {
    hash.update(path.relative(root, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}
