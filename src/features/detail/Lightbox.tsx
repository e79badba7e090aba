import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Picture } from '../../components/Picture.tsx';
import type { Photo } from '../../domain/catalogue/detailTypes.ts';
import { useSwipe } from './useSwipe.ts';
import { GALLERY_WIDTHS } from './galleryWidths.ts';

/**
 * The full-screen view: a modal <dialog>, so the browser traps focus, makes the page behind
 * inert and closes it with Escape. Arrow keys and swipes turn the photos.
 */
export default function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: Photo[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe((direction) => onIndex(index + direction));
  const photo = photos[index] ?? photos[0];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The close button is the first stop: Escape and Close are what people look for first.
    closeRef.current?.focus();
    return () => dialog?.close();
  }, []);

  if (!photo) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') onIndex(index + 1);
    else if (event.key === 'ArrowLeft') onIndex(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    // The dialog is the keyboard surface for the arrows; its buttons stay the primary controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={t('detail:gallery.fullScreenTitle')}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className="lightbox__stage" {...swipe}>
        <Picture
          key={photo.Name}
          name={photo.Name}
          alt={photo.Description}
          width={photo.Width}
          height={photo.Height}
          sizes="100vw"
          widths={GALLERY_WIDTHS}
          priority
          className="lightbox__photo"
        />
      </div>
      <p className="lightbox__status" aria-live="polite">
        {t('detail:gallery.position', { index: index + 1, count: photos.length })} – {photo.Description}
      </p>
      <div className="lightbox__controls">
        <button type="button" className="button" onClick={() => onIndex(index - 1)}>
          {t('detail:gallery.previous')}
        </button>
        <button type="button" className="button" onClick={() => onIndex(index + 1)}>
          {t('detail:gallery.next')}
        </button>
        <button type="button" ref={closeRef} className="button button--secondary" onClick={onClose}>
          {t('detail:gallery.close')}
        </button>
      </div>
    </dialog>
  );
}
