import { createContext, useContext, type ReactNode } from 'react';
import type { PortalPreload } from '../../domain/forms/portal.ts';

export type { PortalPreload };

/**
 * The portal's data that came with the page: the server renders the portal of a logged-in
 * owner with it (server/routes/portalPage.ts) and puts the same data in the page, so the
 * browser hydrates what is on screen instead of showing "loading" and asking again.
 *
 * A holder, not the data itself: the portal takes it once, on its first mount, and empties it
 * so a later visit to the portal in the same tab asks the server for fresh figures.
 */
export interface PreloadHolder {
  /** The data for the portal address with this `?id=` (null for the list), if it came with the page. */
  get(id: number | null): PortalPreload | null;
  /** The portal has shown it: from now on the portal asks the server. */
  used(): void;
}

export function preloadHolder(preload: PortalPreload | null): PreloadHolder {
  let current = preload;
  return {
    get: (id) => (current && current.id === id ? current : null),
    used: () => {
      current = null;
    },
  };
}

const PreloadContext = createContext<PreloadHolder>(preloadHolder(null));

export function PortalPreloadProvider({ holder, children }: { holder: PreloadHolder; children: ReactNode }) {
  return <PreloadContext.Provider value={holder}>{children}</PreloadContext.Provider>;
}

export const usePreloadHolder = (): PreloadHolder => useContext(PreloadContext);
