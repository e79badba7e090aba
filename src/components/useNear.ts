import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Once the element comes within `ahead` of the screen (at once where IntersectionObserver is
 * missing): null before, then whether focus was inside it at that moment (a keyboard user on
 * a link it replaces). For parts heavy enough to load only when a visitor nears them; the
 * render they start is a transition, so it never keeps a tap waiting.
 */
export function useNear(ref: RefObject<HTMLElement | null>, active: boolean, ahead: string): { focus: boolean } | null {
  const [seen, setSeen] = useState<{ focus: boolean } | null>(null);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!active || seen || !element || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const focus = element.contains(document.activeElement);
        startTransition(() => setSeen({ focus }));
      },
      { rootMargin: ahead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, seen, observable, ahead]);
  if (!active) return null;
  return seen ?? (observable ? null : { focus: false });
}
