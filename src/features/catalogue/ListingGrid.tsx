import type { CSSProperties } from 'react';
import { useAppSelector } from '../../state/hooks.ts';
import type { Lng } from '../../config/languages.ts';
import type { ListingCard } from '../../domain/catalogue/types.ts';
import { selectProjectsById } from '../../state/catalogue/selectors.ts';
import { ListingCardView } from './ListingCardView.tsx';

/** Listing cards in rows of `perRow` (on wide screens); the first row is in the HTML with its photos, unless told otherwise. */
export function ListingGrid({
  lng,
  listings,
  perRow,
  headingLevel,
  eagerFirstRow = true,
  priorityFirst = false,
}: {
  lng: Lng;
  listings: ListingCard[];
  perRow: number;
  headingLevel?: 2 | 3;
  /** False when the grid starts below the first screen (the home under its picture banner). */
  eagerFirstRow?: boolean;
  /** The first photo is the page's largest paint (a list page on a phone opens on its cards). */
  priorityFirst?: boolean;
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
            eager={eagerFirstRow && i < perRow}
            wideOnly={i > 0}
            priority={priorityFirst && i === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
