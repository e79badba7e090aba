import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteMatch } from '../routes/routeTable.ts';

type DetailPageComponent = ComponentType<{ match: RouteMatch }>;

/**
 * The detail pages are their own chunk: a visitor of the home page or a list never loads the
 * gallery, the field sections and their texts. The prerenderer and the browser (before it
 * hydrates a detail page) load the chunk first, so the page renders at once on both sides:
 * a boundary that suspended while prerendering would need an inline script to complete,
 * which the Content-Security-Policy forbids. A client-side navigation uses the lazy path.
 */
let loaded: DetailPageComponent | null = null;

export function loadDetailPage(): Promise<DetailPageComponent> {
  return import('../../features/detail/DetailPage.tsx').then((module) => {
    loaded = module.default;
    return module.default;
  });
}

const LazyDetailPage = lazy(() => loadDetailPage().then((component) => ({ default: component })));

export function DetailPageSlot({ match }: { match: RouteMatch }) {
  const Page = loaded ?? LazyDetailPage;
  return (
    <Suspense fallback={null}>
      <Page match={match} />
    </Suspense>
  );
}
