import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteMatch } from '../routes/routeTable.ts';
import type * as ToolViews from './toolViews.ts';

type Views = typeof ToolViews;

/** Route pages served by the tools' chunk. */
export const TOOL_PAGES: readonly string[] = ['favourites'];
export const isToolPage = (match: RouteMatch | null) => match !== null && TOOL_PAGES.includes(match.route.page);

/**
 * Like contentSlots.tsx: a tool page's chunk is loaded before it renders or hydrates
 * (entry-server.tsx, main.tsx), so React hydrates the prerendered page in place.
 */
let views: Views | null = null;

export function loadToolViews(): Promise<Views> {
  return import('./toolViews.ts').then((module) => {
    views = module;
    return module;
  });
}

function slot<P extends object>(pick: (v: Views) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => loadToolViews().then((module) => ({ default: pick(module) })));
  return function Slot(props: P) {
    const View = views ? pick(views) : Lazy;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}

export const FavouritesPage = slot<{ match: RouteMatch }>((v) => v.FavouritesPage);
