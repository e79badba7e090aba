/**
 * What the server needs to answer detail and list URLs without the app: the canonical path of
 * every id per language, the list prefixes under which detail pages live, and how many pages each
 * sale and rent list has (the server serves `?page=N` up to that: server/routes/pages.ts).
 */
import { hrefFor, routes } from '../../src/domain/routes/routeTable.ts';
import type { Lng } from '../../src/config/languages.ts';
import type { DetailManifest } from './manifest.ts';
import type { Alternates } from '../../src/domain/catalogue/detailTypes.ts';
import type { Catalogue } from '../../src/domain/catalogue/types.ts';
import { listPageCount, pagedListOf } from '../../src/domain/routes/pagedLists.ts';

export function detailManifest(
  canonical: Record<string, Alternates>,
  languages: readonly Lng[],
  catalogues: ReadonlyMap<Lng, Pick<Catalogue, 'properties'>>,
): DetailManifest {
  const prefixes: DetailManifest['prefixes'] = {};
  const listPages: NonNullable<DetailManifest['listPages']> = {};
  for (const lng of languages) {
    prefixes[lng] = {
      property: [hrefFor('for-sale', lng), hrefFor('for-rent', lng)],
      project: [hrefFor('projects', lng)],
    };
    const catalogue = catalogues.get(lng);
    if (!catalogue) throw new Error(`No catalogue for ${lng}`);
    for (const route of routes) {
      const list = pagedListOf(route);
      if (list) listPages[hrefFor(route.id, lng)] = listPageCount(catalogue, list);
    }
  }
  return { canonical, prefixes, listPages };
}
