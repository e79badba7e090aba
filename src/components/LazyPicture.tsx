import { useEffect, useRef, useState } from 'react';
import { Picture, type PictureProps } from './Picture.tsx';

/** Spec section 9: lazy images start loading a quarter of the viewport before they show. */
export const LAZY_ROOT_MARGIN = '0% 0% 25%';

/**
 * A photo below the fold: the prerendered page holds a sized placeholder, and the picture is
 * put in when it comes within a quarter of a viewport of the screen. An IntersectionObserver
 * does this in a few lines (react-lazy-load-image-component cost 5 KB of the JavaScript budget).
 * Without JavaScript the noscript copy shows; without IntersectionObserver the photo loads at once.
 */
export function LazyPicture(props: PictureProps & { eager?: boolean }) {
  const { eager, ...picture } = props;
  const placeholder = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const target = placeholder.current;
    if (eager || near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [eager, near]);

  if (eager || near) return <Picture {...picture} />;
  return (
    <>
      <span ref={placeholder} className="lazy-placeholder" />
      <noscript>
        <Picture {...picture} />
      </noscript>
    </>
  );
}
