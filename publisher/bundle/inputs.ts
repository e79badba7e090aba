/**
 * A hash of what the built site depends on, so `npm start` rebuilds only when one of those
 * changed: scripts/ensure-build.ts compares it with the one build/stamp.json holds, which the
 * build wrote (and the build's id is its first 12 characters).
 *
 * An explicit list rather than the bundlers' own module graphs: Vite resolves more than plain
 * imports (aliases to our files, plugins reading the config), and a file the list missed would
 * leave a stale site served, while one too many only costs a build. Hashed: the code the
 * client, the prerender, the server bundle and the publisher are built from (src/, server/,
 * publisher/ and the build's entry scripts), the data and texts the build reads whole
 * (snapshot/, locales/, public/), the pages Vite builds from and the bundlers' configuration and
 * packages. Not hashed, since no part of the build reads them: tests (`*.test.ts(x)`, the test
 * kits beside server modules), test/, tools/, docs/, the e2e journeys, and the other command-line
 * scripts. inputs.test.ts checks that every module the build's entry points import is hashed.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ENTRIES, SSR_ENTRY } from './entries.ts';

/** Read whole, as folders or files, from the repository's root. */
const INPUTS = [
  'src',
  'server',
  'publisher',
  'snapshot',
  'locales',
  'public',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  // The env files Vite reads when it builds (production mode).
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  // The build script and the commands bundled with the server (scripts/sync.ts, db-backup, db-restore).
  'scripts/build.ts',
  SSR_ENTRY,
  ...Object.values(SERVER_ENTRIES),
];

/**
 * Files inside those that the build never reads: tests, the kits only tests import, and the
 * code folders' READMEs (a folder's README under public/ would be served, so none is there).
 */
const NOT_BUILT = /\.test\.tsx?$|(^|\/)testKit\.ts$|^(src|server|publisher)\/(.*\/)?README\.md$/;

async function files(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [entry];
  const names = await readdir(entry);
  const nested = await Promise.all(names.map((name) => files(path.join(entry, name))));
  return nested.flat();
}

/** The files the hash covers, relative to the root, sorted. */
export async function hashedFiles(root = process.cwd()): Promise<string[]> {
  const all = (await Promise.all(INPUTS.map((input) => files(path.join(root, input))))).flat();
  const relative = all.map((file) => path.relative(root, file).split(path.sep).join('/'));
  return [...new Set(relative)].filter((file) => !NOT_BUILT.test(file)).sort();
}

export async function inputsHash(root = process.cwd()): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await hashedFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
