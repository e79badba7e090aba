import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../lib/price.ts';
import type { Lng } from '../../config/languages.ts';
import type { ListingCard, ProjectCard } from '../../domain/catalogue/types.ts';
import { listingHref } from '../../domain/catalogue/links.ts';
import { priceText } from '../../components/PriceText.tsx';
import { marqueeLabel } from '../../domain/catalogue/marquee.ts';
import { CardMedia } from '../../components/CardMedia.tsx';
import { useSlots } from '../../components/slots.tsx';

/**
 * A listing in a list: photo with its label, price, type description (two lines at most on
 * screen, all of it in the link's name), place, the first facts a house hunter compares
 * (bedrooms, living area, the EPC label as a coloured chip) and reference. The whole card is
 * one link (its heading's), so a keyboard user meets each listing once.
 */
export function ListingCardView({
  listing,
  project,
  lng,
  eager = false,
  wideOnly = false,
  priority = false,
  headingLevel = 3,
}: {
  listing: ListingCard;
  project: ProjectCard | undefined;
  lng: Lng;
  /** Cards of the first row are in the HTML with their image; the rest load lazily. */
  eager?: boolean;
  /** In the first row on a wide screen only (CardMedia.tsx). */
  wideOnly?: boolean;
  /** The page's largest image (the first card of a list on a phone): fetched first, never lazily. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { FavouriteButton } = useSlots();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <CardMedia
        picture={listing.SmallPictureItem}
        label={marqueeLabel(listing)}
        eager={eager}
        wideOnly={wideOnly}
        priority={priority}
      />
      <FavouriteButton listing={listing} className="card__favourite" />
      <div className="card__body">
        <p className="card__price">{priceText(listing, t)}</p>
        <Heading className="card__title">
          <Link className="card__link" to={listingHref(lng, listing, project)}>
            {listing.TypeDescription}
          </Link>
        </Heading>
        <p className="card__place">
          {listing.Zip} {listing.City}
        </p>
        <CardFacts listing={listing} />
        <p className="card__meta">
          <span>{listing.MainTypeName}</span>
          <span>{t('catalogue.card.reference', { id: listing.ID })}</span>
        </p>
      </div>
    </article>
  );
}

function CardFacts({ listing }: { listing: ListingCard }) {
  const { t } = useTranslation();
  const { Bedrooms: bedrooms, SurfaceLiving: living, EPCLabel: epc } = listing;
  if (bedrooms === null && living === null && epc === null) return null;
  return (
    <ul className="card__facts" aria-label={t('catalogue.card.facts')}>
      {bedrooms !== null && <li>{t('catalogue.card.bedrooms', { count: bedrooms })}</li>}
      {living !== null && <li>{t('catalogue.card.living', { value: formatNumber(living) })}</li>}
      {epc !== null && (
        <li className={`epc-chip epc-chip--${epc.charAt(0).toLowerCase()}`}>
          {t('catalogue.card.epc', { label: epc })}
        </li>
      )}
    </ul>
  );
}
