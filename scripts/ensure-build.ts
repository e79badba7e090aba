/** Builds the site unless build/stamp.json says the current inputs were already built. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inputsHash } from '../publisher/bundle/inputs.ts';
import { buildSite } from './build.ts';

export async function ensureBuild(root = process.cwd()): Promise<void> {
  const stamp = await readFile(path.join(root, 'build', 'stamp.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { inputs?: string }).inputs)
    .catch(() => undefined);
  if (stamp && stamp === (await inputsHash(root))) return;
  console.log(stamp ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  await buildSite();
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'ensure-build.ts'))) {
  await ensureBuild().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
