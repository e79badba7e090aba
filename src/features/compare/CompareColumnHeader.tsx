import { useTranslation } from 'react-i18next';
import { Picture } from '../../components/Picture.tsx';
import { Link } from 'react-router-dom';
import type { Lng } from '../../config/languages.ts';
import { favouriteOf } from '../../state/favourites/favouriteOf.ts';
import { listingHref } from '../../domain/catalogue/links.ts';
import { marqueeLabel } from '../../domain/catalogue/marquee.ts';
import type { ListingCard, ProjectCard } from '../../domain/catalogue/types.ts';

/** A column is a few centimetres wide: the 100 and 300 px variants are all it can use. */
const PHOTO_WIDTHS = [100, 300] as const;
const PHOTO_SIZES = '(min-width: 767px) 200px, 140px';

/**
 * A listing's column head: its photo, its title (the card's, so it is recognised) as a link to
 * its page, its place and label, and the button that takes it out of the comparison.
 */
export function CompareColumnHeader({
  listing,
  project,
  lng,
  onRemove,
}: {
  listing: ListingCard;
  project: ProjectCard | undefined;
  lng: Lng;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { title, place } = favouriteOf(listing);
  const label = marqueeLabel(listing);
  const picture = listing.SmallPictureItem;
  return (
    <th scope="col" className="compare__column">
      <Picture
        name={picture.Name}
        alt=""
        width={picture.Width}
        height={picture.Height}
        sizes={PHOTO_SIZES}
        widths={PHOTO_WIDTHS}
        className="compare__photo"
      />
      <Link className="compare__title" to={listingHref(lng, listing, project)}>
        {title}
      </Link>{' '}
      <span className="compare__place">{place}</span>{' '}
      <span className="compare__meta">
        {label && <span className="compare__label">{label}</span>}{' '}
        <span>{t('catalogue.card.reference', { id: listing.ID })}</span>
      </span>{' '}
      <button type="button" className="button button--secondary compare__remove" onClick={onRemove}>
        {t('tools:compare.remove')}
        <span className="visually-hidden"> {title}</span>
      </button>
    </th>
  );
}
