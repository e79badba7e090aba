/**
 * The browser's side of consent: the real storage, tags, clock and cookie jar, with the
 * configuration of site.json (tag ids, policy version and age). main.tsx hands them to the store.
 */
import { site } from '../config/site.ts';
import { isPreviewPath } from '../lib/paths.ts';
import type { ConsentDeps } from '../state/consent/consentListener.ts';
import { matchRoute } from '../domain/routes/routeTable.ts';
import { browserStorage } from '../lib/browserStorage.ts';

/** The pages the dialog links to: it does not open over them by itself. */
const QUIET_ROUTES = new Set(['cookie-policy', 'privacy-statement']);

/** Pages where the dialog does not open by itself (spec section 4 and the dialog's own links). */
export const isQuietPath = (pathname: string) =>
  isPreviewPath(pathname) || QUIET_ROUTES.has(matchRoute(pathname)?.route.id ?? '');

export function consentEffects(): ConsentDeps {
  return {
    // The tags' code is its own chunk: most visits never need it. Which ids are live is the
    // server's to say: a tag whose host its policy refuses is never injected.
    loadTags: () =>
      import('../state/consent/tags.ts').then(async (module) =>
        module.onlyLive(module.browserTags(), await module.liveTagIds()),
      ),
    ids: site.tags,
    storage: browserStorage('localStorage'),
    policy: { version: site.consent.policyVersion, maxAgeDays: site.consent.maxAgeDays },
    clock: () => new Date(),
    clearTrackingCookies: () => {
      void import('../state/consent/tags.ts').then((module) => module.clearTrackingCookies());
    },
    isQuietPath,
  };
}
