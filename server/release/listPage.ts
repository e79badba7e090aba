/**
 * A list's page N on the server (docs/DECISIONS.md, "Paged lists"): `/fr/a-vendre/?page=2` is
 * answered with the file `fr/a-vendre/page-2.html` of the release served (its overlay's or the
 * base's, compressed and cached like every page), whatever other parameters the URL carries (a
 * filter, a campaign's utm_*: the browser applies the filters). How many pages a list has is in the
 * release's manifest (`listPages`), so a publish that adds or removes a page changes the answer
 * with the release. Pure: pages.ts sends what it says.
 *
 *   no page, or `page=`      the list's own page (the URL's own file)
 *   page=1                   301 to the same URL without `page` (its canonical)
 *   page=2 … the last page   that page's file
 *   past the last page, 0,   404 with the not-found page: no such page exists (a page that
 *   02, two, -1              existed and went, after a publish, is not a listing's 410)
 *
 * The page files are never answered by their own name: `/fr/a-vendre/page-2.html` is a 404.
 */
import { isListPageFile, pageRequestOf } from '../../src/lib/listPages.ts';
import { siteFileOf } from './resolve.ts';

export type ListPageAnswer =
  /** Not a list's page N: the URL is served as it is. */
  | { kind: 'as-is' }
  /** The site path of the file that holds the page (`/fr/a-vendre/page-2.html`). */
  | { kind: 'page'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

const AS_IS: ListPageAnswer = { kind: 'as-is' };

/** The query string without its `page` parameters, the others as they were written. */
function withoutPage(query: string): string {
  return query
    .split('&')
    .filter((part) => {
      const name = part.split('=')[0] ?? '';
      try {
        return decodeURIComponent(name.replace(/\+/g, ' ')) !== 'page';
      } catch {
        return true;
      }
    })
    .join('&');
}

/** What a GET or HEAD of `url` (path and query, as requested) is, given each list's number of pages. */
export function listPageAnswer(url: string, listPages: Readonly<Record<string, number>> | undefined): ListPageAnswer {
  const mark = url.indexOf('?');
  const pathname = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark + 1);
  // Decoded as fileTarget decodes it, so no spelling of a page file's name reaches the file.
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return AS_IS;
  }
  const file = siteFileOf(decoded);
  if (file !== null && isListPageFile(file)) return { kind: 'missing' };
  const pages = listPages && query !== '' && Object.hasOwn(listPages, pathname) ? listPages[pathname] : undefined;
  if (pages === undefined) return AS_IS;
  const request = pageRequestOf(query);
  if (request.kind === 'none') return AS_IS;
  if (request.kind === 'invalid' || request.page > pages) return { kind: 'missing' };
  if (request.page === 1) {
    const rest = withoutPage(query);
    return { kind: 'redirect', location: rest === '' ? pathname : `${pathname}?${rest}` };
  }
  return { kind: 'page', file: `${pathname}page-${request.page}.html` };
}
