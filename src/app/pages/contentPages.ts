/**
 * Which pages show the editorial content (their HTML is prerendered with the language's
 * content file, which the browser loads before hydrating them), and what a content item's
 * page is: its item, its head and its pages in the other languages.
 */
import type { Lng } from '../../config/languages.ts';
import type { SiteContent } from '../../domain/content/types.ts';
import { LEGAL_PAGES } from '../../domain/content/types.ts';
import type { DetailHead } from '../../features/detail/detailHead.ts';
import { hrefFor, type RouteMatch } from '../../domain/routes/routeTable.ts';

const CONTENT_PAGES = new Set(['article', 'news', 'news-item', 'testimonials', 'testimonial']);
const CONTENT_MODULES = new Set(['article', 'category', 'contact']);

export function needsContent(match: RouteMatch | null): boolean {
  if (!match) return false;
  if (CONTENT_PAGES.has(match.route.page)) return true;
  if ((LEGAL_PAGES as readonly string[]).includes(match.route.id)) return true;
  return (match.route.menuEntry?.modules ?? []).some((module) => CONTENT_MODULES.has(module.type));
}

type ItemKind = 'articles' | 'news' | 'testimonials';
const ITEM_ROUTES: Record<string, { kind: ItemKind; routeId: string }> = {
  article: { kind: 'articles', routeId: 'service-article' },
  'news-item': { kind: 'news', routeId: 'news-item' },
  testimonial: { kind: 'testimonials', routeId: 'testimonial' },
};

/** Whether a page is one content item's (an unknown slug there is a 404). */
export const isContentItem = (match: RouteMatch | null) => Boolean(match && ITEM_ROUTES[match.route.page]);

export interface ContentItem {
  kind: ItemKind;
  key: string;
  title: string;
  description: string;
}

/** The article, news item or testimonial of a page's slug; null for an unknown slug. */
export function contentItemOf(match: RouteMatch | null, content: SiteContent | null): ContentItem | null {
  const spec = match ? ITEM_ROUTES[match.route.page] : undefined;
  if (!match || !spec || !content) return null;
  const slug = match.params.slug;
  if (spec.kind === 'articles') {
    const a = content.articles.find((item) => item.slug === slug);
    return a ? { kind: spec.kind, key: a.key, title: a.title, description: a.summary } : null;
  }
  if (spec.kind === 'news') {
    const n = content.news.items.find((item) => item.slug === slug);
    return n ? { kind: spec.kind, key: n.key, title: n.title, description: n.summary } : null;
  }
  const t = content.testimonials.find((item) => item.slug === slug);
  return t ? { kind: spec.kind, key: t.key, title: t.title, description: `${t.name}, ${t.about}` } : null;
}

/** The same item's page in each language that has it. */
export function contentAlternates(
  match: RouteMatch,
  content: SiteContent,
  item: ContentItem,
): Partial<Record<Lng, string>> {
  const spec = ITEM_ROUTES[match.route.page];
  if (!spec) return {};
  const slugs = content.slugs[item.kind][item.key] ?? {};
  return Object.fromEntries(
    Object.entries(slugs).map(([lng, slug]) => [lng, hrefFor(spec.routeId, lng as Lng, { slug: slug ?? '' })]),
  );
}

/** A content item's head: its title and summary, and its pages in the other languages. */
export function contentHeadOf(match: RouteMatch, content: SiteContent, item: ContentItem): DetailHead {
  return {
    title: item.title,
    description: item.description,
    image: null,
    alternates: contentAlternates(match, content, item),
  };
}

/** Every content item's page in every language, for the prerender and the sitemap. */
export function contentPagePaths(
  contentFor: (lng: Lng) => SiteContent,
  languages: readonly Lng[],
): { path: string; lng: Lng; alternates: Partial<Record<Lng, string>> }[] {
  const pages: { path: string; lng: Lng; alternates: Partial<Record<Lng, string>> }[] = [];
  for (const lng of languages) {
    const content = contentFor(lng);
    const add = (routeId: string, kind: ItemKind, key: string, slug: string) => {
      const slugs = content.slugs[kind][key] ?? {};
      const alternates = Object.fromEntries(
        Object.entries(slugs).map(([other, s]) => [other, hrefFor(routeId, other as Lng, { slug: s ?? '' })]),
      );
      pages.push({ path: hrefFor(routeId, lng, { slug }), lng, alternates });
    };
    for (const a of content.articles) add('service-article', 'articles', a.key, a.slug);
    for (const n of content.news.items) add('news-item', 'news', n.key, n.slug);
    for (const t of content.testimonials) add('testimonial', 'testimonials', t.key, t.slug);
  }
  return pages;
}
