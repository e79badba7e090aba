import { useEffect, useRef } from 'react';

/**
 * Focus on an element when a step or page appears (its heading): a screen reader reads where
 * the person now is, and the next Tab starts there, not at the top of the page.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** Focus on an element once it has rendered (an alert that just appeared). */
export function focusSoon(ref: { current: HTMLElement | null }) {
  requestAnimationFrame(() => ref.current?.focus());
}
