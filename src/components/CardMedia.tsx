import { LazyPicture } from './LazyPicture.tsx';
import { Picture } from './Picture.tsx';
import type { SmallPicture } from '../domain/catalogue/schema.ts';

/** Thumbnails are 300 px wide in lists; on a phone a card spans the screen. */
export const CARD_SIZES = '(min-width: 1280px) 380px, (min-width: 767px) 45vw, 100vw';
export const CARD_WIDTHS = [300, 400, 600] as const;

/** A card's photo in its 3:2 box, with the label over it (a listing's marquee, a project's status). */
export function CardMedia({
  picture,
  label,
  labelClass = '',
  eager,
  wideOnly = false,
  priority = false,
}: {
  picture: SmallPicture;
  label: string | null;
  labelClass?: string;
  /** The card is in the grid's first row: its photo is in the HTML. */
  eager: boolean;
  /**
   * With `eager`: in the first row only on a wide screen. On a phone, where a grid is one
   * column, the card comes after the first one, below the first screen.
   */
  wideOnly?: boolean;
  /** The page's largest image: fetched first, never lazily. */
  priority?: boolean;
}) {
  const photo = {
    name: picture.Name,
    alt: '',
    width: picture.Width,
    height: picture.Height,
    sizes: CARD_SIZES,
    widths: CARD_WIDTHS,
  };
  return (
    <div className="card__media">
      {eager && wideOnly && !priority ? (
        // The rest of the first row is in view on a wide screen, so its photos are in the HTML;
        // on a phone these cards are below the first screen, and their photos (35 KB that would
        // share a slow line with the first one) wait for the app and the spec's lazy margin like
        // every other card's. The stylesheet shows one of the two (catalogue.css).
        <>
          <Picture {...photo} className="card__picture card__picture--row" />
          <LazyPicture {...photo} className="card__picture card__picture--phone" />
        </>
      ) : (
        <LazyPicture {...photo} eager={eager || priority} priority={priority} className="card__picture" />
      )}
      {label && <span className={`card__label ${labelClass}`.trim()}>{label}</span>}
    </div>
  );
}
