/**
 * Where a request's file is in a release (docs/LIVE_CATALOGUE.md, "The base and its overlays"):
 * in its overlay when listed in `files`, missing when `hidden`, else in the base; and whether a
 * missing page is a removed listing's (410).
 */
import path from 'node:path';
import type { GoneKind, ReleaseSnapshot } from './types.ts';

export type FileTarget =
  | { kind: 'file'; root: 'base' | 'variants'; pathname: string }
  | { kind: 'file'; root: 'overlay'; pathname: string; dir: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

/**
 * The file a path names, relative to dist/ and /-separated, as @fastify/send finds it on disk
 * (it decodes the path once more and normalizes it); null for a path that cannot be one.
 */
export function siteFileOf(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encodeURI(pathname));
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normalized = path.posix.normalize(decoded);
  if (!normalized.startsWith('/') || normalized.startsWith('/..')) return null;
  const relative = normalized.slice(1);
  return normalized.endsWith('/') ? `${relative}index.html` : relative;
}

/** The path with its trailing slash, kept on the site whatever the URL starts with. */
function withSlash(pathname: string, query: string): string {
  const clean = `/${pathname.replace(/^[/\\]+/, '')}`;
  return `${clean}/${query ? `?${query}` : ''}`;
}

/**
 * A variant of a photo the sync downloaded, named by the first 16 hex digits of its content's
 * sha256 (server/crm/sync/mediaStore.ts): the publisher writes those in LIVE_DIR/variants/,
 * shared by every release, as a name never changes its picture.
 */
const CRM_PHOTO_VARIANT = /^media\/[0-9a-f]{16}-\d+\.(?:webp|jpg)$/;

/** The file of a GET or HEAD for this release; the base's unless the overlay says otherwise. */
export function fileTarget(url: string, release: ReleaseSnapshot): FileTarget {
  const mark = url.indexOf('?');
  const rawPath = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark + 1);
  let pathname: string;
  try {
    pathname = decodeURI(rawPath) || '/';
  } catch {
    return { kind: 'missing' };
  }
  if (!release.overlayDir) return { kind: 'file', root: 'base', pathname };
  const file = siteFileOf(pathname);
  if (file === null) return { kind: 'file', root: 'base', pathname };
  const dir = release.files.get(file);
  if (dir) return { kind: 'file', root: 'overlay', pathname, dir };
  if (release.hidden.has(file)) return { kind: 'missing' };
  if (CRM_PHOTO_VARIANT.test(file)) return { kind: 'file', root: 'variants', pathname: file.slice('media'.length) };
  if (!pathname.endsWith('/')) {
    // A directory of the release: its page, as the base's directories are, under a trailing slash.
    const index = `${file}/index.html`;
    if (release.files.has(index)) return { kind: 'redirect', location: withSlash(rawPath, query) };
    if (release.hidden.has(index)) return { kind: 'missing' };
  }
  return { kind: 'file', root: 'base', pathname };
}

const ORIGINAL = /^\/(?:[a-z]{2}\/)?(property|project)\/(\d{1,9})\/?$/;

/** The kind of the removed listing or project a missing path was, or null. */
export function goneKind(pathname: string, release: ReleaseSnapshot): GoneKind | null {
  if (release.gone.size === 0 && release.goneIds.size === 0) return null;
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return null;
  }
  const byPath = release.gone.get(decoded) ?? (decoded.endsWith('/') ? undefined : release.gone.get(`${decoded}/`));
  if (byPath) return byPath;
  const original = ORIGINAL.exec(decoded);
  if (original && release.goneIds.has(`${original[1]}/${original[2]}`)) return original[1] as GoneKind;
  return null;
}
