import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../state/hooks.ts';
import { useTranslation } from 'react-i18next';
import { site } from '../../config/site.ts';
import type { Lng } from '../../config/languages.ts';
import { selectCatalogue } from '../../state/catalogue/selectors.ts';
import type { ListingCard } from '../../domain/catalogue/types.ts';

/** Spec section 7: the message goes 50 ms after the page has rendered. */
export const MAP_MESSAGE_DELAY_MS = 50;

function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/**
 * Tells the parent frame's map which properties this page shows. Nothing is posted when the
 * page is not framed, and only to the configured parent origins: postMessage drops a message
 * whose target origin is not the parent's, so another site framing this one learns nothing.
 * `active` is false while the page has nothing to show yet.
 */
export function useMapBridge(lng: Lng, listings: readonly ListingCard[], active: boolean): void {
  const { t } = useTranslation();
  const projects = useAppSelector((state) => selectCatalogue(state, lng)?.projects);
  // The same listings in a new array (a re-render) are not a new message.
  const shown = useRef(listings);
  useEffect(() => {
    shown.current = listings;
  });
  const ids = listings.map((listing) => listing.ID).join(',');
  useEffect(() => {
    if (!active || !isFramed() || !projects) return;
    // Only a framed page needs the message builder: it is its own small chunk.
    const builder = import('./buildMessage.ts');
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void builder.then(({ buildMapMessage, targetOrigins }) => {
        if (cancelled) return;
        const origin = window.location.origin;
        const message = buildMapMessage({ lng, listings: shown.current, projects, origin, t });
        for (const target of targetOrigins(site.mapBridge.parentOrigins, origin)) {
          window.parent.postMessage(message, target);
        }
      });
    }, MAP_MESSAGE_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [active, lng, ids, projects, t]);
}
