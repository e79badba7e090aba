/** @jest-environment ./test/routerEnvironment.ts */
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderApp } from '../../../test/renderApp.tsx';
import { testI18n } from '../../../test/i18n.ts';
import { listing, makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { matchRoute, type RouteMatch } from '../../domain/routes/routeTable.ts';
import { isPageHandle } from '../routes/usePageMatch.ts';
import type { SiteContent } from '../../domain/content/types.ts';
import { headFor, renderHead, type Head } from './headFor.ts';
import { contentItemHead, detailPageHead, menuPageHead, tableHead, type PageHead } from './pageHeads.ts';

/** The route objects with one route's declared head replaced. */
function withHead(id: string, head: PageHead) {
  const swap = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      if (route.id === id && isPageHandle(route.handle)) return { ...route, handle: { ...route.handle, head } };
      return route.children ? { ...route, children: swap(route.children) } : route;
    });
  return swap;
}

describe('page heads', () => {
  it('are read by the frame from the matched route’s handle', async () => {
    const declared = jest.fn<Head, Parameters<PageHead>>((match, context) => ({
      ...tableHead(match, context),
      title: 'Declared by the contact route',
    }));
    await renderApp('/en/contact/', { editRoutes: withHead('contact@en', declared) });
    expect(document.title).toBe('Declared by the contact route');
    const [match, context] = declared.mock.calls.at(-1) ?? [];
    expect(match?.route.id).toBe('contact');
    expect(match?.lng).toBe('en');
    expect(context?.catalogue?.properties.length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('of a route without its own are the route table’s', async () => {
    await renderApp('/fr/a-vendre/');
    expect(document.title).toBe('Biens à vendre à Namur, Marche-en-Famenne et Neufchâteau');
  });

  const t = testI18n('en').t;
  const context = { t, catalogue: makeCatalogue(), content: null, alternates: null, search: '' };

  it('of a detail page come from its catalogue card, and say "not found" for an unknown id', () => {
    const found = detailPageHead(matchRoute('/en/for-sale/marche-en-famenne/maison/120/') as RouteMatch, context);
    expect(found.title).toMatch(/Ref: 120 \| Immo Famenne$/);
    expect(found.og?.type).toBe('article');
    const unknown = detailPageHead(matchRoute('/en/for-sale/marche/house/999999/') as RouteMatch, context);
    expect(unknown).toEqual(headFor(matchRoute('/en/for-sale/marche/house/999999/'), 'en', t, null));
    expect(unknown.noindex).toBe(true);
  });

  it('of a content item come from the content file once it is in', () => {
    const match = matchRoute('/en/news/open-day/') as RouteMatch;
    const content = {
      articles: [],
      testimonials: [],
      news: { items: [{ key: 'n1', slug: 'open-day', title: 'Open day', summary: 'Come and see.' }] },
      slugs: { news: { n1: { en: 'open-day', fr: 'journee-portes-ouvertes' } } },
    } as unknown as SiteContent;
    const head = contentItemHead(match, { ...context, content });
    expect(head.title).toBe('Open day | Immo Famenne');
    expect(head.description).toBe('Come and see.');
    expect(head.alternates.map((alt) => alt.hreflang)).toEqual(['en', 'fr', 'x-default']);
    expect(contentItemHead(match, context)).toEqual(headFor(match, 'en', t));
  });
});

describe('the head of a list’s page N (?page=N)', () => {
  const SITE = 'https://www.immo-famenne.be';
  // 30 listings for sale, 12 a page: three pages.
  const catalogue = {
    ...makeCatalogue(),
    properties: Array.from({ length: 30 }, (_, i) =>
      listing({ ID: 2000 + i, DateCreated: `2026-${String(1 + (i % 12)).padStart(2, '0')}-15` }),
    ),
  };
  const t = testI18n('fr').t;
  const sale = matchRoute('/fr/a-vendre/') as RouteMatch;
  const headOf = (search: string, match: RouteMatch = sale) =>
    menuPageHead(match, { t, catalogue, content: null, alternates: null, search });

  it('page 1: the list’s own canonical, no previous page, the next one', () => {
    const head = headOf('');
    expect(head).toEqual({
      ...tableHead(sale, { t, catalogue, content: null, alternates: null, search: '' }),
      next: `${SITE}/fr/a-vendre/?page=2`,
    });
    expect(head.canonical).toBe(`${SITE}/fr/a-vendre/`);
    expect(head.prev).toBeUndefined();
  });

  it('page 2: its own canonical, hreflang and preview URL, its number in the title, prev and next', () => {
    const head = headOf('?page=2');
    expect(head.canonical).toBe(`${SITE}/fr/a-vendre/?page=2`);
    expect(head.prev).toBe(`${SITE}/fr/a-vendre/`);
    expect(head.next).toBe(`${SITE}/fr/a-vendre/?page=3`);
    expect(head.title).toBe('Biens à vendre à Namur, Marche-en-Famenne et Neufchâteau - page 2');
    expect(head.alternates).toEqual([
      { hreflang: 'nl', href: `${SITE}/nl/te-koop/?page=2` },
      { hreflang: 'fr', href: `${SITE}/fr/a-vendre/?page=2` },
      { hreflang: 'en', href: `${SITE}/en/for-sale/?page=2` },
      { hreflang: 'x-default', href: `${SITE}/fr/a-vendre/?page=2` },
    ]);
    expect(head.og).toMatchObject({ url: `${SITE}/fr/a-vendre/?page=2`, title: head.title });
    expect(renderHead(head)).toContain(
      `<link rel="canonical" href="${SITE}/fr/a-vendre/?page=2">\n    <link rel="prev" href="${SITE}/fr/a-vendre/">\n    <link rel="next" href="${SITE}/fr/a-vendre/?page=3">`,
    );
  });

  it('the last page: no next; past it (only the app gets there) the last page; filters never count', () => {
    const last = headOf('?page=3');
    expect(last.canonical).toBe(`${SITE}/fr/a-vendre/?page=3`);
    expect(last.prev).toBe(`${SITE}/fr/a-vendre/?page=2`);
    expect(last.next).toBeUndefined();
    expect(renderHead(last)).not.toContain('rel="next"');
    expect(headOf('?page=9')).toEqual(last);
    expect(headOf('?type=1&city=Namur%7C5000&sort=price-asc&page=3&utm_source=x')).toEqual(last);
    expect(headOf('?type=1&sort=price-asc')).toEqual(headOf(''));
    expect(headOf('?page=deux')).toEqual(headOf(''));
  });

  it('of another page ignores a page number, and a list of one page has no next', () => {
    const contact = matchRoute('/fr/contact/') as RouteMatch;
    expect(headOf('?page=2', contact)).toEqual(
      tableHead(contact, { t, catalogue, content: null, alternates: null, search: '' }),
    );
    const rent = matchRoute('/fr/a-louer/') as RouteMatch;
    expect(headOf('', rent).next).toBeUndefined();
    expect(headOf('', rent).canonical).toBe(`${SITE}/fr/a-louer/`);
  });

  it('is the document’s head in the browser too: canonical, prev and next of the page shown', async () => {
    await renderApp('/fr/a-vendre/?page=2', { sources: { catalogueFor: () => catalogue } });
    const href = (rel: string) => document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)?.href;
    expect(document.title).toBe('Biens à vendre à Namur, Marche-en-Famenne et Neufchâteau - page 2');
    expect(href('canonical')).toBe(`${SITE}/fr/a-vendre/?page=2`);
    expect(href('prev')).toBe(`${SITE}/fr/a-vendre/`);
    expect(href('next')).toBe(`${SITE}/fr/a-vendre/?page=3`);
  });
});
