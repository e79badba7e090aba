/**
 * Builds the message for the parent frame's map from the listings a page shows. Pure, so
 * the contract is tested without a frame.
 */
import type { TFunction } from 'i18next';
import { site } from '../../config/site.ts';
import { HIDDEN_MARQUEES } from '../../domain/catalogue/constants.ts';
import { listingHref } from '../../domain/catalogue/links.ts';
import { priceText } from '../../components/PriceText.tsx';
import { marqueeLabel } from '../../domain/catalogue/marquee.ts';
import type { ListingCard, ProjectCard } from '../../domain/catalogue/types.ts';
import type { Lng } from '../../config/languages.ts';
import { MAP_MESSAGE_TYPE, MAP_MESSAGE_VERSION, type MapMessage } from './message.ts';

export function buildMapMessage(options: {
  lng: Lng;
  listings: readonly ListingCard[];
  projects: readonly ProjectCard[];
  origin: string;
  t: TFunction;
}): MapMessage {
  const { lng, listings, projects, origin, t } = options;
  const byId = new Map(projects.map((p) => [p.ID, p]));
  const { mapType, customMarker } = site.mapBridge;
  return {
    type: MAP_MESSAGE_TYPE,
    version: MAP_MESSAGE_VERSION,
    lng,
    properties: listings.map((listing) => ({
      id: listing.ID,
      latitude: listing.Latitude,
      longitude: listing.Longitude,
      price: listing.Price,
      priceText: priceText(listing, t),
      type: listing.MainTypeName,
      city: listing.City,
      thumbnail: origin + listing.SmallPictureItem.Url,
      link: origin + listingHref(lng, listing, listing.ProjectID === null ? undefined : byId.get(listing.ProjectID)),
      marquee: listing.Marquee,
      label: marqueeLabel(listing),
    })),
    infoMessage: t('mapBridge.info', { count: listings.length }),
    mapType,
    customMarker: customMarker ? origin + customMarker : null,
    ignoreMarquees: [...HIDDEN_MARQUEES],
  };
}

/** The origins to post to: each configured origin, 'self' being the page's own. Never '*'. */
export function targetOrigins(configured: readonly string[], ownOrigin: string): string[] {
  return [...new Set(configured.map((origin) => (origin === "'self'" ? ownOrigin : origin)))].filter(
    (origin) => origin !== '*',
  );
}
