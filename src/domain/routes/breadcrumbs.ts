/**
 * A page's place in the site: its label, its breadcrumb (home first, the page last), and a path of
 * the original site in each language with its breadcrumb. Read from the route table.
 */
import type { Lng } from '../../config/languages.ts';
import { enabledLanguages } from '../../config/site.ts';
import { joinPath } from '../../lib/paths.ts';
import { getRoute, hrefFor, routes, type Params, type RouteDef } from './routeTable.ts';

/** A breadcrumb label is either a text from the configuration or a catalogue key. */
export type Label = { text: string } | { key: string; values?: Params };

export interface Crumb {
  routeId: string;
  href: string;
  label: Label;
}

export function routeLabel(route: RouteDef, lng: Lng, params: Params = {}): Label {
  if (route.menuEntry) return { text: route.menuEntry.params.title[lng] };
  if (route.page === 'feedback') return { key: `feedback:${params.kind ?? 'test'}.title` };
  return { key: `routes.${route.id}.title` };
}

/** Home first, the page itself last. Parent routes that need parameters reuse the page's. */
export function breadcrumbFor(routeId: string, lng: Lng, params: Params = {}): Crumb[] {
  const trail: Crumb[] = [];
  let current = getRoute(routeId);
  while (current) {
    const needed = [...current.segments[lng].matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1] ?? '');
    if (needed.every((name) => params[name] !== undefined)) {
      trail.unshift({
        routeId: current.id,
        href: hrefFor(current.id, lng, params),
        label: routeLabel(current, lng, params),
      });
    }
    current = current.parent ? getRoute(current.parent) : undefined;
  }
  return trail;
}

export interface TranslatedPath {
  path: string;
  breadcrumb: Crumb[];
}

/**
 * Maps a path of the original site (`/for-sale/`, `/contact-demand/`) to each enabled
 * language with its breadcrumb. An unknown original maps to the home page, which in this
 * site is `/{lng}/` because every URL starts with its language.
 */
export function translatePath(original: string): Record<Lng, TranslatedPath> {
  const wanted = joinPath(original);
  const route = routes.find((r) => r.original === wanted && !r.original.includes(':')) ?? getRoute('home');
  if (!route) throw new Error('The menu has no home page');
  const result = {} as Record<Lng, TranslatedPath>;
  for (const lng of enabledLanguages) {
    result[lng] = { path: hrefFor(route.id, lng), breadcrumb: breadcrumbFor(route.id, lng) };
  }
  return result;
}
