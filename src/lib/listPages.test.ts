import { isListPageFile, listPageUrl, pageFileOf, pageRequestOf, prerenderedSearch } from './listPages.ts';

describe("a list's page N", () => {
  it('have their own URL after the first, whose URL is the list’s', () => {
    expect(listPageUrl('/fr/a-vendre/', 1)).toBe('/fr/a-vendre/');
    expect(listPageUrl('/fr/a-vendre/', 3)).toBe('/fr/a-vendre/?page=3');
  });

  it('are asked for with page numbers as the pager writes them, the first `page` counting', () => {
    expect(pageRequestOf('')).toEqual({ kind: 'none' });
    expect(pageRequestOf('?page=')).toEqual({ kind: 'none' });
    expect(pageRequestOf('?type=1&sort=price-asc')).toEqual({ kind: 'none' });
    expect(pageRequestOf('page=2')).toEqual({ kind: 'page', page: 2 });
    expect(pageRequestOf('?utm_source=mail&page=1')).toEqual({ kind: 'page', page: 1 });
    expect(pageRequestOf('?page=4&page=2')).toEqual({ kind: 'page', page: 4 });
    for (const wrong of ['0', '02', '-1', '2.0', 'two', '1e2', ' 2', '9999999']) {
      expect([wrong, pageRequestOf(new URLSearchParams({ page: wrong }))]).toEqual([wrong, { kind: 'invalid' }]);
    }
  });

  it('render before hydration as the server sent them: the page alone, filters after', () => {
    expect(prerenderedSearch('?page=2&type=1&city=Namur%7C5000&sort=price-asc')).toBe('page=2');
    expect(prerenderedSearch('?type=1&page=1')).toBe('');
    expect(prerenderedSearch('?page=abc')).toBe('');
    expect(prerenderedSearch(new URLSearchParams('utm_source=x'))).toBe('');
  });

  it('are files beside the list’s index.html, never asked for by their own name', () => {
    expect(pageFileOf('/fr/a-vendre/')).toBe('fr/a-vendre/index.html');
    expect(pageFileOf('/fr/a-vendre/?page=1')).toBe('fr/a-vendre/index.html');
    expect(pageFileOf('/fr/a-vendre/?page=2')).toBe('fr/a-vendre/page-2.html');
    expect(pageFileOf('/nl/')).toBe('nl/index.html');
    expect(() => pageFileOf('/fr/a-vendre/?page=2&type=1')).toThrow("not a page's address");
    expect(() => pageFileOf('/fr/a-vendre/?type=1')).toThrow("not a page's address");
    expect(isListPageFile('fr/a-vendre/page-2.html')).toBe(true);
    expect(isListPageFile('fr/a-vendre/page-2.html.br')).toBe(false);
    expect(isListPageFile('fr/a-vendre/index.html')).toBe(false);
    expect(isListPageFile('fr/a-vendre/page-0.html')).toBe(false);
  });
});
