/** @jest-environment node */
import { linksOf, sitemapLocations, sitePath } from './links.ts';

describe('what a crawler without JavaScript reads', () => {
  it('follows the same-origin <a href> of a page, as site paths with their query, once each', () => {
    const html = `
      <head><link rel="next" href="/fr/a-vendre/?page=2"></head>
      <a href="/fr/a-vendre/?page=2">2</a>
      <a class="pagination__link" rel="next" href="?page=2">Suivant</a>
      <a href="namur/maison/162/#photos">Maison</a>
      <a href="http://127.0.0.1:4300/fr/temoignages/">Témoignages</a>
      <a href="/fr/je-cherche/?goal=sale&amp;type=1">Enregistrer</a>
      <a href="https://www.youtube.com/watch?v=x">Vidéo</a>
      <a href="mailto:info@immo-famenne.be">Mail</a><a href="tel:+3284312020">Tél.</a>
      <a href="javascript:void(0)">Rien</a><a>Sans lien</a><a href="  ">Vide</a>
      <a href="/api/health">API</a>
      <template><a href="/fr/cache/">Dans un template</a></template>
      <button data-href="/fr/bouton/">Bouton</button>`;
    expect(linksOf(html, 'http://127.0.0.1:4300/fr/a-vendre/')).toEqual([
      '/fr/a-vendre/?page=2',
      '/fr/a-vendre/namur/maison/162/',
      '/fr/temoignages/',
      '/fr/je-cherche/?goal=sale&type=1',
    ]);
  });

  it('reads the locations of a sitemap index and of a sitemap, entities decoded', () => {
    const index = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>https://www.immo-famenne.be/sitemap-fr.xml</loc></sitemap>
</sitemapindex>`;
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://www.immo-famenne.be/fr/a-vendre/</loc>
    <xhtml:link rel="alternate" hreflang="nl" href="https://www.immo-famenne.be/nl/te-koop/"/>
  </url>
  <url><loc>https://www.immo-famenne.be/fr/actualites/caf&amp;e/</loc><lastmod>2026-11-01</lastmod></url>
</urlset>`;
    expect(sitemapLocations(index)).toEqual(['https://www.immo-famenne.be/sitemap-fr.xml']);
    expect(sitemapLocations(sitemap).map(sitePath)).toEqual(['/fr/a-vendre/', '/fr/actualites/caf&e/']);
  });
});
