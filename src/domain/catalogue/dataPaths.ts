import type { Lng } from '../../config/languages.ts';

/**
 * Where a language's catalogue lives. The build id (the code's, compiled into the client) is
 * part of the path, so a new build never mixes with an old one; within a build the address
 * stays the same from one catalogue publish to the next (docs/LIVE_CATALOGUE.md), so the
 * server sends it no-cache with an ETag and the browser revalidates it (304 while unchanged).
 * Pure: the build imports it.
 */
export function catalogueUrlPath(lng: Lng, id: string): string {
  return `/data/${id}/catalogue.${lng}.json`;
}
