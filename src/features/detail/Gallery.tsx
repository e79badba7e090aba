import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPicture } from '../../components/LazyPicture.tsx';
import { Picture } from '../../components/Picture.tsx';
import type { Photo } from '../../domain/catalogue/detailTypes.ts';
import { useSwipe } from './useSwipe.ts';
import { GALLERY_WIDTHS, STAGE_SIZES } from './galleryWidths.ts';

const Lightbox = lazy(() => import('./Lightbox.tsx'));

/**
 * The photos of a listing or project: one large photo (the first is the page's largest
 * image, in the prerendered HTML with high priority), previous and next buttons, the arrow
 * keys and swipes, thumbnails, and a full-screen view loaded when first opened.
 */
export function Gallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLButtonElement>(null);
  const statusId = useId();
  const count = photos.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const swipe = useSwipe((direction) => go(index + direction));

  // Arrow keys, Home and End turn the photos while focus is on any of the gallery's buttons.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The full-screen view handles its own keys.
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      if (event.key === 'ArrowRight') go(index + 1);
      else if (event.key === 'ArrowLeft') go(index - 1);
      else if (event.key === 'Home') go(0);
      else if (event.key === 'End') go(count - 1);
      else return;
      event.preventDefault();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [count, go, index]);

  if (count === 0) {
    return (
      <div className="gallery gallery--empty">
        <p className="notice">{t('detail:gallery.empty')}</p>
      </div>
    );
  }
  const photo = photos[index] ?? photos[0];
  if (!photo) return null;

  return (
    <section ref={rootRef} className="gallery" aria-roledescription={t('detail:gallery.role')} aria-label={title}>
      <div className="gallery__stage" {...swipe}>
        <Picture
          key={photo.Name}
          name={photo.Name}
          alt={photo.Description}
          width={photo.Width}
          height={photo.Height}
          sizes={STAGE_SIZES}
          widths={GALLERY_WIDTHS}
          priority={index === 0}
          className="gallery__photo"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--previous"
              onClick={() => go(index - 1)}
              aria-label={t('detail:gallery.previous')}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              onClick={() => go(index + 1)}
              aria-label={t('detail:gallery.next')}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <button
          type="button"
          ref={stageRef}
          className="gallery__fullscreen button button--secondary"
          aria-describedby={statusId}
          onClick={() => setFullScreen(true)}
        >
          {t('detail:gallery.fullScreen')}
        </button>
      </div>
      <p id={statusId} className="gallery__status" aria-live="polite">
        {t('detail:gallery.position', { index: index + 1, count })}
        <span className="gallery__caption"> – {photo.Description}</span>
      </p>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {photos.map((item, i) => (
            <li key={item.ID}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('detail:gallery.show', { index: i + 1, description: item.Description })}
                onClick={() => go(i)}
              >
                {/* Thumbnails are a way to move around, not content: lazy, they load once the page
                    runs and they are in view, so on a slow phone they do not compete with the
                    main photo. */}
                <LazyPicture
                  name={item.Name}
                  alt=""
                  width={100}
                  height={Math.round((100 * item.Height) / item.Width)}
                  sizes="100px"
                  widths={[100, 300]}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullScreen && (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            index={index}
            onIndex={go}
            onClose={() => {
              setFullScreen(false);
              stageRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
