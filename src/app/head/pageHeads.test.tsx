/** @jest-environment ./test/routerEnvironment.ts */
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderApp } from '../../../test/renderApp.tsx';
import { testI18n } from '../../../test/i18n.ts';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { matchRoute, type RouteMatch } from '../routes/routeTable.ts';
import { isPageHandle } from '../routes/usePageMatch.ts';
import type { SiteContent } from '../../features/content/types.ts';
import { headFor, type Head } from './headFor.ts';
import { contentItemHead, detailPageHead, tableHead, type PageHead } from './pageHeads.ts';

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
  const context = { t, catalogue: makeCatalogue(), content: null, alternates: null };

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
