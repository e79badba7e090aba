import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import { loadCatalogue, type LoadStatus } from './catalogueSlice.ts';
import { selectCatalogueEntry } from './selectors.ts';
import type { Catalogue } from './types.ts';

/**
 * The catalogue of a language, loading it when the visitor arrives in a language the page
 * was not rendered in (the language switcher). A failure stays failed until `retry`: no
 * request loop on a dead connection.
 */
export function useCatalogue(lng: Lng): { status: LoadStatus; data: Catalogue | null; retry: () => void } {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectCatalogueEntry(state, lng));
  useEffect(() => {
    if (!entry) void dispatch(loadCatalogue(lng));
  }, [dispatch, entry, lng]);
  const retry = useCallback(() => void dispatch(loadCatalogue(lng)), [dispatch, lng]);
  return { status: entry?.status ?? 'loading', data: entry?.data ?? null, retry };
}
