import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import { loadContent, selectContentEntry, type ContentEntry } from '../../state/content/contentSlice.ts';

/**
 * The language's content: there already on a page that was prerendered with it, loaded on a
 * client-side navigation to a page that needs it.
 */
export function useContent(lng: Lng): ContentEntry {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectContentEntry(state, lng));
  useEffect(() => {
    if (!entry) void dispatch(loadContent(lng));
  }, [dispatch, entry, lng]);
  return entry ?? { status: 'loading', data: null };
}
