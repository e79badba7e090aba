import { testI18n } from '../../../test/i18n.ts';
import { matchRoute } from '../../domain/routes/routeTable.ts';
import { headFor, renderHead } from './headFor.ts';

describe('headFor', () => {
  const t = testI18n('fr').t;

  it('uses the menu SEO title and description, with canonical and hreflang alternates', () => {
    const head = headFor(matchRoute('/fr/a-vendre/'), 'fr', t);
    expect(head.title).toBe('Biens à vendre à Namur, Marche-en-Famenne et Neufchâteau');
    expect(head.description).toMatch(/^Toutes les maisons/);
    expect(head.canonical).toBe('https://www.immo-famenne.be/fr/a-vendre/');
    expect(head.alternates).toEqual([
      { hreflang: 'nl', href: 'https://www.immo-famenne.be/nl/te-koop/' },
      { hreflang: 'fr', href: 'https://www.immo-famenne.be/fr/a-vendre/' },
      { hreflang: 'en', href: 'https://www.immo-famenne.be/en/for-sale/' },
      { hreflang: 'x-default', href: 'https://www.immo-famenne.be/fr/a-vendre/' },
    ]);
    expect(head.noindex).toBe(false);
  });

  it('keeps thank-you pages out of search engines', () => {
    const head = headFor(matchRoute('/en/thank-you/contact-me/'), 'en', testI18n('en').t);
    expect(head.title).toBe('Thank you for your request | Immo Famenne');
    expect(head.noindex).toBe(true);
    expect(renderHead(head)).toContain('<meta name="robots" content="noindex">');
  });

  it('describes the 404 page without a canonical', () => {
    const head = headFor(null, 'nl', testI18n('nl').t);
    expect(head.canonical).toBeNull();
    expect(head.title).toMatch(/\| Immo Famenne$/);
  });

  it('escapes what it writes into HTML', () => {
    const html = renderHead({
      lang: 'en',
      title: 'A <b> & "c"',
      description: '<script>',
      canonical: null,
      alternates: [],
      noindex: false,
      og: null,
    });
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).not.toContain('<script>');
  });
});
