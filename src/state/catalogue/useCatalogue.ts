import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import type { Lng } from '../../config/languages.ts';
import type { LoadStatus } from '../loadOnce.ts';
import { loadCatalogue } from './loadCatalogue.ts';
import { selectCatalogueStatus } from './propertiesSlice.ts';
import { selectCatalogue } from './selectors.ts';
import type { Catalogue } from '../../domain/catalogue/types.ts';

/**
 * The catalogue of a language, loading it when the visitor arrives in a language the page
 * was not rendered in (the language switcher). A failure stays failed until `retry`: no
 * request loop on a dead connection.
 */
export function useCatalogue(lng: Lng): { status: LoadStatus; data: Catalogue | null; retry: () => void } {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectCatalogueStatus(state, lng));
  const data = useAppSelector((state) => selectCatalogue(state, lng));
  useEffect(() => {
    if (!status) void dispatch(loadCatalogue(lng));
  }, [dispatch, status, lng]);
  const retry = useCallback(() => void dispatch(loadCatalogue(lng)), [dispatch, lng]);
  return { status: status ?? 'loading', data, retry };
}
