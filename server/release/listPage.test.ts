/** @jest-environment node */
import { listPageAnswer } from './listPage.ts';

const LISTS = { '/fr/a-vendre/': 3, '/fr/a-louer/': 1 };

describe("a list's page N on the server", () => {
  it('is the file beside the list’s index.html, whatever other parameters the URL carries', () => {
    expect(listPageAnswer('/fr/a-vendre/?page=2', LISTS)).toEqual({ kind: 'page', file: '/fr/a-vendre/page-2.html' });
    expect(listPageAnswer('/fr/a-vendre/?page=3', LISTS)).toEqual({ kind: 'page', file: '/fr/a-vendre/page-3.html' });
    expect(listPageAnswer('/fr/a-vendre/?utm_source=news&page=2&type=1&city=Namur%7C5000', LISTS)).toEqual({
      kind: 'page',
      file: '/fr/a-vendre/page-2.html',
    });
  });

  it('leaves every other URL as it is: no page asked for, or not a list', () => {
    for (const url of [
      '/fr/a-vendre/',
      '/fr/a-vendre/?page=',
      '/fr/a-vendre/?type=1&sort=price-asc',
      '/fr/contact/?page=2',
      '/fr/a-vendre/namur/maison/162/?page=2',
      '/fr/a-vendre?page=2',
      '/data/b1/catalogue.fr.json?page=2',
    ]) {
      expect([url, listPageAnswer(url, LISTS)]).toEqual([url, { kind: 'as-is' }]);
    }
    // A manifest from before paged lists: the query string changes nothing.
    expect(listPageAnswer('/fr/a-vendre/?page=2', undefined)).toEqual({ kind: 'as-is' });
    // Names of the object's prototype are no lists.
    expect(listPageAnswer('/constructor?page=2', LISTS)).toEqual({ kind: 'as-is' });
  });

  it('sends page 1 to the list’s own URL, keeping the other parameters as written', () => {
    expect(listPageAnswer('/fr/a-vendre/?page=1', LISTS)).toEqual({ kind: 'redirect', location: '/fr/a-vendre/' });
    expect(listPageAnswer('/fr/a-louer/?page=1', LISTS)).toEqual({ kind: 'redirect', location: '/fr/a-louer/' });
    expect(listPageAnswer('/fr/a-vendre/?utm_source=a%20b&page=1&city=Namur|5000', LISTS)).toEqual({
      kind: 'redirect',
      location: '/fr/a-vendre/?utm_source=a%20b&city=Namur|5000',
    });
  });

  it('is missing past the last page and for a number the pager never writes', () => {
    for (const url of [
      '/fr/a-vendre/?page=4',
      '/fr/a-louer/?page=2',
      '/fr/a-vendre/?page=0',
      '/fr/a-vendre/?page=02',
      '/fr/a-vendre/?page=two',
      '/fr/a-vendre/?page=-1',
      '/fr/a-vendre/?page=2.5',
    ]) {
      expect([url, listPageAnswer(url, LISTS)]).toEqual([url, { kind: 'missing' }]);
    }
  });

  it('is never answered by its file’s own name', () => {
    for (const url of ['/fr/a-vendre/page-2.html', '/fr/a-vendre/page-2.html?page=2', '/fr/a-vendre/page%2D2.html']) {
      expect([url, listPageAnswer(url, LISTS)]).toEqual([url, { kind: 'missing' }]);
    }
  });
});
