import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { loadDetail, selectDetailEntry, type DetailEntry, type DetailRequest } from '../../state/detail/detailSlice.ts';

/** A detail file, loading it on a client-side navigation; a failure waits for `retry`. */
export function useDetail(request: DetailRequest | null): DetailEntry & { retry: () => void } {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => (request ? selectDetailEntry(state, request) : undefined));
  useEffect(() => {
    if (request && !entry) void dispatch(loadDetail(request));
  }, [dispatch, entry, request]);
  const retry = useCallback(() => {
    if (request) void dispatch(loadDetail(request));
  }, [dispatch, request]);
  return { status: entry?.status ?? 'loading', data: entry?.data ?? null, retry };
}
