import type { Lng } from '../../config/languages.ts';
import type { DetailKind, DetailRequest } from './detailTypes.ts';

/**
 * Where a listing's or a project's detail file lives; like the catalogue, the build id is in
 * the path so it is cached for good. Pure: the build imports it.
 */
export function detailUrlPath(lng: Lng, kind: DetailKind, id: number, build: string): string {
  return `/data/${build}/${lng}/${kind}-${id}.json`;
}

/** The store's and the build's key of one detail file. */
export const detailKey = ({ lng, kind, id }: DetailRequest) => `${lng}:${kind}:${id}`;
