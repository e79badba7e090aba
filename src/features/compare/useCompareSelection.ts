import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../components/useHydrated.ts';
import type { Lng } from '../../config/languages.ts';
import { compareHref, parseCompareIds, type CompareSelection } from './compareUrl.ts';

/**
 * The listings named in the URL. The query is read only once hydrated: the prerendered page
 * has none, and the first render in the browser must give the same HTML. A change replaces
 * the history entry: Back leaves the comparison rather than undoing each removal. It is
 * written with navigate, not setSearchParams, which would encode the commas of `?ids=1,2`.
 */
export function useCompareSelection(lng: Lng): {
  selection: CompareSelection;
  setIds: (ids: readonly number[]) => void;
} {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const selection = useMemo(() => parseCompareIds(hydrated ? searchParams : ''), [hydrated, searchParams]);
  const setIds = useCallback(
    (ids: readonly number[]) => navigate(compareHref(lng, ids), { replace: true, preventScrollReset: true }),
    [navigate, lng],
  );
  return { selection, setIds };
}
