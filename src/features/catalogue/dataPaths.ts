import type { Lng } from '../../config/languages.ts';

/**
 * Where a language's catalogue lives. The build id is part of the path, so the file can be
 * cached for good and a new build never mixes with an old one. Pure: the build imports it.
 */
export function catalogueUrlPath(lng: Lng, id: string): string {
  return `/data/${id}/catalogue.${lng}.json`;
}
