/**
 * The one module that reads the build environment. Everything else asks here, so tests
 * (which map this module to test/env.ts) and the server never touch import.meta.env.
 */
import { site } from './site.ts';

// Vite replaces import.meta.env; a Node script run from the sources (the publish plan reads the
// catalogue through the app's own selectors) has none and takes the defaults.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

/** Absolute origin used for canonical and hreflang links; VITE_SITE_URL overrides the config. */
export const siteUrl: string = (env.VITE_SITE_URL as string | undefined)?.replace(/\/$/, '') || site.siteUrl;

/** Changes with every build; appended to translation URLs so browsers never mix versions. */
export const buildId: string = (env.VITE_BUILD_ID as string | undefined) ?? 'dev';
