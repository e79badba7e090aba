/**
 * The pages of the sale and rent lists, each a page of its own (docs/DECISIONS.md, "Paged
 * lists"): page N of a list is `{list}/?page=N`, prerendered to `{list}/page-N.html` beside the
 * list's `index.html` and served for that query string (server/release/listPage.ts); page 1 is
 * the list's own URL. Only the unfiltered list is a page: a type, a town or a sort stays a query
 * string the browser renders. Which pages a list has: domain/routes/pagedLists.ts.
 *
 * Framework-free: the list, the head, the prerender, the publisher and the server read a page's
 * number, URL and file here.
 */

/** The URL of page `page` of the list at `path`: the list's own for page 1. */
export function listPageUrl(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** Page numbers as the pager writes them: 2, 3, … (no sign, no leading zero, at most six digits). */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * What a query string asks of a list's pages: none (no `page`, or an empty one), a page number
 * written as the pager writes it, or something that names no page ("0", "02", "two", "-1").
 * The first `page` parameter counts, as URLSearchParams.get (and so the list) reads it.
 */
export type PageRequest = { kind: 'none' } | { kind: 'page'; page: number } | { kind: 'invalid' };

export function pageRequestOf(search: string | URLSearchParams): PageRequest {
  const value = new URLSearchParams(search).get('page');
  if (value === null || value === '') return { kind: 'none' };
  return PAGE_NUMBER.test(value) ? { kind: 'page', page: Number(value) } : { kind: 'invalid' };
}

/**
 * The query string a prerendered list page was rendered with: its page alone, when it is one the
 * server serves. A list renders with this until the app has hydrated (ListingList), so the first
 * render in the browser is the HTML the server sent, filters or not.
 */
export function prerenderedSearch(search: string | URLSearchParams): string {
  const request = pageRequestOf(search);
  return request.kind === 'page' && request.page > 1 ? `page=${request.page}` : '';
}

/** Page files: `fr/a-vendre/page-2.html`, relative to dist/ (or a release overlay) and /-separated. */
const PAGE_FILE = /(?:^|\/)page-[1-9]\d*\.html$/;

/** Whether a file of the site is a list's page N (never asked for by its own name). */
export function isListPageFile(file: string): boolean {
  return PAGE_FILE.test(file);
}

/**
 * The file that holds a page's HTML, relative to dist/: `{path}/index.html`, or for page N of a
 * list (`/fr/a-vendre/?page=2`) `fr/a-vendre/page-2.html`. `url` is a site path, with the
 * `?page=N` the pager writes when it is a list's page N.
 */
export function pageFileOf(url: string): string {
  const [pathname = '/', search = ''] = url.split('?');
  const relative = pathname.replace(/^\/+/, '');
  const dir = relative === '' || relative.endsWith('/') ? relative : `${relative}/`;
  const request = pageRequestOf(search);
  if (search !== '' && (request.kind !== 'page' || `page=${request.page}` !== search)) {
    throw new Error(`${url} is not a page's address (only ?page=N is)`);
  }
  return request.kind === 'page' && request.page > 1 ? `${dir}page-${request.page}.html` : `${dir}index.html`;
}
