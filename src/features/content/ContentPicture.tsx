import { LazyPicture } from '../../components/LazyPicture.tsx';
import type { ContentPhoto } from '../../domain/content/types.ts';

/**
 * A news item's picture across the top of its card (3:2, as the listing cards), or a team
 * member's portrait as a round photo beside the name. Decorative: the card's title or name
 * says what it shows. Lazy, in a box of its final size, so nothing moves when it loads.
 */
export function ContentPicture({ photo, shape }: { photo: ContentPhoto; shape: 'wide' | 'portrait' }) {
  const wide = shape === 'wide';
  return (
    <div className={wide ? 'card__media' : 'content-card__portrait'}>
      <LazyPicture
        name={photo.name}
        alt=""
        width={photo.width}
        height={photo.height}
        sizes={wide ? '(min-width: 1280px) 380px, (min-width: 767px) 45vw, 100vw' : '112px'}
        widths={wide ? [300, 400, 600] : [300]}
        className="card__picture"
      />
    </div>
  );
}
