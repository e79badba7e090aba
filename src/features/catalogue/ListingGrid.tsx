import type { CSSProperties } from 'react';
import { useAppSelector } from '../../app/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import type { ListingCard } from './types.ts';
import { selectProjectsById } from './selectors.ts';
import { ListingCardView } from './ListingCardView.tsx';

/** Listing cards in rows of `perRow` (on wide screens); the first row is in the HTML with its photos. */
export function ListingGrid({
  lng,
  listings,
  perRow,
  headingLevel,
}: {
  lng: Lng;
  listings: ListingCard[];
  perRow: number;
  headingLevel?: 2 | 3;
}) {
  const projects = useAppSelector((state) => selectProjectsById(state, lng));
  return (
    <ul className="card-grid" style={{ '--per-row': perRow } as CSSProperties}>
      {listings.map((listing, i) => (
        <li key={listing.ID}>
          <ListingCardView
            listing={listing}
            project={listing.ProjectID === null ? undefined : projects.get(listing.ProjectID)}
            lng={lng}
            // None is fetched at high priority: on a phone the first photo of a list sits below
            // the filters, so the largest paint is text, and an early image only delays it on a
            // slow line (Lighthouse mobile LCP 1280 ms with it, 1083 ms without).
            eager={i < perRow}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
