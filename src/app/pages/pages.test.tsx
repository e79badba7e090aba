/** @jest-environment ./test/routerEnvironment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp.tsx';

describe('pages', () => {
  it.each([
    ['/nl/te-koop/', 'Te koop', ['Home', 'Te koop']],
    ['/fr/estimation-gratuite/', 'Estimation gratuite', ['Accueil', 'Estimation gratuite']],
    ['/en/privacy-statement/', 'Privacy statement', ['Home', 'Privacy statement']],
    ['/fr/merci/contact-me/', 'Merci pour votre demande', ['Accueil', 'Merci pour votre demande']],
  ])('%s shows its title and breadcrumb', async (route, title, crumbs) => {
    await renderApp(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: /Kruimelpad|Fil d'Ariane|Breadcrumb/ });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(crumbs);
  });

  it('sets the document title, description and language after navigation', async () => {
    await renderApp('/en/contact/');
    await waitFor(() => expect(document.title).toBe('Contact Immo Famenne'));
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.immo-famenne.be/en/contact/',
    );
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(4);
  });

  it('shows the home banner with the page h1 only on the home page', async () => {
    await renderApp('/fr/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Votre maison en Famenne et en Ardenne' }),
    ).toBeInTheDocument();
  });

  it('leaves the photos of the newest listings lazy under the picture banner, which is the largest paint', async () => {
    await renderApp('/fr/');
    const newest = screen.getByRole('region', { name: 'Nos derniers biens' });
    expect(await within(newest).findAllByRole('article')).not.toHaveLength(0);
    expect(newest.querySelectorAll('picture:not(noscript picture)')).toHaveLength(0);
    expect(document.querySelector('.banner img')).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('404 page', () => {
  it('has the title, a search form and a link home, in the language of the URL', async () => {
    await renderApp('/fr/cette-page-nexiste-pas/');
    expect(screen.getByRole('heading', { level: 1, name: "Oups, cette page n'existe plus" })).toBeInTheDocument();
    const search = screen.getByRole('search');
    expect(within(search).getByRole('searchbox', { name: 'Commune, code postal ou référence' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à la page d'accueil" })).toHaveAttribute('href', '/fr/');
  });

  it('uses the default language for a URL without a known language', async () => {
    await renderApp('/xx/nothing/', { lng: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: "Oups, cette page n'existe plus" })).toBeInTheDocument();
  });

  it('is what an unknown thank-you kind and an unknown listing show', async () => {
    await renderApp('/en/thank-you/nonsense/');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops, this page no longer exists' })).toBeInTheDocument();
  });

  it('searches the list of the chosen goal with the typed text', async () => {
    const user = userEvent.setup();
    await renderApp('/nl/bestaat-niet/');
    await user.type(screen.getByRole('searchbox'), 'Namen');
    await user.click(screen.getByRole('button', { name: 'Huren' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Te huur' })).toBeInTheDocument();
  });
});
