import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext, parseLocation, type NavigateOptions, type RouterLocation } from './context.ts';

function current(): RouterLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/**
 * History-API routing. The route table matches every path itself, so all a router has to do
 * is hold the location, push or replace history entries, and follow back and forward. After
 * a navigation to a new page the view starts at the top and focus moves to the main
 * content, so screen-reader and keyboard users land on the new page.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState<RouterLocation>(current);

  useEffect(() => {
    const onPop = () => setLocation(current());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string, options: NavigateOptions = {}) => {
    const next = parseLocation(new URL(to, window.location.href).href.slice(window.location.origin.length));
    const href = next.pathname + next.search + next.hash;
    if (options.replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
    setLocation(next);
    if (!options.replace && !next.hash) {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, []);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
