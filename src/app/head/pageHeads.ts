/**
 * The head each kind of page declares (pages.ts puts it in its routes' `handle`): a pure
 * function of the matched route and what heads are made from. The browser's frame
 * (usePageHead) and the prerenderer (entry-server.tsx) call the matched route's one.
 */
import type { TFunction } from 'i18next';
import type { RouteMatch } from '../routes/routeTable.ts';
import type { Catalogue } from '../../features/catalogue/types.ts';
import type { SiteContent } from '../../features/content/types.ts';
import type { Alternates } from '../../features/detail/types.ts';
import { detailSubjectOf } from '../../features/detail/subject.ts';
import { detailHeadOf } from '../../features/detail/detailHead.ts';
import { contentHeadOf, contentItemOf } from '../pages/contentPages.ts';
import { headFor, type Head } from './headFor.ts';

export interface HeadContext {
  t: TFunction;
  /** The page language's catalogue (null before it is in). */
  catalogue: Catalogue | null;
  /** The page language's editorial content, when loaded. */
  content: SiteContent | null;
  /** A detail page's own address in each language, from its detail file. */
  alternates: Alternates | null;
}

export type PageHead = (match: RouteMatch, context: HeadContext) => Head;

/** Most pages: the menu entry's SEO texts, or the route's label and description. */
export const tableHead: PageHead = (match, { t }) => headFor(match, match.lng, t);

/** A listing, project or unit: from its catalogue card; "not found" when the catalogue has no such id. */
export const detailPageHead: PageHead = (match, { t, catalogue, alternates }) => {
  const subject = detailSubjectOf(match, catalogue);
  return headFor(match, match.lng, t, subject ? detailHeadOf(subject, t, alternates) : null);
};

/** An article, news item or testimonial: its title, summary and its pages in the other languages. */
export const contentItemHead: PageHead = (match, { t, content }) => {
  const item = contentItemOf(match, content);
  return headFor(match, match.lng, t, item && content ? contentHeadOf(match, content, item) : undefined);
};
