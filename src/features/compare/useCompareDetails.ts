import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import { loadDetail, selectDetailEntry, type DetailRequest } from '../../state/detail/detailSlice.ts';
import type { PropertyDetail } from '../../domain/catalogue/detailTypes.ts';

export type DetailsStatus = 'loading' | 'ready' | 'failed';

const requestOf = (lng: Lng, id: number): DetailRequest => ({ lng, kind: 'property', id });

/**
 * The detail files of the compared listings (bathrooms, years, charges, VAT are not in the
 * list data). Each is loaded once; one that failed waits for `retry`, so a dead connection
 * does not turn into a request loop. "failed" once every file has settled and one is missing.
 */
export function useCompareDetails(
  lng: Lng,
  ids: readonly number[],
): { status: DetailsStatus; details: Map<number, PropertyDetail>; retry: () => void } {
  const dispatch = useAppDispatch();
  // The whole slice, a stable reference: a list of entries would be a new array on each call.
  const detail = useAppSelector((state) => state.detail);
  const idsKey = ids.join(',');

  const state = useMemo(() => {
    const wanted = idsKey === '' ? [] : idsKey.split(',').map(Number);
    const details = new Map<number, PropertyDetail>();
    const missing: number[] = [];
    const failed: number[] = [];
    let loading = false;
    for (const id of wanted) {
      const entry = selectDetailEntry({ detail }, requestOf(lng, id));
      if (!entry) missing.push(id);
      else if (entry.status === 'loading') loading = true;
      else if (entry.status === 'failed') failed.push(id);
      else if (entry.data) details.set(id, entry.data as PropertyDetail);
    }
    const status: DetailsStatus = loading || missing.length > 0 ? 'loading' : failed.length > 0 ? 'failed' : 'ready';
    return { details, missing: missing.join(','), failed: failed.join(','), status };
  }, [detail, lng, idsKey]);

  useEffect(() => {
    if (state.missing === '') return;
    for (const id of state.missing.split(',')) void dispatch(loadDetail(requestOf(lng, Number(id))));
  }, [dispatch, lng, state.missing]);

  const retry = useCallback(() => {
    if (state.failed === '') return;
    for (const id of state.failed.split(',')) void dispatch(loadDetail(requestOf(lng, Number(id))));
  }, [dispatch, lng, state.failed]);

  return { status: state.status, details: state.details, retry };
}
