import { createContext, useContext } from 'react';

/**
 * Whether React runs the page: false in the prerendered HTML and while the browser hydrates it,
 * true afterwards and at once on a page React renders itself (a test, the dev server).
 * HydrationProvider (Hydration.tsx) sets it. Whatever the prerenderer could not know (the query
 * string, the stored favourites) is shown only once this is true, so hydration always matches;
 * a form whose submit button is disabled until then cannot be sent by the browser on its own
 * (a native GET would put what was typed, a password even, in the address and the server log).
 */
export const HydratedContext = createContext(true);

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
