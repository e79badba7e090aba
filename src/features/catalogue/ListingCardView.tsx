import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { truncate, TYPE_DESCRIPTION_LIMIT } from '../../lib/text.ts';
import type { Lng } from '../../config/languages.ts';
import type { ListingCard, ProjectCard } from './types.ts';
import { listingHref } from './links.ts';
import { priceText } from './PriceText.tsx';
import { marqueeLabel } from './marquee.ts';
import { CardMedia } from './CardMedia.tsx';
import { FavouriteButton } from '../favourites/FavouriteButton.tsx';
import { favouriteOf } from './favouriteOf.ts';

/**
 * A listing in a list: photo with its label, price, type description (cut at 100
 * characters), place and reference. The whole card is one link (its heading's), so a
 * keyboard user meets each listing once.
 */
export function ListingCardView({
  listing,
  project,
  lng,
  eager = false,
  headingLevel = 3,
}: {
  listing: ListingCard;
  project: ProjectCard | undefined;
  lng: Lng;
  /** Cards of the first row are in the HTML with their image; the rest load lazily. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <CardMedia picture={listing.SmallPictureItem} label={marqueeLabel(listing)} eager={eager} />
      <FavouriteButton listing={favouriteOf(listing)} className="card__favourite" />
      <div className="card__body">
        <p className="card__price">{priceText(listing, t)}</p>
        <Heading className="card__title">
          <Link className="card__link" to={listingHref(lng, listing, project)}>
            {truncate(listing.TypeDescription, TYPE_DESCRIPTION_LIMIT)}
          </Link>
        </Heading>
        <p className="card__place">
          {listing.Zip} {listing.City}
        </p>
        <p className="card__meta">
          <span>{listing.MainTypeName}</span>
          <span>{t('catalogue.card.reference', { id: listing.ID })}</span>
        </p>
      </div>
    </article>
  );
}
