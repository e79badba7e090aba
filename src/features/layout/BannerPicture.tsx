import { srcSet } from '../../components/Picture.tsx';
import type { Lng } from '../../config/languages.ts';
import type { SiteConfig } from '../../config/schema.ts';

type BannerImage = SiteConfig['banner']['images'][number];

/** A banner picture of the media build is named by its fallback variant: /media/{name}-{width}.jpg. */
const MEDIA_VARIANT = /^\/media\/(.+)-\d+\.(?:jpg|webp)$/;

/** The widths the build makes of banner-* sources (publisher/media/media.ts BANNER_WIDTHS). */
const PHONE_WIDTHS = [400, 600];
const ALL_WIDTHS = [...PHONE_WIDTHS, 800, 1360];
const PHONE = '(max-width: 599px)';

/**
 * The <head> links that fetch a banner picture as soon as the head is read, with the same
 * choice of file as the <picture> below (the prerenderer adds them to the home page).
 */
export function bannerPreloads(image: BannerImage): string {
  const name = MEDIA_VARIANT.exec(image.src)?.[1];
  if (!name) return '';
  const link = (media: string, widths: number[]) =>
    `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="${media}" imagesrcset="${srcSet(name, widths, 'webp')}" imagesizes="100vw">`;
  return link(PHONE, PHONE_WIDTHS) + link('(min-width: 600px)', ALL_WIDTHS);
}

/**
 * One banner picture, the width of the screen. A phone is offered at most the 600 variant
 * (~15 KB in WebP; dimmed behind the scrim and mostly under the search block, it needs no
 * more), so the page's largest image does not hold up its first paint on a slow network;
 * a wider screen gets up to 1360. Any other path (an uploaded file) is shown as it is.
 */
export function BannerPicture({
  image,
  lng,
  priority,
  hidden,
  className = 'banner__media',
}: {
  image: BannerImage;
  lng: Lng;
  priority?: boolean;
  /** Out of the accessibility tree (another picture is in front of it). */
  hidden?: boolean;
  className?: string;
}) {
  const name = MEDIA_VARIANT.exec(image.src)?.[1];
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={name ? srcSet(name, ALL_WIDTHS, 'jpg') : undefined}
      sizes={name ? '100vw' : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt[lng]}
      aria-hidden={hidden || undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!name) return img;
  return (
    <picture>
      <source type="image/webp" media="(max-width: 599px)" srcSet={srcSet(name, PHONE_WIDTHS, 'webp')} sizes="100vw" />
      <source type="image/webp" srcSet={srcSet(name, ALL_WIDTHS, 'webp')} sizes="100vw" />
      {img}
    </picture>
  );
}
