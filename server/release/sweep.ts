/**
 * Deletes the releases no longer served once the grace period is over (RELEASE_GRACE_MINUTES):
 * a page opened on a release keeps what it needs for that long. Only directories directly
 * under LIVE_DIR/releases/ that hold a release.json are ever deleted, never the release served
 * nor the one current.json names. A release found on disk that this process never served
 * counts as retired from the moment it was first seen.
 */
import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

export interface SweeperOptions {
  releasesDir: string;
  graceMs: number;
  clock: () => Date;
  /** The ids never deleted (the served release, the one current.json names). */
  keep: () => (string | null)[];
  log: (message: string) => void;
}

const SWEEP_EVERY_MS = 60_000;

export function releaseSweeper(options: SweeperOptions) {
  const retiredAt = new Map<string, number>();
  let lastSweep = -Infinity;
  let sweeping: Promise<string[]> | null = null;

  async function isRelease(dir: string): Promise<boolean> {
    const [self, marker] = await Promise.all([
      lstat(dir).catch(() => null),
      lstat(path.join(dir, 'release.json')).catch(() => null),
    ]);
    return Boolean(self?.isDirectory() && marker?.isFile());
  }

  async function pass(): Promise<string[]> {
    const now = options.clock().getTime();
    lastSweep = now;
    const keep = new Set(options.keep().filter((id): id is string => id !== null));
    const names = await readdir(options.releasesDir).catch(() => [] as string[]);
    const deleted: string[] = [];
    for (const name of names) {
      if (keep.has(name)) {
        retiredAt.delete(name);
        continue;
      }
      const dir = path.join(options.releasesDir, name);
      if (!(await isRelease(dir))) continue;
      const since = retiredAt.get(name);
      if (since === undefined) {
        retiredAt.set(name, now);
        if (options.graceMs > 0) continue;
      } else if (now - since < options.graceMs) continue;
      // Looked at again just before: a release named meanwhile is never deleted.
      if (options.keep().includes(name)) continue;
      try {
        await rm(dir, { recursive: true, force: true });
        retiredAt.delete(name);
        deleted.push(name);
      } catch (error) {
        options.log(`release: could not delete ${dir}: ${String(error)}`);
      }
    }
    if (deleted.length > 0) options.log(`release: deleted the previous releases ${deleted.join(', ')}`);
    return deleted;
  }

  function sweep(): Promise<string[]> {
    sweeping ??= pass().finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  return {
    /** After a switch: the previous release starts its grace period now. */
    switched(previous: string | null, next: string | null): void {
      if (previous) retiredAt.set(previous, options.clock().getTime());
      if (next) retiredAt.delete(next);
    },
    sweep,
    /** From the poll: at most once a minute. */
    async maybeSweep(): Promise<void> {
      if (options.clock().getTime() - lastSweep >= SWEEP_EVERY_MS) await sweep();
    },
  };
}
