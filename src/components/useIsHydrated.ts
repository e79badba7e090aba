import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards (and at once on a page
 * rendered in the browser). Whatever the prerenderer could not know, such as the query
 * string of the URL, is read only once this is true, so hydration always matches.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
