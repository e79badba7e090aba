/**
 * A base file's place in a release, for readers other than the page server (the alerts'
 * catalogue): the overlay's copy when the release lists it, null when the release hides it,
 * else the base file itself. A file outside dist/ (ALERTS_CATALOGUE_DIR elsewhere) is its own.
 */
import path from 'node:path';
import type { ReleaseSnapshot } from './types.ts';

export type Locate = (baseFile: string) => string | null;

export function releaseLocator(
  distDir: string,
  release: Pick<ReleaseSnapshot, 'overlayDir' | 'files' | 'hidden'> | null,
): Locate {
  const overlayDir = release?.overlayDir;
  if (!release || !overlayDir) return (file) => file;
  return (file) => {
    const relative = path.relative(distDir, file);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return file;
    const key = relative.split(path.sep).join('/');
    const dir = release.files.get(key);
    if (dir) return path.join(dir, key);
    return release.hidden.has(key) ? null : file;
  };
}
