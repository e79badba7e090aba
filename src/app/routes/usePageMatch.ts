import { useMemo } from 'react';
import { useMatches } from 'react-router-dom';
import type { Lng } from '../../config/languages.ts';
import type { Params, RouteDef, RouteMatch } from './routeTable.ts';

/** What every page route carries in its `handle`: its table entry, language and namespaces. */
export interface PageHandle {
  route: RouteDef;
  lng: Lng;
  /** Inlined in the prerendered page, loaded before a client-side navigation shows it. */
  namespaces: string[];
  /** The lazy chunks the page renders from (its own, the forms', the editorial views'): pages.ts. */
  chunks: string[];
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle && 'lng' in handle;
}

/** The matched page route as the pages know it (table entry, language, parameters); null on a 404. */
export function usePageMatch(): RouteMatch | null {
  const matches = useMatches();
  const leaf = matches.findLast((m) => isPageHandle(m.handle));
  const handle = leaf && isPageHandle(leaf.handle) ? leaf.handle : null;
  const pathname = leaf?.pathname;
  const params = leaf?.params;
  return useMemo(
    () => (handle && params ? { route: handle.route, lng: handle.lng, params: params as Params } : null),
    // The params object is new on every render; the path names them all.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [handle, pathname],
  );
}
