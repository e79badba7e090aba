import { useEffect, useState } from 'react';
import { throttle } from '../../lib/throttle.ts';
import { HEADER_FIXED_AFTER, SCROLL_THROTTLE_MS, SCROLL_TOP_VISIBLE_FROM } from '../../lib/scroll.ts';

export interface ScrollFlags {
  /** Beyond 30 px the header is fixed with a smaller logo. */
  headerFixed: boolean;
  /** From 10 px the scroll-to-top button shows. */
  showScrollTop: boolean;
}

export function scrollFlags(y: number): ScrollFlags {
  return { headerFixed: y > HEADER_FIXED_AFTER, showScrollTop: y >= SCROLL_TOP_VISIBLE_FROM };
}

/** Reads the scroll position after hydration (the server renders the top of the page). */
export function useScrollFlags(): ScrollFlags {
  const [flags, setFlags] = useState<ScrollFlags>(() => scrollFlags(0));
  useEffect(() => {
    const update = () => {
      const next = scrollFlags(window.scrollY);
      setFlags((prev) =>
        prev.headerFixed === next.headerFixed && prev.showScrollTop === next.showScrollTop ? prev : next,
      );
    };
    update();
    const onScroll = throttle(update, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return flags;
}
