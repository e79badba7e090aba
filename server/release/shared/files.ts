/**
 * The files of a folder as a shared release holds them: relative, `/`-separated names and the
 * sha256 of each body, which is also the body's key in the database (one copy per content,
 * whatever number of releases name it).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const sha256 = (body: Buffer): string => createHash('sha256').update(body).digest('hex');

/** Every regular file under `dir`, relative and `/`-separated; none when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function readBody(dir: string, name: string): Promise<Buffer> {
  return readFile(path.join(dir, ...name.split('/')));
}

/** A name read from the database is written only inside its folder: never absolute, never `..`. */
export function safeName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 1024 &&
    !name.startsWith('/') &&
    !name.includes('\\') &&
    !name.includes('\0') &&
    name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/** Runs `work` over `items` in slices of `size` (IN lists and multi-row inserts stay bounded). */
export async function inSlices<T>(items: readonly T[], size: number, work: (slice: T[]) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) await work(items.slice(start, start + size));
}
