/**
 * Which pages carry a form in their prerendered HTML: those load the forms chunk before they
 * render or hydrate and inline the forms' texts. Forms opened on demand (on a detail page)
 * are not listed: they load when the visitor asks for them.
 */
import type { FormKind } from '../forms/kinds.ts';
import type { RouteMatch } from './routeTable.ts';

const FIXED_PAGE_FORMS: Record<string, FormKind[]> = {
  'demand-register': ['demand-register'],
  'contact-demand': ['contact-demand'],
  newsletter: ['sign-newsletter', 'newsletter-unsubscribe'],
  jobs: ['job-contact'],
  testimonials: ['testimonial'],
};

export function formsOfPage(match: RouteMatch | null): FormKind[] {
  if (!match) return [];
  const modules = match.route.menuEntry?.modules ?? [];
  if (modules.some((module) => module.type === 'contact' && module.status === 'Published')) return ['site-contact'];
  return FIXED_PAGE_FORMS[match.route.id] ?? [];
}
