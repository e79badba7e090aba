import type { TFunction } from 'i18next';
import type { Lng } from '../../config/languages.ts';
import type { RouteMatch } from './routeTable.ts';
import { routeLabel, type Label } from './breadcrumbs.ts';

export function resolveLabel(label: Label, lng: Lng, t: TFunction): string {
  return 'text' in label ? label.text : t(label.key, { lng, ...label.values });
}

/** The visible title of a matched page in a language. */
export function labelText(match: RouteMatch, lng: Lng, t: TFunction): string {
  return resolveLabel(routeLabel(match.route, lng, match.params), lng, t);
}
