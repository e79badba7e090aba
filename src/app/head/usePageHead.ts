import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import type { RouteMatch } from '../routes/routeTable.ts';
import { useAppSelector } from '../hooks.ts';
import { selectContentEntry } from '../../features/content/contentSlice.ts';
import { selectCatalogue } from '../../features/catalogue/selectors.ts';
import { detailSubjectOf, isDetailRoute } from '../../features/detail/subject.ts';
import { useDetailAlternates } from '../../features/detail/useDetailAlternates.ts';
import { detailHeadOf } from '../../features/detail/detailHead.ts';
import { contentHeadOf, contentItemOf, isContentItem } from '../pages/contentPages.ts';
import { headFor, type Head } from './headFor.ts';

/**
 * The head of a matched page: from the route table, or for a listing, a project, an article,
 * a news item or a testimonial, from that item (its title, summary and other-language pages).
 */
export function usePageHead(match: RouteMatch | null, lng: Lng): Head {
  const { t } = useTranslation();
  const catalogue = useAppSelector((state) => selectCatalogue(state, lng));
  const alternates = useDetailAlternates(match);
  const content = useAppSelector((state) => (isContentItem(match) ? selectContentEntry(state, lng)?.data : null));
  const item = useMemo(() => {
    if (isDetailRoute(match)) {
      const subject = detailSubjectOf(match, catalogue);
      return subject ? detailHeadOf(subject, t, alternates) : null;
    }
    const found = match && content ? contentItemOf(match, content) : null;
    return match && content && found ? contentHeadOf(match, content, found) : undefined;
  }, [match, catalogue, t, alternates, content]);
  return useMemo(() => headFor(match, lng, t, item), [match, lng, t, item]);
}
