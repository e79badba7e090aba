import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { RouterContext, parseLocation, type RouterLocation } from './context.ts';

/** A router that keeps its location in memory: for the prerenderer and for tests. */
export function MemoryRouter({ location: initial, children }: { location: string; children: ReactNode }) {
  const [location, setLocation] = useState<RouterLocation>(() => parseLocation(initial));
  const navigate = useCallback((to: string) => setLocation(parseLocation(to)), []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
