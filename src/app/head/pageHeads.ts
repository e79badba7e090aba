/**
 * The head each kind of page declares (pages.ts puts it in its routes' `handle`): a pure
 * function of the matched route and what heads are made from. The browser's frame
 * (usePageHead) and the prerenderer (entry-server.tsx) call the matched route's one.
 */
import type { TFunction } from 'i18next';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import type { Catalogue } from '../../domain/catalogue/types.ts';
import type { SiteContent } from '../../domain/content/types.ts';
import type { Alternates } from '../../domain/catalogue/detailTypes.ts';
import { detailSubjectOf } from '../../features/detail/subject.ts';
import { detailHeadOf } from '../../features/detail/detailHead.ts';
import { contentHeadOf, contentItemOf } from '../pages/contentPages.ts';
import { headFor, type Head } from './headFor.ts';
import { listPageCount, pagedListOf, type PagedList } from '../../domain/routes/pagedLists.ts';
import { listPageUrl, pageRequestOf } from '../../lib/listPages.ts';

export interface HeadContext {
  t: TFunction;
  /** The page language's catalogue (null before it is in). */
  catalogue: Catalogue | null;
  /** The page language's editorial content, when loaded. */
  content: SiteContent | null;
  /** A detail page's own address in each language, from its detail file. */
  alternates: Alternates | null;
  /** The URL's query string ("?page=2&type=1", or ""): a list's page number is in it. */
  search: string;
}

export type PageHead = (match: RouteMatch, context: HeadContext) => Head;

/** Most pages: the menu entry's SEO texts, or the route's label and description. */
export const tableHead: PageHead = (match, { t }) => headFor(match, match.lng, t);

/**
 * A list's page N (`?page=N`, listPages.ts) is a page of its own: its canonical, hreflang links
 * and Open Graph URL name it, its title says its number, and prev and next link its neighbours.
 * Its filters do not count (they are the browser's): a filtered URL's canonical is the
 * unfiltered page it was served as. A number past the last page (only the app can be there: the
 * server answers 404) is the last page, as the list shows it.
 */
function pagedHead(head: Head, list: PagedList, { t, catalogue, search }: HeadContext): Head {
  const request = pageRequestOf(search);
  const pages = catalogue ? listPageCount(catalogue, list) : null;
  const asked = request.kind === 'page' ? request.page : 1;
  const page = pages === null ? asked : Math.min(asked, pages);
  const base = head.canonical;
  if (!base) return head;
  const at = (href: string, n: number) => listPageUrl(href, n);
  const title = page > 1 ? t('catalogue.pagination.title', { title: head.title, page }) : head.title;
  return {
    ...head,
    title,
    canonical: at(base, page),
    alternates: head.alternates.map((alternate) => ({ ...alternate, href: at(alternate.href, page) })),
    og: head.og && { ...head.og, title, url: at(head.og.url, page) },
    ...(page > 1 ? { prev: at(base, page - 1) } : {}),
    ...(pages !== null && page < pages ? { next: at(base, page + 1) } : {}),
  };
}

/** A page of the menu: the table's head, and for a sale or rent list the head of the page shown. */
export const menuPageHead: PageHead = (match, context) => {
  const head = tableHead(match, context);
  const list = pagedListOf(match.route);
  return list ? pagedHead(head, list, context) : head;
};

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
