/// <reference types="vite/client" />

/** The year of the build, replaced at build time (see vite.config.ts and jest.config.ts). */
declare const __BUILD_YEAR__: number;

/** site.json "consent", replaced at build time for boot.ts (see vite.config.ts). */
declare const __CONSENT_POLICY__: { version: string; maxAgeDays: number };

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_BUILD_ID?: string;
}
