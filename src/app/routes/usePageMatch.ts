import { useMemo } from 'react';
import { useMatches } from 'react-router-dom';
import type { Lng } from '../../config/languages.ts';
import type { Params, RouteDef, RouteMatch } from '../../domain/routes/routeTable.ts';
import type { PageHead } from '../head/pageHeads.ts';

/** What every page route carries in its `handle`: its table entry, language, namespaces and head. */
export interface PageHandle {
  route: RouteDef;
  lng: Lng;
  /** The page's <head>, from its kind in pages.ts. */
  head: PageHead;
  /** Inlined in the prerendered page, loaded before a client-side navigation shows it. */
  namespaces: string[];
  /** The lazy chunks the page renders from (its own, the forms', the editorial views'): pages.ts. */
  chunks: string[];
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle && 'lng' in handle;
}

/** The matched page route's handle and its match in the router; null on a 404. */
function usePageLeaf() {
  const matches = useMatches();
  const leaf = matches.findLast((m) => isPageHandle(m.handle));
  return leaf && isPageHandle(leaf.handle) ? { leaf, handle: leaf.handle } : null;
}

/** The matched page route's handle (what pages.ts declares for it); null on a 404. */
export function usePageHandle(): PageHandle | null {
  return usePageLeaf()?.handle ?? null;
}

/** The matched page route as the pages know it (table entry, language, parameters); null on a 404. */
export function usePageMatch(): RouteMatch | null {
  const found = usePageLeaf();
  const leaf = found?.leaf;
  const handle = found?.handle ?? null;
  const pathname = leaf?.pathname;
  const params = leaf?.params;
  return useMemo(
    () => (handle && params ? { route: handle.route, lng: handle.lng, params: params as Params } : null),
    // The params object is new on every render; the path names them all.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [handle, pathname],
  );
}
