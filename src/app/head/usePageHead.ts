import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { defaultLanguage } from '../../config/site.ts';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { usePageHandle } from '../routes/usePageMatch.ts';
import { useAppSelector } from '../../state/hooks.ts';
import { selectContentEntry } from '../../state/content/contentSlice.ts';
import { selectCatalogue } from '../../state/catalogue/selectors.ts';
import { useDetailAlternates } from '../../features/detail/useDetailAlternates.ts';
import type { Head } from './headFor.ts';

/**
 * The head of the matched page, as its route's `handle` declares it (pages.ts), made from the
 * store's catalogue, content and detail file; null on a 404 (NotFoundFrame has its own). A
 * getter: it is made only when the document needs it (Frame.tsx), never while React hydrates
 * a prerendered page, whose HTML already has it.
 */
export function usePageHead(match: RouteMatch | null): (() => Head) | null {
  const { t } = useTranslation();
  const handle = usePageHandle();
  const lng = match?.lng ?? defaultLanguage;
  const catalogue = useAppSelector((state) => selectCatalogue(state, lng));
  const content = useAppSelector((state) => selectContentEntry(state, lng)?.data ?? null);
  const alternates = useDetailAlternates(match);
  const { search } = useLocation();
  return useMemo(
    () => (match && handle ? () => handle.head(match, { t, catalogue, content, alternates, search }) : null),
    [match, handle, t, catalogue, content, alternates, search],
  );
}
