import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import type { Lng } from '../../config/languages.ts';
import { CardMedia } from '../../components/CardMedia.tsx';
import { listingHref } from '../../domain/catalogue/links.ts';
import { marqueeLabel } from '../../domain/catalogue/marquee.ts';
import type { ListingCard, ProjectCard } from '../../domain/catalogue/types.ts';
import type { OwnedProperty } from './ownerApi.ts';
import { VisitNumbers } from './VisitNumbers.tsx';

interface Props {
  lng: Lng;
  owned: OwnedProperty;
  listing: ListingCard | undefined;
  project: ProjectCard | undefined;
  href: string;
  /** Above a property's report: photo beside the name, the figures follow in the report. */
  summary?: boolean;
  /** The card's photo is on screen at once (loaded without waiting to be scrolled to). */
  eager?: boolean;
  /** The card's photo is the page's largest paint: fetched first. */
  priority?: boolean;
}

/** A property in the owner's list: its photo and name from the catalogue, and its figures. */
export function PropertyCard({
  lng,
  owned,
  listing,
  project,
  href,
  summary = false,
  eager = false,
  priority = false,
}: Props) {
  const { t } = useTranslation();
  const { id } = owned;
  const title = listing ? `${listing.TypeDescription}` : t('owner:portal.notInCatalogue', { id });
  const headingId = `owner-property-${id}`;
  return (
    <article className={`owner-card${summary ? ' owner-card--summary' : ''}`} aria-labelledby={headingId}>
      {listing && (
        <CardMedia
          picture={listing.SmallPictureItem}
          label={marqueeLabel(listing)}
          eager={eager || priority}
          priority={priority}
        />
      )}
      <div className="owner-card__body">
        <h2 id={headingId} className="owner-card__title">
          <Link to={href}>{title}</Link>
        </h2>
        <p className="owner-card__meta">
          {listing ? `${listing.City} · ` : ''}
          {t('owner:portal.reference', { id })}
          {` · ${t('owner:portal.since', { date: formatDate(owned.since) })}`}
        </p>
        {!summary && <VisitNumbers visits={owned.visits} compact />}
        {listing && (
          <p>
            <Link to={listingHref(lng, listing, project)}>{t('owner:portal.listing')}</Link>
          </p>
        )}
      </div>
    </article>
  );
}
