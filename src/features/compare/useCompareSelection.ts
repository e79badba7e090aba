import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '../../components/useHydrated.ts';
import type { Lng } from '../../config/languages.ts';
import { compareHref, parseCompareIds, type CompareSelection } from './compareUrl.ts';

/**
 * The listings named in the URL. The query is read only once hydrated: the prerendered page
 * has none, and the first render in the browser must give the same HTML. A change replaces
 * the history entry: Back leaves the comparison rather than undoing each removal.
 */
export function useCompareSelection(lng: Lng): {
  selection: CompareSelection;
  setIds: (ids: readonly number[]) => void;
} {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const search = hydrated ? location.search : '';
  const selection = useMemo(() => parseCompareIds(search), [search]);
  const setIds = useCallback(
    (ids: readonly number[]) => navigate(compareHref(lng, ids), { replace: true, preventScrollReset: true }),
    [navigate, lng],
  );
  return { selection, setIds };
}
