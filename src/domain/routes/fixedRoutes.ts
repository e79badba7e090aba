/**
 * Routes that do not come from menu.json. Segments follow spec section 2 where it names
 * them (ik-zoek / je-cherche / looking-for, gratis-schatting / estimation-gratuite,
 * bedankt / merci / thank-you); the paths the spec leaves open are chosen here and listed
 * in docs/DECISIONS.md. German segments are kept ready for when the de catalogue is switched on.
 */
import type { Localized } from '../../config/schema.ts';
import { FORM_KINDS } from '../forms/formKinds.ts';
import { ALERT_PAGE_SEGMENTS, type AlertPage } from '../forms/alerts.ts';
import type { PageKind } from './pageShows.ts';

/** The kinds of page, and what each shows: pageShows.ts. */
export type { PageKind } from './pageShows.ts';

export interface FixedRoute {
  id: string;
  /** The path of the original site, used by translatePath and the /property/{id}/ redirects. */
  original: string;
  segments: Localized;
  parent: string;
  page: PageKind;
  /** Parameter sets the build prerenders; data-driven routes get theirs from the catalogue. */
  prerender: Record<string, string>[];
  /** Pages a search engine should not index (thank-you pages, login, the portal). */
  noindex?: boolean;
}

/**
 * The kinds of thank-you page, named as the spec and the form endpoint name them: one per
 * form, plus the forgotten-password answer (owner portal) and the spec's test page.
 */
export const FEEDBACK_KINDS = [...FORM_KINDS, 'forgot-password', 'test'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const FIXED_ROUTES: FixedRoute[] = [
  {
    id: 'demand-register',
    original: '/demand-register/',
    segments: { nl: 'ik-zoek', fr: 'je-cherche', en: 'looking-for', de: 'ich-suche' },
    parent: 'home',
    page: 'content',
    prerender: [{}],
  },
  {
    id: 'contact-demand',
    original: '/contact-demand/',
    segments: { nl: 'gratis-schatting', fr: 'estimation-gratuite', en: 'free-valuation', de: 'kostenlose-bewertung' },
    parent: 'home',
    page: 'content',
    prerender: [{}],
  },
  {
    id: 'privacy-statement',
    original: '/privacy-statement/',
    segments: {
      nl: 'privacyverklaring',
      fr: 'declaration-de-confidentialite',
      en: 'privacy-statement',
      de: 'datenschutzerklaerung',
    },
    parent: 'home',
    page: 'content',
    prerender: [{}],
  },
  {
    id: 'cookie-policy',
    original: '/cookie-policy/',
    segments: { nl: 'cookiebeleid', fr: 'politique-de-cookies', en: 'cookie-policy', de: 'cookie-richtlinie' },
    parent: 'home',
    page: 'content',
    prerender: [{}],
  },
  {
    id: 'disclaimer',
    original: '/disclaimer/',
    segments: { nl: 'disclaimer', fr: 'clause-de-non-responsabilite', en: 'disclaimer', de: 'haftungsausschluss' },
    parent: 'home',
    page: 'content',
    prerender: [{}],
  },
  {
    id: 'newsletter',
    original: '/newsletter/',
    segments: { nl: 'nieuwsbrief', fr: 'newsletter', en: 'newsletter', de: 'newsletter' },
    parent: 'home',
    page: 'content',
    prerender: [{}],
  },
  {
    id: 'jobs',
    original: '/jobs/',
    segments: { nl: 'vacatures', fr: 'emplois', en: 'jobs', de: 'stellenangebote' },
    parent: 'home',
    page: 'content',
    prerender: [{}],
  },
  {
    id: 'testimonials',
    original: '/testimonials/',
    segments: { nl: 'getuigenissen', fr: 'temoignages', en: 'testimonials', de: 'erfahrungsberichte' },
    parent: 'home',
    page: 'testimonials',
    prerender: [{}],
  },
  {
    id: 'testimonial',
    original: '/testimonials/:slug/',
    segments: {
      nl: 'getuigenissen/:slug',
      fr: 'temoignages/:slug',
      en: 'testimonials/:slug',
      de: 'erfahrungsberichte/:slug',
    },
    parent: 'testimonials',
    page: 'testimonial',
    prerender: [],
  },
  {
    // The news category (menu.json's news view): its segment is the category's name, built by
    // the spec's path rule (Nieuws, Actualités, News); its items hang under it by their title.
    id: 'news',
    original: '/news/',
    segments: { nl: 'nieuws', fr: 'actualites', en: 'news', de: 'aktuelles' },
    parent: 'home',
    page: 'news',
    prerender: [{}],
  },
  {
    id: 'news-item',
    original: '/news/:slug/',
    segments: { nl: 'nieuws/:slug', fr: 'actualites/:slug', en: 'news/:slug', de: 'aktuelles/:slug' },
    parent: 'news',
    page: 'news-item',
    prerender: [],
  },
  {
    // Kept in this browser only: nothing for a search engine to index.
    id: 'favourites',
    original: '/favourites/',
    segments: { nl: 'favorieten', fr: 'favoris', en: 'favourites', de: 'favoriten' },
    parent: 'home',
    page: 'favourites',
    prerender: [{}],
    noindex: true,
  },
  {
    // The listings to compare are in the query (?ids=), so a comparison can be shared; the
    // page without them says how to pick some: nothing worth indexing either way.
    id: 'compare',
    original: '/compare/',
    segments: { nl: 'vergelijken', fr: 'comparer', en: 'compare', de: 'vergleichen' },
    parent: 'home',
    page: 'compare',
    prerender: [{}],
    noindex: true,
  },
  {
    // The purchase-cost calculator on its own page; its figures are in the query so a result
    // can be shared. A page people search for ("aankoopkosten berekenen"): indexed.
    id: 'purchase-costs',
    original: '/purchase-costs/',
    segments: { nl: 'aankoopkosten', fr: 'frais-d-achat', en: 'purchase-costs', de: 'kaufnebenkosten' },
    parent: 'home',
    page: 'costs',
    prerender: [{}],
  },
  // The pages a saved-search mail links to (confirm, unsubscribe, preferences), under the
  // demand register; private to the mail's reader, so not indexed.
  ...(Object.keys(ALERT_PAGE_SEGMENTS) as AlertPage[]).map((kind): FixedRoute => ({
    id: `alerts-${kind}`,
    original: `/demand-register/${kind}/`,
    segments: ALERT_PAGE_SEGMENTS[kind],
    parent: 'demand-register',
    page: 'alerts',
    prerender: [{}],
    noindex: true,
  })),
  {
    id: 'login',
    original: '/login/',
    segments: { nl: 'aanmelden', fr: 'connexion', en: 'login', de: 'anmelden' },
    parent: 'home',
    page: 'login',
    prerender: [{}],
    noindex: true,
  },
  {
    id: 'owner-portal',
    original: '/owner/',
    segments: { nl: 'eigenaar', fr: 'proprietaire', en: 'owner', de: 'eigentuemer' },
    parent: 'home',
    page: 'owner-portal',
    prerender: [{}],
    noindex: true,
  },
  {
    id: 'feedback',
    original: '/feedback/:kind/',
    segments: { nl: 'bedankt/:kind', fr: 'merci/:kind', en: 'thank-you/:kind', de: 'danke/:kind' },
    parent: 'home',
    page: 'feedback',
    prerender: FEEDBACK_KINDS.map((kind) => ({ kind })),
    noindex: true,
  },
];

/** Detail routes hang under menu pages; they are added once the menu pages are known. */
export const DETAIL_ROUTES = {
  /** {goal}/{city}/{type}/{id}: under the for-sale or for-rent page. */
  property: { original: '/property/:id/', pattern: ':city/:type/:id', page: 'property' as const },
  /** projects/{city}/{project-name}/{id} */
  project: { original: '/project/:id/', pattern: ':city/:name/:id', page: 'project' as const },
  /** A property of a project: under the project path, with type and property id. */
  projectUnit: { pattern: ':city/:name/:projectId/:type/:id', page: 'project-unit' as const },
};
