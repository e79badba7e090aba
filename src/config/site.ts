/**
 * The validated site configuration, typed. The JSON files are checked against
 * src/config/schema.ts by `npm run snapshot:check` before every build, so here they are
 * only given their types.
 */
import type { MenuConfig, SiteConfig } from './schema.ts';
import type { Lng } from './languages.ts';
import siteJson from '../../snapshot/config/site.json';
import menuJson from '../../snapshot/config/menu.json';

export const site = siteJson as SiteConfig;
export const menu = menuJson as MenuConfig;

export const enabledLanguages: readonly Lng[] = site.languages.enabled;
export const defaultLanguage: Lng = site.languages.default;

export function isEnabledLanguage(value: unknown): value is Lng {
  return typeof value === 'string' && (enabledLanguages as readonly string[]).includes(value);
}
