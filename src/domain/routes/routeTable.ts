/**
 * The one route table: menu.json pages (Published only) plus the fixed routes, each with its
 * path segment per language. Every link in the app is built here (hrefFor), every URL is
 * matched here (matchRoute), and the build prerenders what publicPaths lists.
 */
import type { Localized, MenuEntry } from '../../config/schema.ts';
import type { Lng } from '../../config/languages.ts';
import { menu, enabledLanguages, isEnabledLanguage } from '../../config/site.ts';
import { joinPath, slugify } from '../../lib/paths.ts';
import { DETAIL_ROUTES, FIXED_ROUTES, type PageKind } from './fixedRoutes.ts';

export type Params = Record<string, string>;

export interface RouteDef {
  id: string;
  original: string | null;
  segments: Localized;
  parent: string | null;
  page: PageKind;
  prerender: Params[];
  noindex: boolean;
  /** Set for pages that come from menu.json. */
  menuEntry: MenuEntry | null;
}

export interface RouteMatch {
  route: RouteDef;
  lng: Lng;
  params: Params;
}

const HOME_ID = 'home';

function menuRouteId(entry: MenuEntry, parentId: string | null): string {
  if (entry.path === '') return HOME_ID;
  return parentId && parentId !== HOME_ID ? `${parentId}/${entry.path}` : entry.path;
}

function joinSegments(parent: Localized | null, own: Localized): Localized {
  const join = (a: string | undefined, b: string) => [a, b].filter(Boolean).join('/');
  return {
    nl: join(parent?.nl, own.nl),
    fr: join(parent?.fr, own.fr),
    en: join(parent?.en, own.en),
    de: join(parent?.de, own.de),
  };
}

function withPattern(base: Localized, pattern: string): Localized {
  return joinSegments(base, { nl: pattern, fr: pattern, en: pattern, de: pattern });
}

/** Builds the table from the menu configuration; exported for tests with other menus. */
export function buildRouteTable(pages: MenuEntry[]): RouteDef[] {
  const routes: RouteDef[] = [];

  const addMenu = (entries: MenuEntry[], parent: RouteDef | null) => {
    for (const entry of entries) {
      // Only Published pages exist on the public site; a redirecting page is a link, not a route.
      if (entry.status !== 'Published' || entry.redirect) continue;
      const id = menuRouteId(entry, parent?.id ?? null);
      const route: RouteDef = {
        id,
        original: joinPath(parent?.original ?? '', entry.path),
        segments: entry.path === '' ? entry.slug : joinSegments(parent?.segments ?? null, entry.slug),
        parent: id === HOME_ID ? null : (parent?.id ?? HOME_ID),
        page: id === HOME_ID ? 'home' : 'menu',
        prerender: [{}],
        noindex: false,
        menuEntry: entry,
      };
      routes.push(route);
      addMenu(entry.childMenus, route);
    }
  };
  addMenu(pages, null);

  for (const fixed of FIXED_ROUTES) {
    routes.push({ ...fixed, noindex: fixed.noindex ?? false, menuEntry: null });
  }

  const byPath = (path: string) => routes.find((r) => r.menuEntry?.path === path && r.parent === HOME_ID);
  for (const goal of ['for-sale', 'for-rent'] as const) {
    const list = byPath(goal);
    if (!list) continue;
    routes.push({
      id: `property-${goal === 'for-sale' ? 'sale' : 'rent'}`,
      original: goal === 'for-sale' ? DETAIL_ROUTES.property.original : null,
      segments: withPattern(list.segments, DETAIL_ROUTES.property.pattern),
      parent: list.id,
      page: DETAIL_ROUTES.property.page,
      prerender: [],
      noindex: false,
      menuEntry: null,
    });
  }
  // A services article: services/{article title}/ (spec section 2's path building).
  const services = byPath('services');
  if (services) {
    routes.push({
      id: 'service-article',
      original: null,
      segments: withPattern(services.segments, ':slug'),
      parent: services.id,
      page: 'article',
      prerender: [],
      noindex: false,
      menuEntry: null,
    });
  }
  const projects = byPath('projects');
  if (projects) {
    routes.push(
      {
        id: 'project',
        original: DETAIL_ROUTES.project.original,
        segments: withPattern(projects.segments, DETAIL_ROUTES.project.pattern),
        parent: projects.id,
        page: DETAIL_ROUTES.project.page,
        prerender: [],
        noindex: false,
        menuEntry: null,
      },
      {
        id: 'project-unit',
        original: null,
        segments: withPattern(projects.segments, DETAIL_ROUTES.projectUnit.pattern),
        parent: 'project',
        page: DETAIL_ROUTES.projectUnit.page,
        prerender: [],
        noindex: false,
        menuEntry: null,
      },
    );
  }
  return routes;
}

export const routes: readonly RouteDef[] = buildRouteTable(menu.pages);
const routesById = new Map(routes.map((r) => [r.id, r]));

export function getRoute(id: string): RouteDef | undefined {
  return routesById.get(id);
}

/** The link to a route in a language: `/{lng}/{segments}/`, parameters slugified. */
export function hrefFor(routeId: string, lng: Lng, params: Params = {}): string {
  const route = routesById.get(routeId);
  if (!route) throw new Error(`Unknown route "${routeId}"`);
  const path = route.segments[lng].replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route "${routeId}" needs the parameter "${name}"`);
    return slugify(value);
  });
  return joinPath(lng, path);
}

interface CompiledRoute {
  route: RouteDef;
  lng: Lng;
  regex: RegExp;
  names: string[];
  /** Static routes win over parameterised ones of the same length. */
  score: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: RouteDef, lng: Lng): CompiledRoute {
  const names: string[] = [];
  const parts = route.segments[lng].split('/').filter(Boolean);
  let score = 0;
  const body = parts
    .map((part) => {
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        score += 1;
        return '([^/]+)';
      }
      score += 2;
      return escape(part);
    })
    .join('/');
  const regex = new RegExp(`^/${lng}${body ? `/${body}` : ''}/?$`);
  return { route, lng, regex, names, score };
}

// Compiled for a language when a URL in it is first matched, not when the module loads: a
// page needs only its own language's patterns, and the start-up task stays short.
const compiledByLng = new Map<Lng, CompiledRoute[]>();
function compiledFor(lng: Lng): CompiledRoute[] {
  let list = compiledByLng.get(lng);
  if (!list) {
    list = routes.map((route) => compile(route, lng)).sort((a, b) => b.score - a.score);
    compiledByLng.set(lng, list);
  }
  return list;
}

/** Finds the route, language and parameters of a pathname, or null for an unknown URL. */
export function matchRoute(pathname: string): RouteMatch | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // Every pattern starts with its language: a path without one matches nothing.
  const lng = languageOfPath(path);
  if (!lng) return null;
  for (const candidate of compiledFor(lng)) {
    const found = candidate.regex.exec(path);
    if (!found) continue;
    const params: Params = {};
    candidate.names.forEach((name, i) => {
      params[name] = found[i + 1] ?? '';
    });
    return { route: candidate.route, lng: candidate.lng, params };
  }
  return null;
}

/** The language a URL is in: its first segment when that is an enabled language. */
export function languageOfPath(pathname: string): Lng | null {
  const first = pathname.split('/')[1];
  return isEnabledLanguage(first) ? first : null;
}

/** The same page in every enabled language, for the switcher and hreflang links. */
export function alternatesFor(match: RouteMatch): Partial<Record<Lng, string>> {
  const result: Partial<Record<Lng, string>> = {};
  for (const lng of enabledLanguages) result[lng] = hrefFor(match.route.id, lng, match.params);
  return result;
}

/** Every URL the build prerenders, in every enabled language. */
export function publicPaths(): { path: string; lng: Lng; routeId: string }[] {
  return enabledLanguages.flatMap((lng) =>
    routes.flatMap((route) =>
      route.prerender.map((params) => ({ path: hrefFor(route.id, lng, params), lng, routeId: route.id })),
    ),
  );
}

/** The Published menu entries in order, for the main menu and the mobile drawer. */
export function menuEntries(): MenuEntry[] {
  return menu.pages.filter((entry) => entry.status === 'Published');
}

/** Where a menu entry links: its route, or its redirect URL for a redirecting page. */
export function menuHref(entry: MenuEntry, lng: Lng, parentId: string | null = null): string {
  if (entry.redirect && entry.redirectUrl) return entry.redirectUrl;
  return hrefFor(menuRouteId(entry, parentId), lng);
}

export { menuRouteId };
