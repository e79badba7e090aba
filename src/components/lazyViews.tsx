import { lazy, Suspense, type ComponentType } from 'react';

/**
 * Views that come in a chunk of their own. A page with them in its HTML loads the chunk before
 * it renders or hydrates (entry-server.tsx, main.tsx call `load`), so React finds the views there
 * and hydrates in place; a client-side navigation to such a page loads it then, behind a slot's
 * Suspense boundary.
 */
export function lazyViews<V>(importChunk: () => Promise<V>) {
  let views: V | null = null;
  const load = (): Promise<V> =>
    importChunk().then((module) => {
      views = module;
      return module;
    });

  function slot<P extends object>(pick: (v: V) => ComponentType<P>): ComponentType<P> {
    const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
    return function Slot(props: P) {
      const View = views ? pick(views) : Lazy;
      return (
        <Suspense fallback={null}>
          <View {...props} />
        </Suspense>
      );
    };
  }

  return { load, slot };
}
