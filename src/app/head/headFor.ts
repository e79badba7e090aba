/**
 * The <head> of a page as data: computed the same way by the prerenderer (which writes it
 * into the HTML) and by the browser after a client-side navigation (useDocumentHead).
 */
import type { TFunction } from 'i18next';
import type { Lng } from '../../config/languages.ts';
import { defaultLanguage, site } from '../../config/site.ts';
import { siteUrl } from '../../config/env.ts';
import { alternatesFor, type RouteMatch } from '../routes/routeTable.ts';
import { labelText } from '../routes/labelText.ts';

export interface Head {
  lang: Lng;
  title: string;
  description: string;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
}

export function headFor(match: RouteMatch | null, lng: Lng, t: TFunction): Head {
  if (!match) {
    return {
      lang: lng,
      title: `${t('notFound.metaTitle', { lng })} | ${site.agency.name}`,
      description: t('notFound.text', { lng }),
      canonical: null,
      alternates: [],
      noindex: true,
    };
  }
  const { route, params } = match;
  const entry = route.menuEntry;
  const title = entry ? entry.params.seo.title[lng] : `${labelText(match, lng, t)} | ${site.agency.name}`;
  const description = entry
    ? entry.params.seo.description[lng]
    : route.page === 'feedback'
      ? t(`feedback.${params.kind ?? 'test'}.text`, { lng })
      : t(`routes.${route.id}.description`, { lng });
  const links = alternatesFor(match);
  const alternates = Object.entries(links).map(([hreflang, href]) => ({ hreflang, href: siteUrl + href }));
  const fallback = links[defaultLanguage];
  if (fallback) alternates.push({ hreflang: 'x-default', href: siteUrl + fallback });
  return {
    lang: lng,
    title,
    description,
    canonical: siteUrl + (links[lng] ?? ''),
    alternates: route.noindex ? [] : alternates,
    noindex: route.noindex,
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
  for (const alt of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${escapeAttr(alt.hreflang)}" href="${escapeAttr(alt.href)}">`);
  }
  return tags.join('\n    ');
}
