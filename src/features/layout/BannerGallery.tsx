import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '../../config/schema.ts';

/** How long each picture shows before the next fades in. */
export const ROTATE_MS = 6000;

function reducesMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The rotation of a gallery banner, mounted after hydration over the first picture (which the
 * banner itself renders in the HTML). Pictures 2..n are layered over it and cross-fade one
 * after another every ROTATE_MS. WCAG 2.2.2: a visible pause/play button, and the rotation
 * also holds while the pointer is over the banner or the focus is in it. A visitor who
 * reduces motion sees no rotation on its own (and no fade): play, previous and next still
 * show the others. A picture is fetched only when it is next, never with the page.
 */
export default function BannerGallery({
  images,
  picture,
  onShow,
}: {
  images: SiteConfig['banner']['images'];
  /** Told which picture is in front, so the banner can hide its own first one from screen readers meanwhile. */
  onShow?: (index: number) => void;
  /** Draws one picture (the banner's own BannerPicture, so this chunk does not share a module with the boot). */
  picture: (image: SiteConfig['banner']['images'][number]) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const total = images.length;
  const [index, setIndex] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const [playing, setPlaying] = useState(() => !reducesMotion());
  const [held, setHeld] = useState(false);
  /**
   * Pictures up to this one are mounted: those already seen and, from half an interval after
   * the page started, the next one. The page's first paint never waits for them.
   */
  const [reach, setReach] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  const show = useCallback(
    (next: number) => {
      const target = ((next % total) + total) % total;
      setPrevious(index);
      setIndex(target);
      setReach((r) => Math.max(r, target + 1));
    },
    [index, total],
  );

  useEffect(() => onShow?.(index), [onShow, index]);

  // A full interval for every picture, whatever else renders meanwhile.
  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setTimeout(() => show(index + 1), ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, show, index]);

  useEffect(() => {
    const timer = window.setTimeout(() => setReach((r) => Math.max(r, 1)), ROTATE_MS / 2);
    return () => window.clearTimeout(timer);
  }, []);

  // Hover and focus anywhere in the banner (the search block too) hold the rotation.
  useEffect(() => {
    const banner = root.current?.parentElement;
    if (!banner) return;
    const hold = () => setHeld(true);
    const release = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (event.type === 'focusout' && next instanceof Node && banner.contains(next)) return;
      if (event.type === 'mouseleave' && banner.contains(document.activeElement)) return;
      setHeld(false);
    };
    const events = [
      ['mouseenter', hold],
      ['focusin', hold],
      ['mouseleave', release],
      ['focusout', release],
    ] as const;
    for (const [name, handler] of events) banner.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) banner.removeEventListener(name, handler);
    };
  }, []);

  return (
    <>
      <div ref={root} className="banner-gallery">
        {images.map((image, i) => {
          // The first picture is the banner's own; the others are mounted once they are next.
          if (i === 0 || i > reach) return null;
          const state = i === index ? ' is-current' : i === previous ? ' is-previous' : '';
          return (
            <div key={image.src} className={`banner-gallery__slide${state}`} aria-hidden={i !== index}>
              {picture(image)}
            </div>
          );
        })}
      </div>
      <div
        className="banner-gallery__controls"
        role="group"
        aria-roledescription="carousel"
        aria-label={t('bannerGallery.label')}
      >
        <button type="button" className="banner-gallery__button" onClick={() => show(index - 1)}>
          <span className="visually-hidden">{t('bannerGallery.previous')}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <button type="button" className="banner-gallery__button" onClick={() => setPlaying((p) => !p)}>
          <span className="visually-hidden">{t(playing ? 'bannerGallery.pause' : 'bannerGallery.play')}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {playing ? <path d="M8 5v14M16 5v14" /> : <path d="M8 5l11 7-11 7z" className="banner-gallery__fill" />}
          </svg>
        </button>
        <button type="button" className="banner-gallery__button" onClick={() => show(index + 1)}>
          <span className="visually-hidden">{t('bannerGallery.next')}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
        <p className="visually-hidden" aria-live={playing && !held ? 'off' : 'polite'}>
          {t('bannerGallery.position', { current: index + 1, total })}
        </p>
      </div>
    </>
  );
}
