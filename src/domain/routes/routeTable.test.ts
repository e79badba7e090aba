import menuJson from '../../../snapshot/config/menu.json';
import type { MenuConfig, MenuEntry } from '../../config/schema.ts';
import {
  alternatesFor,
  buildRouteTable,
  hrefFor,
  matchRoute,
  menuEntries,
  menuHref,
  publicPaths,
  routes,
} from './routeTable.ts';
import { breadcrumbFor, translatePath } from './breadcrumbs.ts';
import { FEEDBACK_KINDS } from './fixedRoutes.ts';

const menu = menuJson as MenuConfig;

describe('localized paths (spec section 2)', () => {
  it.each([
    ['home', '/nl/', '/fr/', '/en/'],
    ['for-sale', '/nl/te-koop/', '/fr/a-vendre/', '/en/for-sale/'],
    ['for-rent', '/nl/te-huur/', '/fr/a-louer/', '/en/for-rent/'],
    ['projects', '/nl/projecten/', '/fr/projets/', '/en/projects/'],
    ['services', '/nl/diensten/', '/fr/services/', '/en/services/'],
    ['realisations', '/nl/realisaties/', '/fr/realisations/', '/en/realisations/'],
    ['contact', '/nl/contact/', '/fr/contact/', '/en/contact/'],
    ['demand-register', '/nl/ik-zoek/', '/fr/je-cherche/', '/en/looking-for/'],
    ['contact-demand', '/nl/gratis-schatting/', '/fr/estimation-gratuite/', '/en/free-valuation/'],
    ['login', '/nl/aanmelden/', '/fr/connexion/', '/en/login/'],
  ])('%s', (id, nl, fr, en) => {
    expect([hrefFor(id, 'nl'), hrefFor(id, 'fr'), hrefFor(id, 'en')]).toEqual([nl, fr, en]);
  });

  it('builds thank-you pages under bedankt / merci / thank-you', () => {
    expect(hrefFor('feedback', 'nl', { kind: 'contact-me' })).toBe('/nl/bedankt/contact-me/');
    expect(hrefFor('feedback', 'fr', { kind: 'site-contact' })).toBe('/fr/merci/site-contact/');
    expect(hrefFor('feedback', 'en', { kind: 'send-to-friend' })).toBe('/en/thank-you/send-to-friend/');
  });

  it('puts a property under its goal, city and type, and slugifies parameters', () => {
    expect(hrefFor('property-sale', 'nl', { city: 'Namur', type: 'Huis', id: '245' })).toBe(
      '/nl/te-koop/namur/huis/245/',
    );
    expect(hrefFor('property-rent', 'fr', { city: 'Neufchâteau', type: 'Appartement', id: '301' })).toBe(
      '/fr/a-louer/neufchateau/appartement/301/',
    );
    expect(hrefFor('project', 'en', { city: 'Marche-en-Famenne', name: 'Résidence Les Tilleuls', id: '4' })).toBe(
      '/en/projects/marche-en-famenne/residence-les-tilleuls/4/',
    );
    expect(
      hrefFor('project-unit', 'nl', { city: 'Namur', name: 'Le Parc', projectId: '2', type: 'Appartement', id: '150' }),
    ).toBe('/nl/projecten/namur/le-parc/2/appartement/150/');
  });

  it('refuses unknown routes and missing parameters', () => {
    expect(() => hrefFor('nope', 'nl')).toThrow('Unknown route');
    expect(() => hrefFor('property-sale', 'nl', { city: 'Namur' })).toThrow('needs the parameter');
  });

  it('ends every URL with a slash and starts it with the language', () => {
    for (const { path, lng } of publicPaths()) {
      expect(path.startsWith(`/${lng}/`)).toBe(true);
      expect(path.endsWith('/')).toBe(true);
    }
  });
});

describe('matchRoute', () => {
  it('finds the route, language and parameters, with or without the trailing slash', () => {
    expect(matchRoute('/fr/a-vendre/')).toMatchObject({ route: { id: 'for-sale' }, lng: 'fr', params: {} });
    expect(matchRoute('/nl/te-koop')).toMatchObject({ route: { id: 'for-sale' }, lng: 'nl' });
    expect(matchRoute('/nl/te-koop/namur/huis/245/')).toMatchObject({
      route: { id: 'property-sale' },
      params: { city: 'namur', type: 'huis', id: '245' },
    });
    expect(matchRoute('/en/thank-you/contact-me/')).toMatchObject({
      route: { id: 'feedback' },
      params: { kind: 'contact-me' },
    });
  });

  it('does not match a path of another language, a disabled language or an unknown page', () => {
    expect(matchRoute('/nl/a-vendre/')).toBeNull();
    expect(matchRoute('/de/zu-verkaufen/')).toBeNull();
    expect(matchRoute('/en/nowhere/')).toBeNull();
    expect(matchRoute('/')).toBeNull();
    expect(matchRoute('/nl/%E0%A4%A/')).toBeNull();
  });

  it('round-trips every public path', () => {
    for (const { path, routeId, lng } of publicPaths()) {
      expect(matchRoute(path)).toMatchObject({ route: { id: routeId }, lng });
    }
  });
});

describe('menu', () => {
  it('lists the seven Published pages of the configuration in order', () => {
    expect(menuEntries().map((e) => e.path)).toEqual([
      '',
      'for-sale',
      'for-rent',
      'projects',
      'services',
      'realisations',
      'contact',
    ]);
    expect(menuEntries().map((e) => e.id)).toEqual([1, 3, 4, 10, 6, 14, 5]);
  });

  const page = (over: Partial<MenuEntry>): MenuEntry => ({ ...(menu.pages[1] as MenuEntry), ...over });

  it('leaves out entries that are not Published, and links children under their parent', () => {
    const child = page({
      id: 40,
      path: 'villas',
      slug: { nl: 'villas', fr: 'villas', en: 'villas', de: 'villen' },
      childMenus: [],
    });
    const draft = page({
      id: 41,
      path: 'draft',
      slug: { nl: 'klad', fr: 'brouillon', en: 'draft', de: 'entwurf' },
      status: 'Draft',
    });
    const table = buildRouteTable([menu.pages[0] as MenuEntry, page({ childMenus: [child] }), draft]);
    expect(table.map((r) => r.id)).toContain('for-sale/villas');
    expect(table.find((r) => r.id === 'for-sale/villas')?.segments.nl).toBe('te-koop/villas');
    expect(table.map((r) => r.id)).not.toContain('draft');
  });

  it('links a redirecting page to its redirect URL', () => {
    const entry = page({ redirect: true, redirectUrl: 'https://example.org/' });
    expect(menuHref(entry, 'nl')).toBe('https://example.org/');
  });
});

describe('breadcrumbs, alternates and path translation', () => {
  it('starts at home and ends at the page', () => {
    const crumbs = breadcrumbFor('property-sale', 'nl', { city: 'namur', type: 'huis', id: '245' });
    expect(crumbs.map((c) => c.href)).toEqual(['/nl/', '/nl/te-koop/', '/nl/te-koop/namur/huis/245/']);
    expect(crumbs[1]?.label).toEqual({ text: 'Te koop' });
    expect(crumbs[2]?.label).toEqual({ key: 'routes.property-sale.title' });
  });

  it('gives the same page in every enabled language', () => {
    const match = matchRoute('/nl/gratis-schatting/');
    expect(match && alternatesFor(match)).toEqual({
      nl: '/nl/gratis-schatting/',
      fr: '/fr/estimation-gratuite/',
      en: '/en/free-valuation/',
    });
  });

  it('maps an original path to each language with its breadcrumb', () => {
    const forSale = translatePath('/for-sale/');
    expect(forSale.fr.path).toBe('/fr/a-vendre/');
    expect(forSale.nl.breadcrumb.map((c) => c.href)).toEqual(['/nl/', '/nl/te-koop/']);
    expect(translatePath('contact-demand').en.path).toBe('/en/free-valuation/');
  });

  it('maps an unknown original to the home page', () => {
    expect(translatePath('/no-such-page/').nl).toEqual({
      path: '/nl/',
      breadcrumb: [{ routeId: 'home', href: '/nl/', label: { text: 'Home' } }],
    });
  });
});

describe('what the build prerenders', () => {
  it('covers every static route and every thank-you kind in nl, fr and en', () => {
    const paths = publicPaths().map((p) => p.path);
    const staticRoutes = routes.filter((r) => r.prerender.length > 0 && r.id !== 'feedback').length;
    expect(paths).toHaveLength(3 * (staticRoutes + FEEDBACK_KINDS.length));
    expect(paths).toContain('/fr/merci/sign-newsletter/');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
