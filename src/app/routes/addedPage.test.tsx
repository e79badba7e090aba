/** @jest-environment ./test/routerEnvironment.ts */
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp.tsx';
import type * as SiteModule from '../../config/site.ts';

/**
 * A page added the way the README says: one entry in the menu (its path per language, its
 * titles and texts), nothing else. The route table, the route objects, the menu, the links
 * and the head all follow from it.
 */
jest.mock('../../config/site.ts', () => {
  const actual = jest.requireActual<typeof SiteModule>('../../config/site.ts');
  const offices = {
    id: 900,
    path: 'offices',
    slug: { nl: 'kantoren', fr: 'bureaux', en: 'offices', de: 'bueros' },
    status: 'Published',
    parentId: null,
    params: {
      title: { nl: 'Onze kantoren', fr: 'Nos bureaux', en: 'Our offices', de: 'Unsere Büros' },
      seo: {
        title: { nl: 'Kantoren', fr: 'Bureaux', en: 'Offices', de: 'Büros' },
        description: {
          nl: 'Waar u ons vindt.',
          fr: 'Où nous trouver.',
          en: 'Where to find us.',
          de: 'Wo Sie uns finden.',
        },
      },
    },
    showBreadCrumb: true,
    showPageBanner: false,
    redirect: false,
    redirectUrl: null,
    css: null,
    content: null,
    modules: [],
    childMenus: [],
  };
  return { ...actual, menu: { ...actual.menu, pages: [...actual.menu.pages, offices] } };
});

describe('a page added to the menu', () => {
  it('renders at its path in each language, with its breadcrumb, menu link and other-language links', async () => {
    await renderApp('/fr/bureaux/');
    expect(screen.getByRole('heading', { level: 1, name: 'Nos bureaux' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Nos bureaux');
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Nos bureaux' })).toHaveAttribute('aria-current', 'page');
    const switcher = screen.getAllByRole('navigation', { name: 'Langue' })[0]!;
    expect(within(switcher).getByRole('link', { name: 'EN English' })).toHaveAttribute('href', '/en/offices/');
  });

  it('has its own head', async () => {
    await renderApp('/en/offices/');
    expect(document.title).toMatch(/^Offices/);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Where to find us.');
  });
});
