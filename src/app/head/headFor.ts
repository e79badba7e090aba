/**
 * The <head> of a page as data: computed the same way by the prerenderer (which writes it
 * into the HTML) and by the browser after a client-side navigation (useDocumentHead).
 */
import type { TFunction } from 'i18next';
import type { Lng } from '../../config/languages.ts';
import { defaultLanguage, site } from '../../config/site.ts';
import { siteUrl } from '../../config/env.ts';
import { alternatesFor, type RouteMatch } from '../../domain/routes/routeTable.ts';
import { labelText } from '../../domain/routes/labelText.ts';
import type { DetailHead } from '../../features/detail/detailHead.ts';

/** Open Graph locales of the site's languages (Belgian variants where they exist). */
const OG_LOCALE: Record<Lng, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' };

export interface OpenGraph {
  type: 'website' | 'article';
  title: string;
  description: string;
  url: string;
  image: { url: string; width: number; height: number; alt: string };
  locale: string;
  siteName: string;
}

export interface Head {
  lang: Lng;
  title: string;
  description: string;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  /** For link previews; only written into the prerendered HTML (preview crawlers run no script). */
  og: OpenGraph | null;
  /** A list's page N: the absolute URLs of the pages before and after it (listPages.ts). */
  prev?: string;
  next?: string;
}

function notFoundHead(lng: Lng, title: string, description: string): Head {
  return {
    lang: lng,
    title: `${title} | ${site.agency.name}`,
    description,
    canonical: null,
    alternates: [],
    noindex: true,
    og: null,
  };
}

const DETAIL_PAGES = new Set(['property', 'project', 'project-unit']);

/**
 * The head of a page. `detail` is the listing or project of a detail route: null when the
 * catalogue has no such id (the page is the "property not found" page).
 */
export function headFor(match: RouteMatch | null, lng: Lng, t: TFunction, detail?: DetailHead | null): Head {
  if (!match) return notFoundHead(lng, t('notFound.metaTitle', { lng }), t('notFound.text', { lng }));
  const { route, params } = match;
  const isDetail = DETAIL_PAGES.has(route.page);
  if (isDetail && !detail) {
    return notFoundHead(lng, t('detailHead.notFound', { lng }), t('detailHead.notFoundText', { lng }));
  }
  const entry = route.menuEntry;
  const title = detail
    ? `${detail.title} | ${site.agency.name}`
    : entry
      ? entry.params.seo.title[lng]
      : `${labelText(match, lng, t)} | ${site.agency.name}`;
  const description = detail
    ? detail.description
    : entry
      ? entry.params.seo.description[lng]
      : route.page === 'feedback'
        ? t(`feedback:${params.kind ?? 'test'}.text`, { lng })
        : t(`routes.${route.id}.description`, { lng });
  const links = detail?.alternates ?? alternatesFor(match);
  const alternates = Object.entries(links).map(([hreflang, href]) => ({ hreflang, href: siteUrl + href }));
  const fallback = links[defaultLanguage];
  if (fallback) alternates.push({ hreflang: 'x-default', href: siteUrl + fallback });
  const canonical = siteUrl + (links[lng] ?? '');
  const image = detail?.image ?? {
    src: site.logo.src,
    width: site.logo.width,
    height: site.logo.height,
    alt: site.agency.name,
  };
  return {
    lang: lng,
    title,
    description,
    canonical,
    alternates: route.noindex ? [] : alternates,
    noindex: route.noindex,
    og: route.noindex
      ? null
      : {
          type: detail ? 'article' : 'website',
          title: detail?.title ?? title,
          description,
          url: canonical,
          image: { url: siteUrl + image.src, width: image.width, height: image.height, alt: image.alt },
          locale: OG_LOCALE[lng],
          siteName: site.agency.name,
        },
  };
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML, for the prerendered file. */
export function renderHead(head: Head): string {
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}">`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeAttr(head.canonical)}">`);
  if (head.prev) tags.push(`<link rel="prev" href="${escapeAttr(head.prev)}">`);
  if (head.next) tags.push(`<link rel="next" href="${escapeAttr(head.next)}">`);
  for (const alt of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${escapeAttr(alt.hreflang)}" href="${escapeAttr(alt.href)}">`);
  }
  if (head.og) {
    const { og } = head;
    const property = (name: string, content: string | number) =>
      tags.push(`<meta property="og:${name}" content="${escapeAttr(String(content))}">`);
    property('type', og.type);
    property('site_name', og.siteName);
    property('locale', og.locale);
    property('title', og.title);
    property('description', og.description);
    property('url', og.url);
    property('image', og.image.url);
    property('image:width', og.image.width);
    property('image:height', og.image.height);
    property('image:alt', og.image.alt);
    tags.push('<meta name="twitter:card" content="summary_large_image">');
  }
  return tags.join('\n    ');
}
