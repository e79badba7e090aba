/** @jest-environment ./test/routerEnvironment.ts */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { renderApp } from '../../test/renderApp.tsx';
import { LanguageSwitcher } from '../features/layout/LanguageSwitcher.tsx';
import { propertyDetail } from '../../test/fixtures/detail.ts';

afterEach(() => jest.useRealTimers());

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(150);
  });
}

describe('header', () => {
  it('shows the Published menu pages with localized links and marks the current one', async () => {
    await renderApp('/fr/a-vendre/');
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Accueil', '/fr/'],
      ['À vendre', '/fr/a-vendre/'],
      ['À louer', '/fr/a-louer/'],
      ['Projets', '/fr/projets/'],
      ['Services', '/fr/services/'],
      ['Réalisations', '/fr/realisations/'],
      ['Contact', '/fr/contact/'],
    ]);
    expect(within(menu).getByRole('link', { name: 'À vendre' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks a list as the section of its detail pages, without calling it the current page', async () => {
    await renderApp('/en/for-sale/marche-en-famenne/maison/120/', {
      sources: { detailFor: ({ lng, id }) => propertyDetail(lng, id) },
    });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const list = within(menu).getByRole('link', { name: 'For sale' });
    expect(list.parentElement).toHaveClass('menu__item', 'is-active');
    expect(list).not.toHaveAttribute('aria-current');
    expect(list).toHaveAttribute('class', 'menu__link');
    expect(within(menu).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('links the free-evaluation button to the localized free valuation page', async () => {
    await renderApp('/nl/contact/');
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Gratis schatting' })[0]).toHaveAttribute(
      'href',
      '/nl/gratis-schatting/',
    );
  });

  it('shows only the Published top bar links', async () => {
    await renderApp('/en/');
    const topBar = screen.getByRole('navigation', { name: 'Contact details' });
    expect(
      within(topBar)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:+3284312020', 'mailto:info@immo-famenne.be', '/en/contact/']);
    expect(within(topBar).queryByText('Jobs')).not.toBeInTheDocument();
  });

  it('is transparent at the top of the home page, then fixed without the top bar beyond 30 px', async () => {
    jest.useFakeTimers();
    await renderApp('/en/');
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('is-top', 'is-transparent');
    scrollTo(30);
    expect(header).toHaveClass('is-top');
    scrollTo(31);
    expect(header).toHaveClass('is-fixed');
    expect(header).not.toHaveClass('is-transparent');
    expect(screen.queryByRole('navigation', { name: 'Contact details' })).not.toBeInTheDocument();
    scrollTo(0);
    expect(header).toHaveClass('is-top', 'is-transparent');
    expect(screen.getByRole('navigation', { name: 'Contact details' })).toBeInTheDocument();
  });

  it('is not transparent on other pages', async () => {
    await renderApp('/en/contact/');
    expect(screen.getByRole('banner')).not.toHaveClass('is-transparent');
  });
});

describe('scroll-to-top button', () => {
  it('is hidden below 10 px and brings the visitor back to the top', async () => {
    jest.useFakeTimers();
    await renderApp('/nl/diensten/');
    expect(screen.queryByRole('button', { name: 'Naar boven' })).not.toBeInTheDocument();
    scrollTo(9);
    expect(screen.queryByRole('button', { name: 'Naar boven' })).not.toBeInTheDocument();
    scrollTo(400);
    fireEvent.click(screen.getByRole('button', { name: 'Naar boven' }));
    // A 500 ms animation, not a jump.
    act(() => jest.advanceTimersByTime(250));
    expect(window.scrollY).toBeGreaterThan(0);
    expect(window.scrollY).toBeLessThan(400);
    act(() => jest.advanceTimersByTime(300));
    expect(window.scrollY).toBe(0);
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});

describe('language switcher', () => {
  it('links to the same page in the other languages', async () => {
    await renderApp('/nl/gratis-schatting/');
    const switcher = screen.getAllByRole('navigation', { name: 'Taal' })[0]!;
    expect(within(switcher).getByRole('link', { name: 'FR Français' })).toHaveAttribute(
      'href',
      '/fr/estimation-gratuite/',
    );
    expect(within(switcher).getByRole('link', { name: 'EN English' })).toHaveAttribute('href', '/en/free-valuation/');
    expect(within(switcher).getByRole('link', { name: 'NL Nederlands' })).toHaveAttribute('aria-current', 'true');
  });

  it('switches the language and keeps the page', async () => {
    const { i18n } = await renderApp('/nl/te-huur/');
    const switcher = screen.getAllByRole('navigation', { name: 'Taal' })[0]!;
    await userEvent.click(within(switcher).getByRole('link', { name: 'EN English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'For rent' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });

  it('is not shown when the site has a single language', () => {
    const { container } = renderWithProviders(
      <LanguageSwitcher lng="nl" alternates={{ nl: '/nl/' }} languages={['nl']} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('mobile drawer', () => {
  it('opens from the menu button, closes with its close button, and closes on navigation', async () => {
    const user = userEvent.setup();
    await renderApp('/en/contact/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Site menu' });
    expect(drawer).toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('button', { name: 'Close the menu' }));
    expect(drawer).not.toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(within(drawer).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(drawer).getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(drawer).not.toHaveAttribute('open');
    // The closed drawer's links are hidden from the accessibility tree, still in the page.
    const link = (name: string) => within(drawer).getByRole('link', { name, hidden: true });
    expect(link('Projects')).toHaveAttribute('aria-current', 'page');
    expect(link('Contact')).not.toHaveAttribute('aria-current');
  });

  it('holds what the hidden top bar gives on a phone: the free valuation, the tap-to-call link, the contact links', async () => {
    const user = userEvent.setup();
    await renderApp('/nl/te-koop/');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Sitemenu' });
    expect(within(drawer).getByRole('link', { name: 'Gratis schatting' })).toHaveAttribute(
      'href',
      '/nl/gratis-schatting/',
    );
    expect(within(drawer).getByRole('link', { name: 'Bel ons: 084 31 20 20' })).toHaveAttribute(
      'href',
      'tel:+3284312020',
    );
    const contact = within(drawer).getByRole('list', { name: 'Contactgegevens' });
    expect(
      within(contact)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:+3284312020', 'mailto:info@immo-famenne.be', '/nl/contact/']);
  });
});

describe('settings in the store', () => {
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true, writable: true });
  });
  const resize = (width: number) =>
    act(() => {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(150);
    });

  it('hold the device flags the layout measured, and the drawer closes when the window becomes a desktop', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true, writable: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = await renderApp('/en/contact/');
    expect(store.getState().settings).toMatchObject({ isMobile: true, isTablet: false, isDesktop: false });
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Site menu' });
    expect(drawer).toHaveAttribute('open');
    resize(900);
    expect(store.getState().settings).toMatchObject({ isMobile: false, isTablet: true, isDesktop: false });
    expect(drawer).toHaveAttribute('open');
    resize(1400);
    expect(store.getState().settings).toMatchObject({ isMobile: false, isTablet: false, isDesktop: true });
    expect(drawer).not.toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Back on a tablet, it stays closed until asked for again.
    resize(900);
    expect(drawer).not.toHaveAttribute('open');
  });

  it('hold the language of the page shown, changed by the language switcher', async () => {
    const { store } = await renderApp('/nl/te-huur/');
    expect(store.getState().settings.lng).toBe('nl');
    const switcher = screen.getAllByRole('navigation', { name: 'Taal' })[0]!;
    await userEvent.click(within(switcher).getByRole('link', { name: 'FR Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'À louer' })).toBeInTheDocument();
    expect(store.getState().settings.lng).toBe('fr');
  });
});

describe('footer', () => {
  it('shows only the public parts of each block, with their column sizes', async () => {
    await renderApp('/nl/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Openingsuren' })).toBeInTheDocument();
    expect(within(footer).getByText(/^Zaterdag op afspraak/)).toBeInTheDocument();
    expect(within(footer).queryByText(/Interne notitie/)).not.toBeInTheDocument();
    const block = within(footer).getByRole('heading', { name: 'Openingsuren' }).closest('section');
    expect(block).toHaveClass('col-sm-12', 'col-md-6', 'col-lg-4');
    expect(within(footer).getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute(
      'href',
      '/nl/privacyverklaring/',
    );
    expect(within(footer).getByText(/© 2026 Immo Famenne/)).toBeInTheDocument();
  });
});
