/**
 * A publish builds its release in `releases/.{id}.tmp` and renames it when complete. A publish
 * killed halfway leaves that folder (3-6 MB each) for good, since no later publish has the same
 * id. Every sync sweeps them before it starts: it holds the sync lock, and only a lock holder
 * publishes, so any work folder found then belongs to a process that is gone.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

const WORK_FOLDER = /^\.[\w-]+\.tmp$/;

/** Removes the leftover work folders; answers their names. Call it under the sync lock only. */
export async function sweepWorkFolders(releases: string, log: (line: string) => void = () => {}): Promise<string[]> {
  const names = await readdir(releases).catch(() => [] as string[]);
  const swept: string[] = [];
  for (const name of names.filter((entry) => WORK_FOLDER.test(entry))) {
    await rm(path.join(releases, name), { recursive: true, force: true });
    swept.push(name);
  }
  if (swept.length > 0) log(`publish: removed the work folders a killed publish left: ${swept.join(', ')}`);
  return swept;
}
