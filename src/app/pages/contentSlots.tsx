import { lazy, Suspense, type ComponentType } from 'react';
import type { MenuModule } from '../../config/schema.ts';
import type { Lng } from '../../config/languages.ts';
import type { RouteMatch } from '../routes/routeTable.ts';

import type * as ContentViews from './contentViews.ts';

type Views = typeof ContentViews;

/**
 * The editorial views come in their own chunk. A page with content in its HTML loads the chunk
 * before it renders or hydrates (entry-server.tsx, main.tsx), so React finds the views there
 * and hydrates in place; a client-side navigation to such a page loads it then.
 */
let views: Views | null = null;

export function loadContentViews(): Promise<Views> {
  return import('./contentViews.ts').then((module) => {
    views = module;
    return module;
  });
}

function slot<P extends object>(pick: (v: Views) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => loadContentViews().then((module) => ({ default: pick(module) })));
  return function Slot(props: P) {
    const View = views ? pick(views) : Lazy;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}

export const ContentItemPage = slot<{ match: RouteMatch }>((v) => v.ContentItemPage);
export const NewsPage = slot<{ match: RouteMatch }>((v) => v.NewsPage);
export const ContentModule = slot<{ module: MenuModule; lng: Lng }>((v) => v.ContentModule);
export const EditorialPart = slot<{ routeId: string; lng: Lng }>((v) => v.EditorialPart);
export const ContactDetailsPart = slot<{ lng: Lng }>((v) => v.ContactDetailsPart);
