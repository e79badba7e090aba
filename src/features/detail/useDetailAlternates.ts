import { useMemo } from 'react';
import { useAppSelector } from '../../state/hooks.ts';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { selectDetailEntry } from '../../state/detail/detailSlice.ts';
import { detailRequestOf } from './subject.ts';
import type { Alternates } from '../../domain/catalogue/detailTypes.ts';

/**
 * A detail page's own address in each language, from its detail file: town and type names
 * differ by language (Namen / Namur), so the route's parameters cannot simply be reused.
 * Null on other pages, or before the file has arrived.
 */
export function useDetailAlternates(match: RouteMatch | null): Alternates | null {
  const request = useMemo(() => detailRequestOf(match), [match]);
  return useAppSelector((state) => (request ? selectDetailEntry(state, request)?.data?.Alternates : null)) ?? null;
}
