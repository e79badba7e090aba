/**
 * What the server needs to answer detail URLs without the app: the canonical path of every
 * id per language, and the list prefixes under which detail pages live.
 */
import { hrefFor } from '../../src/app/routes/routeTable.ts';
import type { Lng } from '../../src/config/languages.ts';
import type { DetailManifest } from '../../server/detailPaths.ts';
import type { Alternates } from '../../src/features/detail/types.ts';

export function detailManifest(canonical: Record<string, Alternates>, languages: readonly Lng[]): DetailManifest {
  const prefixes: DetailManifest['prefixes'] = {};
  for (const lng of languages) {
    prefixes[lng] = {
      property: [hrefFor('for-sale', lng), hrefFor('for-rent', lng)],
      project: [hrefFor('projects', lng)],
    };
  }
  return { canonical, prefixes };
}
