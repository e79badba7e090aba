import type { SiteConfig } from '../../src/config/schema.ts';

/** The site's public origin: VITE_SITE_URL (as the app reads it) or the configuration. */
export function siteUrlFor(config: SiteConfig): string {
  return process.env.VITE_SITE_URL?.replace(/\/$/, '') || config.siteUrl;
}
