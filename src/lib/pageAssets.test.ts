import { pageAssetsElement, preloadPageAssets, readPageAssets } from './pageAssets.ts';

function pageWith(headHtml: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = headHtml;
  return doc;
}

const links = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

describe("a page's hydration assets", () => {
  it('are preloaded from the JSON element the server wrote: modules as modulepreload, data as fetch', () => {
    const doc = pageWith(
      pageAssetsElement({ modules: ['/assets/DetailPage-1.js'], fetches: ['/data/b1/catalogue.fr.json'] }),
    );
    expect(links(doc)).toEqual([]);
    preloadPageAssets(doc);
    expect(links(doc)).toEqual([
      { rel: 'modulepreload', href: '/assets/DetailPage-1.js', as: null, crossOrigin: 'anonymous' },
      { rel: 'preload', href: '/data/b1/catalogue.fr.json', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it('cannot be closed early by a "<" in a URL', () => {
    const element = pageAssetsElement({ modules: [], fetches: ['/data/</script><script>x.json'] });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(readPageAssets(pageWith(element)).fetches).toEqual(['/data/</script><script>x.json']);
  });

  it('ask for nothing when the element is missing or malformed, or names another origin', () => {
    for (const head of [
      '',
      '<script type="application/json" id="page-assets">{not json</script>',
      '<script type="application/json" id="page-assets">{"modules":"/a.js","fetches":[3]}</script>',
      '<script type="application/json" id="page-assets">{"modules":["//evil.example/a.js","https://x.example/b.js"]}</script>',
    ]) {
      const doc = pageWith(head);
      preloadPageAssets(doc);
      expect(links(doc)).toEqual([]);
    }
  });

  it('write no element for a page that needs nothing beyond the boot', () => {
    expect(pageAssetsElement({ modules: [], fetches: [] })).toBe('');
  });
});
