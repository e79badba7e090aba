import { startTransition, useEffect, useState } from 'react';
import type * as LazyLoad from 'react-lazy-load-image-component';
import { Picture, type PictureProps } from './Picture.tsx';

/** Spec section 9: lazy images start loading a quarter of the viewport before they show. */
export const LAZY_ROOT_MARGIN = '0% 0% 25%';

/**
 * The package gives its IntersectionObserver `rootMargin: threshold + 'px'`, a number of pixels
 * on every side. This string turns that into '0% 0% 25% 0px': the spec's margin (below the
 * viewport only, in a share of its height). Every browser the build targets has the observer,
 * so the package's scroll-listening fallback, which wants a number, is never used.
 */
const SPEC_THRESHOLD = `${LAZY_ROOT_MARGIN} 0` as unknown as number;

type LazyImages = typeof LazyLoad;
let lazyImages: LazyImages | null = null;
let pending: Promise<LazyImages> | null = null;

/**
 * react-lazy-load-image-component in a chunk of its own (6 KiB brotli, a CommonJS bundle that
 * cannot be tree-shaken): a lazy photo is off screen, so nothing needs the package before the
 * page is interactive. Until it is in, a lazy photo is its placeholder, which is exactly what
 * the package renders for a photo not yet in view, so the prerendered HTML, hydration and the
 * swap render the same box. The prerenderer and tests load it first.
 */
export function loadLazyImages(): Promise<LazyImages> {
  pending ??= import('react-lazy-load-image-component').then((module) => (lazyImages = module));
  return pending;
}

/**
 * A photo that may be below the fold, with react-lazy-load-image-component's LazyLoadComponent
 * around the WebP + JPEG <picture> (its LazyLoadImage is a bare <img>, with no <source>s).
 * The prerendered page and the first render in the browser hold the same placeholder, a box
 * the slot's stylesheet sizes (so the photo takes its place without moving anything), with
 * the photo in a <noscript> for visitors without JavaScript. An `eager` photo is in the HTML.
 */
export function LazyPicture({ eager = false, ...picture }: PictureProps & { eager?: boolean }) {
  const [images, setImages] = useState(lazyImages);
  useEffect(() => {
    // Every lazy photo of the page swaps its placeholder at once: in a transition, React
    // spreads that render over short tasks instead of one that blocks a tap.
    if (!images && !eager) void loadLazyImages().then((module) => startTransition(() => setImages(module)));
  }, [images, eager]);
  if (eager) return <Picture {...picture} />;
  const placeholder = (
    <span className={`lazy-placeholder ${picture.className ?? ''}`.trim()}>
      <noscript>
        <Picture {...picture} />
      </noscript>
    </span>
  );
  if (!images) return placeholder;
  const { LazyLoadComponent } = images;
  return (
    <LazyLoadComponent threshold={SPEC_THRESHOLD} placeholder={placeholder}>
      <Picture {...picture} />
    </LazyLoadComponent>
  );
}
