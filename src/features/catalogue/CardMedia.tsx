import { LazyPicture } from '../../components/LazyPicture.tsx';
import type { SmallPicture } from './schema.ts';

/** Thumbnails are 300 px wide in lists; on a phone a card spans the screen. */
export const CARD_SIZES = '(min-width: 1280px) 380px, (min-width: 767px) 45vw, 100vw';
export const CARD_WIDTHS = [300, 400, 600] as const;

/** A card's photo in its 3:2 box, with the label over it (a listing's marquee, a project's status). */
export function CardMedia({
  picture,
  label,
  labelClass = '',
  eager,
  priority = false,
}: {
  picture: SmallPicture;
  label: string | null;
  labelClass?: string;
  eager: boolean;
  /** The page's largest image: fetched first, never lazily. */
  priority?: boolean;
}) {
  return (
    <div className="card__media">
      <LazyPicture
        name={picture.Name}
        alt=""
        width={picture.Width}
        height={picture.Height}
        sizes={CARD_SIZES}
        widths={CARD_WIDTHS}
        eager={eager || priority}
        priority={priority}
        className="card__picture"
      />
      {label && <span className={`card__label ${labelClass}`.trim()}>{label}</span>}
    </div>
  );
}
