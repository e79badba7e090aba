import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydratedContext } from './useHydrated.ts';

/**
 * Provides useHydrated's answer. On a prerendered page it starts false, and turns true in a
 * transition once the page has hydrated: React renders what changes with it (the favourites'
 * hearts, the language links with the query, the submit buttons) in slices of a few
 * milliseconds, so a tap right after hydrating is never kept waiting. (A store read with
 * useSyncExternalStore, which this replaces, re-renders all of it in one blocking task.) A part
 * of the page still waiting for its code is hydrated first: React holds a transition back
 * rather than replace prerendered HTML.
 */
export function HydrationProvider({ hydrating = false, children }: { hydrating?: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
